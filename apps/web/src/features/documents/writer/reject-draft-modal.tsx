import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX_LENGTH } from '@portal/domain/documents/approval-calls';
import type { StoredFile } from '@portal/domain/files/calls';
import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FileList } from './file-slot';
import { useWriterMessage } from './writer-messages';

const schema = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REJECTION_REASON_MAX_LENGTH)) });

type Props = {
  opened: boolean;
  onClose: () => void;
  onReject: (input: { reason: string; files: StoredFile[] }) => void;
  pending: boolean;
  error: unknown;
  /** The submit button, which the focus goes back to after a failed rejection. */
  submitRef?: Ref<HTMLButtonElement>;
};

/** The admin's rejection: a reason (required) the writer reads, and files for them (optional). */
export function RejectDraftModal({ opened, onClose, onReject, pending, error, submitRef }: Props) {
  const { t } = useTranslation('writer-documents');
  const message = useWriterMessage();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  return (
    <Modal opened={opened} onClose={onClose} title={t('approvals.rejectTitle')} size="lg">
      <form onSubmit={form.handleSubmit((values) => onReject({ reason: values.reason, files }))} noValidate>
        <Stack gap="md">
          <Textarea
            {...form.register('reason')}
            label={t('approvals.reason')}
            description={t('approvals.reasonHint')}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            error={form.formState.errors.reason ? t('messages.reasonRequired') : undefined}
            data-autofocus
          />
          <FileList label={t('approvals.files')} files={files} onChange={setFiles} onBusyChange={setBusy} />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {message(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('approvals.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending} disabled={busy} ref={submitRef}>
              {t('approvals.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
