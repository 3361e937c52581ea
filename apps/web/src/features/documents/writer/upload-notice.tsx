import { Alert, Button, Stack, Text } from '@mantine/core';
import type { WriterDraft } from '@portal/domain/documents/calls';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileCard } from '../components/file-card';
import type { UploadState } from './upload-state';

type Props = { state: UploadState; latest: WriterDraft | undefined; finalFilesTo: string | null; readOnly: boolean };

/**
 * Why the writer may or may not upload now, and after a rejection the admin's reason and files.
 * A reader who cannot upload (`readOnly`: reviewers) is told what the writer may do, never "you".
 */
export function UploadNotice({ state, latest, finalFilesTo, readOnly }: Props) {
  const { t } = useTranslation('writer-documents');
  switch (state) {
    case 'finalized':
      return (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('revision.finalizedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('revision.finalizedText')}</Text>
            {finalFilesTo && (
              <Button component={Link} to={finalFilesTo} size="sm">
                {t('revision.toFinal')}
              </Button>
            )}
          </Stack>
        </Alert>
      );
    case 'awaiting-approval':
      return (
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} />} title={t('revision.awaitingApprovalTitle')}>
          {readOnly ? t('revision.awaitingApprovalTextReadOnly') : t('revision.awaitingApprovalText')}
        </Alert>
      );
    case 'awaiting-customer':
      return (
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} />} title={t('revision.awaitingCustomerTitle')}>
          {readOnly ? t('revision.awaitingCustomerTextReadOnly') : t('revision.awaitingCustomerText')}
        </Alert>
      );
    case 'rejected': {
      const approval = latest?.adminApproval;
      const files = approval?.rejectionFiles ?? (approval?.rejectionFile ? [approval.rejectionFile] : []);
      return (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} title={t('revision.rejectedTitle')}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('revision.rejectionReason')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {approval?.rejectionReason}
            </Text>
            {files.map((file) => (
              <FileCard key={file.key} file={file} label={t('revision.rejectionFile')} />
            ))}
            {!readOnly && <Text size="sm">{t('revision.rejectedText')}</Text>}
          </Stack>
        </Alert>
      );
    }
    case 'first':
    case 'ready':
      if (readOnly) return null;
      return (
        <Alert color="teal" variant="light" icon={<IconUpload size={20} />}>
          {state === 'first' ? t('revision.firstText') : t('revision.readyText')}
        </Alert>
      );
  }
}
