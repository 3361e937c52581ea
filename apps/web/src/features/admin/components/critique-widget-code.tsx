import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The <iframe> a site pastes into its own pages to take free-critique requests there (/free-critique/embed). */
export function widgetCode(origin: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}/free-critique/embed" title="${escaped}" width="100%" height="760" style="border:0;max-width:640px" loading="lazy"></iframe>`;
}

/** The widget's code for the admin to copy, with what it does. */
export function CritiqueWidgetCode() {
  const { t } = useTranslation('admin');
  const code = widgetCode(window.location.origin, t('critiques.widget.frameTitle'));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="critique-widget">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h5" id="critique-widget">
            {t('critiques.widget.title')}
          </Title>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
                {copied ? t('critiques.widget.copied') : t('critiques.widget.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('critiques.widget.text')}</Text>
        <Code block data-testid="critique-widget-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {code}
        </Code>
      </Stack>
    </Paper>
  );
}
