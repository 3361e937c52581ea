import { Alert, Badge, Box, Button, Card, Group, Image, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { contrast } from '@portal/domain/colour/contrast';
import { contrastChecks } from '@portal/domain/site-settings/rules';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../platform/file-url';

type Props = { companyName: string; logo: string | null; loginImg: string | null; colours: { primary: string; accent: string } };

const readableOn = (bg: string) => (contrast('#ffffff', bg) >= contrast('#000000', bg) ? '#ffffff' : '#000000');

/** How the portal will look with the settings as they are in the form, before they are published. */
export function SettingsPreview({ companyName, logo, loginImg, colours }: Props) {
  const { t } = useTranslation('admin');
  const checks = contrastChecks(colours);
  const failing = checks.filter((c) => !c.ok);
  const valid = /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(colours.primary) && /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(colours.accent);
  return (
    <Stack gap="md">
      <Card padding={0} withBorder aria-label={t('settings.preview.title')}>
        <Group gap="sm" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {logo ? <Image src={fileUrl(logo)} alt="" h={32} w="auto" fit="contain" /> : null}
          <Text fw={700}>{companyName || '—'}</Text>
        </Group>
        {loginImg && <Image src={fileUrl(loginImg)} alt="" h={110} fit="cover" />}
        <Stack gap="sm" p="md" bg="#f8f9fa">
          <Text size="sm">{t('settings.preview.body')}</Text>
          {valid && (
            <>
              <Text size="sm" fw={600} style={{ color: colours.primary }}>
                {t('settings.preview.link')}
              </Text>
              <Group gap="sm">
                <Button style={{ backgroundColor: colours.primary, color: readableOn(colours.primary) }}>{t('settings.preview.button')}</Button>
                <Badge style={{ backgroundColor: colours.accent, color: readableOn(colours.accent) }}>{t('settings.preview.badge')}</Badge>
              </Group>
            </>
          )}
        </Stack>
      </Card>
      {!valid ? null : failing.length ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} title={t('settings.contrast.title')} role="status">
          <List size="sm">
            {failing.map((c) => (
              <List.Item key={c.pair}>{t(`settings.contrast.${c.pair}`, { ratio: c.ratio.toFixed(2) })}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Box role="status">
          <Group gap="xs">
            <ThemeIcon color="teal" variant="light" size="sm" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
            <Text size="sm">{t('settings.contrast.ok')}</Text>
          </Group>
        </Box>
      )}
    </Stack>
  );
}
