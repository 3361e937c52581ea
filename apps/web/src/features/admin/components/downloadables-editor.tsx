import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { acceptMap, uploadProblem } from '@portal/domain/files/rules';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { uploadWithProgress } from '../../../platform/upload';

export type Downloadable = { title: string; key: string };
const MAX_DOWNLOADABLES = 20;
const CONTEXT = 'document' as const;
const ACCEPT = Object.entries(acceptMap(CONTEXT)).flatMap(([mime, extensions]) => [mime, ...extensions]).join(',');

/**
 * A package's downloadables: files every buyer of the package may download (a guide, a template).
 * Each is uploaded at once with its progress; its title defaults to the file's name and can be edited.
 * The server adopts the files when the package is saved.
 */
export function DownloadablesEditor({ value, onChange, disabled }: { value: Downloadable[]; onChange: (next: Downloadable[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (file: File | null) => {
    if (!file) return;
    const problem = uploadProblem(CONTEXT, file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const res = await uploadWithProgress(file, { context: CONTEXT, onProgress: setProgress });
      onChange([...value, { title: file.name.replace(/\.[^.]+$/, ''), key: res.file.key }]);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('catalog.package.downloadables')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('catalog.package.downloadablesHint')}
      </Text>
      {value.map((item, i) => (
        <Group key={item.key} gap="sm" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('catalog.package.downloadableTitle', { number: i + 1 })}
            value={item.title}
            onChange={(e) => onChange(value.map((d, j) => (j === i ? { ...d, title: e.currentTarget.value } : d)))}
            error={item.title.trim() === '' ? t('catalog.package.downloadableTitleMissing') : undefined}
            disabled={disabled}
          />
          <ActionIcon variant="subtle" color="red" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('catalog.package.removeDownloadable', { title: item.title || i + 1 })} disabled={disabled}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {progress !== null && <Progress value={progress} aria-label={t('catalog.package.uploading')} />}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {value.length < MAX_DOWNLOADABLES && (
        <FileButton onChange={(file) => void add(file)} accept={ACCEPT} disabled={disabled || progress !== null}>
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} loading={progress !== null} style={{ alignSelf: 'flex-start' }}>
              {t('catalog.package.addDownloadable')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
