import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import type { StoredFile } from '@portal/domain/files/calls';
import { acceptedExtensions, acceptMap, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE, fileNameProblem, uploadProblem } from '@portal/domain/files/rules';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadContext } from '@portal/domain/limits';
import { IconAlertCircle, IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { uploadWithProgress } from '../../../platform/upload';
import { useDocumentMessage } from '../messages';

type Item = { id: number; name: string; progress: number; error: string | null };

type Props = {
  context: UploadContext;
  multiple?: boolean;
  /** Each file the server stored, as soon as it is stored. */
  onUploaded: (file: StoredFile) => void;
  /** Tells the page while uploads are running (to hold its submit button). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /**
   * The id of the label of what this zone is for ("PDF version"): its name then starts with it, so
   * two zones on one page are told apart by a screen reader, not both "Drag your file here".
   */
  labelledBy?: string;
};

/** The accepted types of a context in the interface language: "PDF, Word and images (.pdf, …)". */
export function useAcceptedTypesText(context: UploadContext): string {
  const { t, i18n } = useTranslation('documents');
  const kinds = UPLOAD_TYPES[context].kinds.map((kind) => t(`kinds.${kind}`));
  const types = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(kinds);
  return t('drop.types', { types, extensions: acceptedExtensions(context) });
}

/**
 * A drop zone that uploads every accepted file at once with its own progress bar. What it accepts
 * (the picker's filter, the words under it and the server's check) all come from the context's one
 * list in the domain; the file-name rule and the types are checked before anything is sent.
 */
export function FileDrop({ context, multiple = false, onUploaded, onBusyChange, disabled, labelledBy }: Props) {
  const titleId = useId();
  const { t } = useTranslation('documents');
  const typesText = useAcceptedTypesText(context);
  const message = useDocumentMessage();
  const hideClickHint = useSite().website_settings.hide_click_to_upload;
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(0);
  const running = useRef(0);

  const update = (id: number, change: Partial<Item>) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const setBusy = (delta: number) => {
    running.current += delta;
    onBusyChange?.(running.current > 0);
  };

  const start = async (file: File) => {
    const id = nextId.current++;
    const problem = uploadProblem(context, file);
    setItems((list) => [...list, { id, name: file.name, progress: 0, error: problem ? message(problem) : null }]);
    if (problem) return;
    setBusy(1);
    try {
      const result = await uploadWithProgress(file, { context, onProgress: (progress) => update(id, { progress }) });
      setItems((list) => list.filter((item) => item.id !== id));
      onUploaded(result.file);
    } catch (err) {
      update(id, { error: message(err) });
    } finally {
      setBusy(-1);
    }
  };

  const rejected = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = errors.some((e) => e.code === 'file-too-large');
      const id = nextId.current++;
      const problem = fileNameProblem(file.name) ?? (tooLarge ? FILE_TOO_LARGE_MESSAGE : FILE_TYPE_MESSAGE);
      setItems((list) => [...list, { id, name: file.name, progress: 0, error: message(problem) }]);
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files.forEach((file) => void start(file))}
        onReject={rejected}
        accept={acceptMap(context)}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={multiple}
        disabled={disabled}
        radius="md"
        aria-labelledby={labelledBy ? `${labelledBy} ${titleId}` : undefined}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} color="var(--mantine-color-blue-6)" stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} color="var(--mantine-color-red-6)" stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={40} color="var(--mantine-color-dimmed)" stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="md" fw={500} id={titleId}>
              {multiple ? t('drop.titleMany') : t('drop.titleOne')}
            </Text>
            {!hideClickHint && (
              <Text size="sm" c="dimmed">
                {t('drop.clickHint')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {typesText}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {items.map((item) => (
        <Stack key={item.id} gap={2} aria-live="polite">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {item.error && <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />}
              <Text size="sm" truncate="end">
                {item.name}
              </Text>
            </Group>
            {item.error ? (
              <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => setItems((list) => list.filter((i) => i.id !== item.id))} aria-label={t('drop.dismiss')}>
                <IconX size={14} />
              </ActionIcon>
            ) : (
              <Text size="xs" c="dimmed">
                {t('drop.progress', { percent: item.progress })}
              </Text>
            )}
          </Group>
          {item.error ? (
            <div role="alert">
              <Text size="sm" c="red" fw={600}>
                {t('drop.failed')}
              </Text>
              <Text size="sm" c="red">
                {item.error}
              </Text>
            </div>
          ) : (
            <Progress value={item.progress} size="sm" animated aria-label={t('drop.uploading', { name: item.name })} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
