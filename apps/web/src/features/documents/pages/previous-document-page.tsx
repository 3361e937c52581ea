import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoredFile } from '@portal/domain/files/calls';
import { TIMINGS } from '@portal/domain/limits';
import { previousDocumentsProblem, type FileRef } from '@portal/domain/orders/revisions';
import { IconCheck, IconCircleCheck, IconInfoCircle, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { useDocumentsOrder, usePreviousFiles, useSavePreviousFiles } from '../api';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { FileCard } from '../components/file-card';
import { FileDrop } from '../components/file-drop';
import { longDateTime } from '../dates';
import { useDocumentMessage } from '../messages';

/**
 * The customer's previous documents for one service: drop several files, see each upload's
 * progress, then save; saved files can be removed one by one as long as one remains. Writers,
 * reviewers and admins see the same files read-only.
 */
export default function PreviousDocumentPage() {
  const { serviceId = '', id: orderId = '' } = useParams();
  const { user } = useSession();
  const isCustomer = user.role === 'user';
  const { t } = useTranslation('documents');
  const files = usePreviousFiles(orderId, serviceId, isCustomer ? 'customer' : 'writer');
  const order = useDocumentsOrder(orderId, isCustomer);
  const serviceName = order.data?.order.package.packageServices.find((s) => s._id === serviceId)?.serviceName;
  // A completed order takes no more uploads: its customer sees what was given to the writer.
  const orderComplete = order.data?.order.statusPercentage === 100;

  return (
    <DocumentPage orderId={orderId} title={t('previous.title')} serviceName={serviceName}>
      {files.isPending ? (
        <SectionLoader />
      ) : files.isError ? (
        <LoadError error={files.error} onRetry={() => void files.refetch()} />
      ) : isCustomer && orderComplete ? (
        <CompletedUploads files={files.data.data?.files ?? []} updatedAt={files.data.data?.updatedAt} />
      ) : isCustomer ? (
        <CustomerUploads orderId={orderId} serviceId={serviceId} saved={files.data.data?.files ?? []} />
      ) : (
        <ReadOnlyFiles files={files.data.data?.files ?? []} />
      )}
    </DocumentPage>
  );
}

function ReadOnlyFiles({ files }: { files: FileRef[] }) {
  const { t } = useTranslation('documents');
  if (files.length === 0) {
    return (
      <Alert variant="light" icon={<IconInfoCircle size={20} />}>
        {t('previous.writerPending')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <FileCard key={file.key} file={file} />
      ))}
    </Stack>
  );
}

function CompletedUploads({ files, updatedAt }: { files: FileRef[]; updatedAt?: string }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('previous.doneTitle')}>
        {t('previous.doneText')}
      </Alert>
      {files.length === 0 ? (
        <Text c="dimmed">{t('previous.noneDone')}</Text>
      ) : (
        <Stack gap="xs">
          {updatedAt && (
            <Text size="sm" c="dimmed">
              {t('previous.uploadedAt', { date: longDateTime(updatedAt, i18n.language) })}
            </Text>
          )}
          {files.map((file) => (
            <FileCard key={file.key} file={file} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CustomerUploads({ orderId, serviceId, saved }: { orderId: string; serviceId: string; saved: FileRef[] }) {
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const save = useSavePreviousFiles(orderId, serviceId);
  const [pending, setPending] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const submit = () => {
    if (save.isPending) return;
    setProblem(null);
    const rule = previousDocumentsProblem(pending);
    if (rule) return setProblem(message(rule));
    save.mutate(
      { uploadedFiles: pending, deletedFiles: [] },
      {
        onSuccess: (res) => {
          setPending([]);
          notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(res.message), autoClose: TIMINGS.successAlertMs });
        },
        onError: (err) => setProblem(message(err)),
      },
    );
  };

  const remove = (key: string) => {
    setProblem(null);
    // The last saved file may only go once a replacement is saved.
    const rule = previousDocumentsProblem(saved.filter((f) => f.key !== key));
    if (rule) return setProblem(message(rule));
    setRemoving(key);
    save.mutate(
      { uploadedFiles: [], deletedFiles: [key] },
      {
        onSuccess: (res) => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(res.message), autoClose: TIMINGS.removalAlertMs }),
        onError: (err) => setProblem(message(err)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('previous.intro')}</Text>
      <FileDrop context="any-document" multiple onBusyChange={setUploading} onUploaded={(file) => setPending((list) => [...list, file])} />

      {pending.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h5">
            {t('previous.readyToSave')}
          </Title>
          {pending.map((file) => (
            <FileCard
              key={file.key}
              file={file}
              actions={
                <Tooltip label={t('previous.discard')}>
                  <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setPending((list) => list.filter((f) => f.key !== file.key))} aria-label={t('previous.discardNamed', { name: file.originalname })}>
                    <IconX size={18} />
                  </ActionIcon>
                </Tooltip>
              }
            />
          ))}
        </Stack>
      )}

      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        {/* One save at a time: a removal in flight locks Save too. */}
        <Button onClick={submit} loading={save.isPending && removing === null} disabled={uploading || save.isPending}>
          {t('previous.save')}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} fz="h5">
            {t('previous.saved')}
          </Title>
          {saved.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('previous.none')}
            </Text>
          ) : (
            saved.map((file) => (
              <FileCard
                key={file.key}
                file={file}
                actions={
                  <Tooltip label={t('previous.remove')}>
                    <ActionIcon variant="subtle" color="red" size="lg" loading={removing === file.key} disabled={save.isPending} onClick={() => remove(file.key)} aria-label={t('previous.removeNamed', { name: file.originalname })}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            ))
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
