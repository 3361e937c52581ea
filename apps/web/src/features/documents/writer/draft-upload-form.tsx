import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { NOTES_MAX_LENGTH } from '@portal/domain/documents/calls';
import type { StoredFile } from '@portal/domain/files/calls';
import { TIMINGS } from '@portal/domain/limits';
import { draftUploadProblems } from '@portal/domain/orders/revisions';
import { IconCheck, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { useUploadDraft } from '../writer-api';
import { FileList, FileSlot } from './file-slot';
import { useVersionSlots } from './use-version-slots';
import { useWriterMessage } from './writer-messages';

/**
 * The next draft: a PDF, a Word file unless the site hides Word documents, and in the more-options
 * dialog another file, additional files and notes for the customer (spec 001 sections 2 and 5).
 */
export function DraftUploadForm({ orderId, serviceId }: { orderId: string; serviceId: string }) {
  const { t } = useTranslation('writer-documents');
  const message = useWriterMessage();
  const hideWord = useSite().website_settings.hide_ms_word_document;
  const upload = useUploadDraft(orderId, serviceId);
  const versions = useVersionSlots(draftUploadProblems, hideWord);
  const [other, setOther] = useState<StoredFile | null>(null);
  const [additional, setAdditional] = useState<StoredFile[]>([]);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [moreOpen, more] = useDisclosure(false);
  const track = (isBusy: boolean) => setBusy((n) => n + (isBusy ? 1 : -1));
  const extras = (other ? 1 : 0) + additional.length + (notes.trim() ? 1 : 0);

  const submit = () => {
    if (upload.isPending) return;
    setFailure(null);
    if (!versions.check()) return;
    // The promise, not per-call callbacks: the page reads the order again before it resolves, and the
    // form may be gone by then (no upload form while a draft awaits approval); the success must still show.
    void upload.mutateAsync({ dataPdf: versions.pdf, dataWord: hideWord ? null : versions.word, dataOther: other, additionalFiles: additional, notes: notes.trim() }).then(
      (res) => {
        versions.clear();
        setOther(null);
        setAdditional([]);
        setNotes('');
        notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(res.message), autoClose: TIMINGS.successAlertMs });
      },
      (err: unknown) => setFailure(message(err)),
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('revision.uploadTitle')}
        </Title>
        <FileSlot label={t('form.pdf')} required context="pdf" value={versions.pdf} onChange={versions.setPdf} onBusyChange={track} error={versions.missing.pdf && message(versions.missing.pdf)} />
        {!hideWord && <FileSlot label={t('form.word')} required context="word" value={versions.word} onChange={versions.setWord} onBusyChange={track} error={versions.missing.word && message(versions.missing.word)} />}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" leftSection={<IconDots size={16} />} onClick={more.open}>
            {extras > 0 ? t('revision.moreOptionsCount', { count: extras }) : t('revision.moreOptions')}
          </Button>
          <Button onClick={submit} loading={upload.isPending} disabled={busy > 0}>
            {t('revision.submit')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={moreOpen} onClose={more.close} title={t('revision.moreOptions')} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('revision.moreOptionsIntro')}
          </Text>
          <FileSlot label={t('form.otherFile')} context="any-document" value={other} onChange={setOther} onBusyChange={track} />
          <FileList label={t('form.additionalFiles')} files={additional} onChange={setAdditional} onBusyChange={track} />
          <Textarea label={t('form.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={3} maxRows={10} maxLength={NOTES_MAX_LENGTH} />
          <Group justify="flex-end">
            <Button onClick={more.close} disabled={busy > 0}>
              {t('revision.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
