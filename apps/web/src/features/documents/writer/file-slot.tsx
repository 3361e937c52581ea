import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import type { StoredFile } from '@portal/domain/files/calls';
import type { UploadContext } from '@portal/domain/limits';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCard } from '../components/file-card';
import { FileDrop } from '../components/file-drop';

type Props = {
  label: string;
  required?: boolean;
  context: UploadContext;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The rule's message for this slot, shown under it. */
  error?: string | null;
};

/** One named file of an upload form (the PDF version, the Word version): a drop zone until a file is in, then the file. */
export function FileSlot({ label, required, context, value, onChange, onBusyChange, error }: Props) {
  const { t } = useTranslation('writer-documents');
  const id = `slot-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600}>
        {label}
        {required && (
          <Text span c="red" inherit aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {value ? (
        <FileCard
          file={value}
          actions={
            <Tooltip label={t('form.replace')}>
              <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onChange(null)} aria-label={t('form.removeNamed', { name: value.originalname })}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          }
        />
      ) : (
        <FileDrop context={context} onUploaded={onChange} onBusyChange={onBusyChange} labelledBy={id} />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Several optional files: a drop zone that adds, and the list with a way to take one out. */
export function FileList({ label, files, onChange, onBusyChange }: { label: string; files: StoredFile[]; onChange: (files: StoredFile[]) => void; onBusyChange?: (busy: boolean) => void }) {
  const { t } = useTranslation('writer-documents');
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={id}>
        {label}
      </Text>
      <FileDrop context="any-document" multiple onBusyChange={onBusyChange} onUploaded={(file) => onChange([...files, file])} labelledBy={id} />
      {files.map((file) => (
        <FileCard
          key={file.key}
          file={file}
          actions={
            <Tooltip label={t('form.remove')}>
              <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onChange(files.filter((f) => f.key !== file.key))} aria-label={t('form.removeNamed', { name: file.originalname })}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          }
        />
      ))}
    </Stack>
  );
}
