import { Alert, Blockquote, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTES_MAX_LENGTH, type FinalDocument } from '@portal/domain/documents/calls';
import type { StoredFile } from '@portal/domain/files/calls';
import { TIMINGS } from '@portal/domain/limits';
import { finalUploadProblems } from '@portal/domain/orders/revisions';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { useSite } from '../../../platform/site-context';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { FileCard } from '../components/file-card';
import { longDateTime } from '../dates';
import { FileList, FileSlot } from '../writer/file-slot';
import { useVersionSlots } from '../writer/use-version-slots';
import { useWriterMessage } from '../writer/writer-messages';
import { useStaffDocumentsOrder, useUploadFinal, useWriterFinal } from '../writer-api';

/**
 * /orders/final-files/:serviceId/:id: the final document of one service. The writer sends the PDF
 * and Word versions (Word unless the site hides it), optional additional documents and notes; a
 * new submission replaces the previous one, which is shown above the form. Reviewers read only.
 */
export default function FinalFilesPage() {
  const { serviceId = '', id: orderId = '' } = useParams();
  const { t } = useTranslation('writer-documents');
  const readOnly = useSession().user.role === 'reviewer';
  const final = useWriterFinal(orderId, serviceId);
  const order = useStaffDocumentsOrder(orderId);
  const serviceName = order.data?.order.package.packageServices.find((s) => s._id === serviceId)?.serviceName;

  return (
    <DocumentPage orderId={orderId} title={t('final.title')} serviceName={serviceName}>
      {final.isPending ? (
        <SectionLoader />
      ) : final.isError ? (
        <LoadError error={final.error} onRetry={() => void final.refetch()} />
      ) : (
        <Stack gap="lg">
          {final.data.data ? (
            <CurrentSubmission document={final.data.data} />
          ) : (
            <Alert color="gray" variant="light" icon={<IconClockHour4 size={20} />}>
              {t('final.none')}
            </Alert>
          )}
          {!readOnly && <FinalForm orderId={orderId} serviceId={serviceId} replaces={final.data.data !== null} />}
        </Stack>
      )}
    </DocumentPage>
  );
}

function CurrentSubmission({ document }: { document: FinalDocument }) {
  const { t, i18n } = useTranslation('writer-documents');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('final.current')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('final.sentAt', { date: longDateTime(document.updatedAt, i18n.language) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {document.dataPdf && <FileCard file={document.dataPdf} label={t('form.pdfShort')} />}
          {document.dataWord && <FileCard file={document.dataWord} label={t('form.wordShort')} />}
          {document.otherFiles.map((file) => (
            <FileCard key={file.key} file={file} label={t('form.additionalShort')} />
          ))}
        </SimpleGrid>
        {document.writerNotes && (
          <Blockquote p="sm" color="gray" style={{ whiteSpace: 'pre-wrap' }}>
            {document.writerNotes}
          </Blockquote>
        )}
      </Stack>
    </Paper>
  );
}

function FinalForm({ orderId, serviceId, replaces }: { orderId: string; serviceId: string; replaces: boolean }) {
  const { t } = useTranslation('writer-documents');
  const message = useWriterMessage();
  const hideWord = useSite().website_settings.hide_ms_word_document;
  const upload = useUploadFinal(orderId, serviceId);
  const versions = useVersionSlots(finalUploadProblems, hideWord);
  const [others, setOthers] = useState<StoredFile[]>([]);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const track = (isBusy: boolean) => setBusy((n) => n + (isBusy ? 1 : -1));

  const submit = () => {
    if (upload.isPending) return;
    setFailure(null);
    if (!versions.check()) return;
    upload.mutate(
      { dataPdf: versions.pdf, dataWord: versions.word, otherFiles: others, notes: notes.trim() },
      {
        onSuccess: (res) => {
          versions.clear();
          setOthers([]);
          setNotes('');
          notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(res.message), autoClose: TIMINGS.successAlertMs });
        },
        onError: (err) => setFailure(message(err)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {replaces ? t('final.replaceTitle') : t('final.uploadTitle')}
        </Title>
        {replaces && (
          <Text size="sm" c="dimmed">
            {t('final.replaceText')}
          </Text>
        )}
        <FileSlot label={t('form.pdf')} required context="pdf" value={versions.pdf} onChange={versions.setPdf} onBusyChange={track} error={versions.missing.pdf && message(versions.missing.pdf)} />
        <FileSlot label={t('form.word')} required={!hideWord} context="word" value={versions.word} onChange={versions.setWord} onBusyChange={track} error={versions.missing.word && message(versions.missing.word)} />
        <FileList label={t('form.additionalDocuments')} files={others} onChange={setOthers} onBusyChange={track} />
        <Textarea label={t('form.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={3} maxRows={10} maxLength={NOTES_MAX_LENGTH} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={upload.isPending} disabled={busy > 0}>
            {t('final.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
