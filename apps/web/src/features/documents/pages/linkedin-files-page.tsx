import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoredFile } from '@portal/domain/files/calls';
import { TIMINGS } from '@portal/domain/limits';
import { linkedinUploadProblem } from '@portal/domain/orders/revisions';
import { orderPaths } from '@portal/domain/orders/rules';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { FileCard } from '../components/file-card';
import { longDateTime } from '../dates';
import { FileSlot } from '../writer/file-slot';
import { useWriterMessage } from '../writer/writer-messages';
import { useUploadLinkedin, useWriterLinkedin } from '../writer-api';

/**
 * /orders/linkedin/linkedin/:id: the LinkedIn document of the order (spec 001 section 2). One file;
 * after a successful submit a success alert, then back to the order. Reviewers read only.
 */
export default function LinkedinFilesPage() {
  const { id: orderId = '' } = useParams();
  const { t, i18n } = useTranslation('writer-documents');
  const readOnly = useSession().user.role === 'reviewer';
  const current = useWriterLinkedin(orderId);

  return (
    <DocumentPage orderId={orderId} title={t('linkedin.title')}>
      {current.isPending ? (
        <SectionLoader />
      ) : current.isError ? (
        <LoadError error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <Stack gap="lg">
          {current.data.data ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('final.sentAt', { date: longDateTime(current.data.data.updatedAt, i18n.language) })}
              </Text>
              <FileCard file={current.data.data.file.file} label={t('linkedin.current')} />
            </Stack>
          ) : (
            <Alert color="gray" variant="light" icon={<IconClockHour4 size={20} />}>
              {t('linkedin.none')}
            </Alert>
          )}
          {!readOnly && <LinkedinForm orderId={orderId} replaces={current.data.data !== null} />}
        </Stack>
      )}
    </DocumentPage>
  );
}

function LinkedinForm({ orderId, replaces }: { orderId: string; replaces: boolean }) {
  const { t } = useTranslation('writer-documents');
  const message = useWriterMessage();
  const navigate = useNavigate();
  const upload = useUploadLinkedin(orderId);
  const [file, setFile] = useState<StoredFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (upload.isPending) return;
    const rule = linkedinUploadProblem(file);
    if (rule) return setProblem(message(rule));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(res.message), autoClose: TIMINGS.successAlertMs });
        void navigate(orderPaths.view(orderId));
      },
      onError: (err) => setProblem(message(err)),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {replaces ? t('linkedin.replaceTitle') : t('linkedin.uploadTitle')}
        </Title>
        <FileSlot label={t('linkedin.document')} required context="any-document" value={file} onChange={setFile} onBusyChange={setBusy} error={problem} />
        <Group justify="flex-end">
          <Button onClick={submit} loading={upload.isPending} disabled={busy}>
            {t('linkedin.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
