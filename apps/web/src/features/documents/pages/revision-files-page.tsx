import { Stack } from '@mantine/core';
import { isModuleDone, MODULE_IDS } from '@portal/domain/orders/rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { DraftHistory } from '../writer/draft-history';
import { DraftUploadForm } from '../writer/draft-upload-form';
import { staffDocumentPaths } from '../writer/staff-paths';
import { UploadNotice } from '../writer/upload-notice';
import { canUploadIn, uploadState } from '../writer/upload-state';
import { useWriterRevisions } from '../writer-api';

/**
 * /orders/revision-files/:serviceId/:id: the writer's drafts of one service (spec 001 sections 2
 * and 4). Writers and admins upload the next draft when it is their turn; reviewers read only.
 */
export default function RevisionFilesPage() {
  const { serviceId = '', id: orderId = '' } = useParams();
  const { t } = useTranslation('writer-documents');
  const readOnly = useSession().user.role === 'reviewer';
  const revisions = useWriterRevisions(orderId, serviceId);
  const serviceName = revisions.data?.order.package.packageServices.find((s) => s._id === serviceId)?.serviceName;

  return (
    <DocumentPage orderId={orderId} title={t('revision.title')} serviceName={serviceName}>
      {revisions.isPending ? (
        <SectionLoader />
      ) : revisions.isError ? (
        <LoadError error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : (
        <RevisionFiles orderId={orderId} serviceId={serviceId} readOnly={readOnly} data={revisions.data} />
      )}
    </DocumentPage>
  );
}

type Loaded = NonNullable<ReturnType<typeof useWriterRevisions>['data']>;

function RevisionFiles({ orderId, serviceId, readOnly, data }: { orderId: string; serviceId: string; readOnly: boolean; data: Loaded }) {
  const state = uploadState(data.data, data.orderData);
  const hasFinal = data.order.package.packageServices.some((s) => s._id === serviceId && s.serviceModules.some((m) => m.id === MODULE_IDS.finalDocument));
  const finalDone = isModuleDone(data.order.completed_tasks, serviceId, MODULE_IDS.finalDocument);
  // The server's decision wins: a stale page never offers an upload the server would refuse.
  const mayUpload = !readOnly && data.orderData.canUpload && canUploadIn(state);
  return (
    <Stack gap="lg">
      <UploadNotice state={state} latest={data.data[0]} readOnly={readOnly} finalFilesTo={hasFinal && !finalDone ? staffDocumentPaths.finalFiles(serviceId, orderId) : null} />
      {mayUpload && <DraftUploadForm orderId={orderId} serviceId={serviceId} />}
      <DraftHistory drafts={data.data} ratingEnabled={data.orderData.ratingEnabled} approvalFeature={data.orderData.approvalFeature} />
    </Stack>
  );
}
