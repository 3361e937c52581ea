import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Downloadable } from '@portal/domain/orders/types';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function downloadUrl(key: string): string {
  return `/api/file/download/${encodeURIComponent(key)}`;
}

/** The package's extra files (guides, templates) every buyer may download. */
export function DownloadablesCard({ downloadables }: { downloadables: readonly Downloadable[] }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('downloads.title')}
        </Title>
        {downloadables.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('downloads.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {downloadables.map((item) => (
              <li key={item.data.key}>
                <Anchor href={downloadUrl(item.data.key)} download size="sm">
                  <Group gap={8} wrap="nowrap" component="span">
                    <IconDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
                    {item.title}
                  </Group>
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
