import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_MESSAGES } from '@portal/domain/documents/calls';
import { TIMINGS } from '@portal/domain/limits';
import { isDraftReviewed } from '@portal/domain/orders/revisions';
import { isModuleDone, MODULE_IDS, orderPaths } from '@portal/domain/orders/rules';
import { IconCircleCheck, IconCheck, IconClockHour4, IconPencil } from '@tabler/icons-react';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { focusLater } from '../../../ui/focus-later';
import { useFinalizeRevision, useRevisions } from '../api';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { DraftCard } from '../components/draft-card';
import { FinalQuestionModal } from '../components/final-question-modal';
import { ReviewForm } from '../components/review-form';
import { finalQuestionReducer, initialFinalQuestion, type FinalQuestionEvent } from '../final-question';
import { useDocumentMessage } from '../messages';

const success = (message: string, autoClose: number = TIMINGS.successAlertMs) =>
  notifications.show({ color: 'green', icon: <IconCheck size={18} />, message, autoClose });

/**
 * The drafts of one service, newest first. The latest awaits the customer's review; a review that
 * may be the last leads to the two final questions (spec 000 section 4).
 */
export default function RevisionsPage() {
  const { serviceId = '', id: orderId = '' } = useParams();
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const revisions = useRevisions(orderId, serviceId);
  const finalize = useFinalizeRevision(orderId, serviceId);
  const [question, setQuestion] = useState(initialFinalQuestion);
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the dialog or the review form is gone (with the control that had the focus), the focus goes
  // to the banner that says what happened, as soon as the drafts read again show it.
  const focusBanner = (status: BannerStatus) => focusLater(() => (banner.current?.dataset.status === status ? banner.current : null), { fallback: () => heading.current });

  const serviceName = revisions.data?.order.package.packageServices.find((s) => s._id === serviceId)?.serviceName;

  const send = (event: FinalQuestionEvent) => {
    const next = finalQuestionReducer(question, event);
    setQuestion(next);
    if (next.outcome === 'review-submitted' && next !== question) {
      success(message(DOCUMENT_MESSAGES.reviewSubmitted));
      focusBanner('reviewed');
    }
    if (next.step === 'finalizing' && question.step !== 'finalizing') {
      setFinalizeError(null);
      finalize.mutate(undefined, {
        onSuccess: (res) => {
          setQuestion((current) => finalQuestionReducer(current, { type: 'finalized' }));
          success(message(res.message));
          focusBanner('accepted');
        },
        onError: (err) => {
          setFinalizeError(message(err));
          setQuestion((current) => finalQuestionReducer(current, { type: 'failed' }));
        },
      });
    }
  };

  return (
    <DocumentPage orderId={orderId} title={t('revisions.title')} titleRef={heading} serviceName={serviceName}>
      {revisions.isPending ? (
        <SectionLoader />
      ) : revisions.isError ? (
        <LoadError error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : (
        <Stack gap="lg">
          <StatusBanner
            ref={banner}
            finalized={revisions.data.orderData.finalized}
            finalsTo={isModuleDone(revisions.data.order.completed_tasks, serviceId, MODULE_IDS.finalDocument) ? orderPaths.finalDocument(serviceId, orderId) : null}
            hasDrafts={revisions.data.data.length > 0}
            latestReviewed={revisions.data.data[0] ? isDraftReviewed(revisions.data.data[0]) : false}
          />
          {revisions.data.data.map((draft, index) => {
            const awaiting = index === 0 && !revisions.data.orderData.finalized && !isDraftReviewed(draft);
            return (
              <DraftCard key={draft._id} draft={draft} number={revisions.data.data.length - index} ratingEnabled={revisions.data.orderData.ratingEnabled}>
                {awaiting && (
                  <ReviewForm
                    orderId={orderId}
                    draftId={draft._id}
                    ratingEnabled={revisions.data.orderData.ratingEnabled}
                    onReviewed={(askFinal) => send({ type: 'reviewed', askFinal })}
                  />
                )}
              </DraftCard>
            );
          })}
        </Stack>
      )}
      <FinalQuestionModal step={question.step} error={finalizeError} onYes={() => send({ type: 'yes' })} onNo={() => send({ type: 'no' })} />
    </DocumentPage>
  );
}

type BannerStatus = 'accepted' | 'pending' | 'reviewed';
type BannerProps = { finalized: boolean; hasDrafts: boolean; latestReviewed: boolean; finalsTo: string | null; ref: Ref<HTMLDivElement> };

/**
 * Where the revisions stand; once the finals are delivered it says so and leads to them. A focus
 * target (tabIndex -1) named by its `data-status`, for after a review or the finalization.
 */
function StatusBanner({ finalized, hasDrafts, latestReviewed, finalsTo, ref }: BannerProps) {
  const { t } = useTranslation('documents');
  if (finalized) {
    return (
      <Alert ref={ref} tabIndex={-1} data-status="accepted" color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('revisions.acceptedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{finalsTo ? t('revisions.acceptedDoneText') : t('revisions.acceptedText')}</Text>
          {finalsTo && (
            <Button component={Link} to={finalsTo} size="sm">
              {t('openFinals')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!hasDrafts) {
    return (
      <Alert ref={ref} tabIndex={-1} data-status="pending" color="gray" variant="light" icon={<IconClockHour4 size={20} />} title={t('revisions.pendingTitle')}>
        <Text size="sm">{t('revisions.pendingText')}</Text>
      </Alert>
    );
  }
  if (latestReviewed) {
    return (
      <Alert ref={ref} tabIndex={-1} data-status="reviewed" color="blue" variant="light" icon={<IconPencil size={20} />}>
        {t('revisions.nextDraftText')}
      </Alert>
    );
  }
  return null;
}
