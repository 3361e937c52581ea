import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { FileRef } from '@portal/domain/orders/revisions';
import { IconDownload, IconExternalLink, IconFile, IconFileTypeDocx, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  file: FileRef;
  /** What the file is ("PDF version"), above its name. */
  label?: string;
  /** Extra controls (a remove button). */
  actions?: ReactNode;
};

function iconFor(mimetype: string | undefined) {
  if (mimetype === 'application/pdf') return { icon: <IconFileTypePdf size={22} />, color: 'red' };
  if (mimetype?.includes('word')) return { icon: <IconFileTypeDocx size={22} />, color: 'blue' };
  if (mimetype?.startsWith('image/')) return { icon: <IconPhoto size={22} />, color: 'teal' };
  return { icon: <IconFile size={22} />, color: 'gray' };
}

export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const viewable = (mimetype: string | undefined) => mimetype === 'application/pdf' || Boolean(mimetype?.startsWith('image/'));

/** One stored file with its download link (and an open-in-browser link where the browser can show it). */
export function FileCard({ file, label, actions }: Props) {
  const { t } = useTranslation('documents');
  const { icon, color } = iconFor(file.mimetype);
  const name = file.originalname ?? t('file.unnamed');
  const key = encodeURIComponent(file.key);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {label && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
          )}
          <Anchor href={`/api/file/download/${key}`} fw={500} lineClamp={2} title={name} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          {file.size !== undefined && (
            <Text size="xs" c="dimmed">
              {formatSize(file.size)}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {viewable(file.mimetype) && (
            <Tooltip label={t('file.open')}>
              <ActionIcon component="a" href={`/api/file/${key}`} target="_blank" rel="noopener" variant="subtle" size="lg" aria-label={t('file.openNamed', { name })}>
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('file.download')}>
            <ActionIcon component="a" href={`/api/file/download/${key}`} variant="light" size="lg" aria-label={t('file.downloadNamed', { name })}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
