import { Stack } from '@mantine/core';
import type { CustomerOrderDetail } from '@portal/domain/orders/calls';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../ui/back-link';
import { OrderLoadError, OrderPageSkeleton } from '../../../ui/order-load-states';
import { OrderPageLayout } from '../../../ui/order-page-layout';
import { OrderServices } from '../../../ui/order-services';
import { useCustomerOrder } from '../api';
import { DownloadablesCard } from '../components/downloadables-card';
import { FinalDocumentsCard } from '../components/final-documents-card';
import { OrderChatSlot } from '../components/order-chat-slot';
import { OrderFeedback } from '../components/order-feedback';
import { OrderSummaryCard } from '../components/order-summary-card';
import { ServiceItem } from '../components/service-item';
import { completionModalOpens, pendingStepRedirect } from '../order-view-rules';
import { firstVisitRedirect } from '../visited-orders';

// Most visits never see it: the dialog's code (the modal, its focus trap, the checkbox) comes only
// for an order that opens it.
const CompletionModal = lazy(() => import('../components/completion-modal').then((module) => ({ default: module.CompletionModal })));

/** /orders/view/:id for customers (spec 000 section 2, "Order detail"). */
export default function OrderViewPage() {
  const { id = '' } = useParams();
  const order = useCustomerOrder(id);
  // The redirects below (initial questions, contract, first visit) must be decided on what the
  // server says now, not on a copy cached before the customer answered or signed: until the page
  // has shown this order, a copy being asked for again waits for its answer. Once shown, the page
  // stays while the order is read again (after a tip, say), keeping the state of what it shows; the
  // answer main.tsx asked for before the page mounted counts as now.
  const [shownId, setShownId] = useState<string | null>(null);
  const answered = shownId === id || !(order.isPending || (order.isFetching && !order.isFetchedAfterMount));
  if (answered && shownId !== id) setShownId(id);
  // The page is a large tree: when the answer replaces the skeleton, it renders in the background,
  // in slices that keep the page responsive, rather than in one long task (the skeleton stays a
  // moment longer). Later answers for the page on screen render at once.
  const shown = useDeferredValue(answered);

  if (!answered) return <OrderPageSkeleton />;
  if (order.isError) return <OrderError error={order.error} retry={() => void order.refetch()} />;
  // Gone from the cache (signing out clears it) while the guard takes the visitor away.
  if (!order.data) return <OrderPageSkeleton />;
  const redirect = pendingStepRedirect(order.data.order);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!shown) return <OrderPageSkeleton />;
  return <OrderDetail key={order.data.order._id} detail={order.data} />;
}

function OrderDetail({ detail }: { detail: CustomerOrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { order } = detail;
  // Decided once, as the modal decides whether it opens; it keeps its own state from there.
  const [congratulates] = useState(() => completionModalOpens(order));
  // Where the focus goes when the dialog the page opened by itself closes.
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = firstVisitRedirect(order);
    if (target) void navigate(target);
    // Once per order: later refreshes of the same order must not send the customer anywhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order._id]);

  return (
    <OrderPageLayout
      back={<BackToList />}
      title={t('detail.title', { number: order.number })}
      titleRef={heading}
      summary={<OrderSummaryCard order={order} />}
      main={
        <Stack gap="lg">
          <FinalDocumentsCard order={order} />
          <OrderServices
            order={order}
            title={t('detail.services')}
            emptyText={t('detail.noServices')}
            renderService={(service) => <ServiceItem key={service._id} order={order} service={service} />}
          >
            <OrderChatSlot order={order} />
          </OrderServices>
        </Stack>
      }
      side={
        <Stack gap="md">
          <OrderFeedback order={order} />
          <DownloadablesCard downloadables={order.package.packageDownloadables} />
        </Stack>
      }
    >
      {congratulates && (
        <Suspense fallback={null}>
          <CompletionModal order={order} price={detail.invoice.price} currency={detail.clientCurrencyType} returnFocusTo={() => heading.current} />
        </Suspense>
      )}
    </OrderPageLayout>
  );
}

function BackToList() {
  const { t } = useTranslation('orders');
  return <BackLink to="/orders/list" label={t('detail.back')} />;
}

function OrderError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <OrderLoadError
      error={error}
      onRetry={retry}
      missingStatuses={[404]}
      back={<BackToList />}
      texts={{ notFound: t('detail.notFound'), notFoundHint: t('detail.notFoundHint'), loadError: t('detail.loadError'), retry: t('retry') }}
    />
  );
}
