import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/back-link';
import { OrderLoadError, OrderPageSkeleton } from '../../../ui/order-load-states';

export function StaffBackToList() {
  const { t } = useTranslation('staff-order');
  return <BackLink to="/orders/list" label={t('back')} />;
}

export function StaffOrderSkeleton() {
  const { t } = useTranslation('staff-order');
  return <OrderPageSkeleton label={t('loading')} />;
}

/** A missing order (or one not assigned to the writer) reads "Order not found"; anything else can be retried. */
export function StaffOrderError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('staff-order');
  return (
    <OrderLoadError
      error={error}
      onRetry={retry}
      missingStatuses={[404, 400]}
      back={<StaffBackToList />}
      texts={{ notFound: t('notFound'), notFoundHint: t('notFoundHint'), loadError: t('loadError'), retry: t('retry') }}
    />
  );
}
