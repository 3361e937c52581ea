import { useTranslation } from 'react-i18next';
import { OrderListFrame } from '../../../ui/order-list-frame';
import { usePageParam } from '../../../ui/use-page-param';
import { useReviewerOrders } from '../api';
import { ReviewerOrderCards } from './reviewer-order-cards';
import { ReviewerOrdersTable } from './reviewer-orders-table';

/** Every order of the site, for reviewers (and admins): look, open, change nothing. */
export default function ReviewerOrdersView() {
  const { t } = useTranslation('reviewer-orders');
  const { page, setPage } = usePageParam();
  const query = useReviewerOrders(page);

  return (
    <OrderListFrame
      title={t('title')}
      subtitle={t('subtitle')}
      query={query}
      page={page}
      setPage={setPage}
      emptyText={t('empty')}
      totalText={(count) => t('total', { count })}
      renderTable={(orders) => <ReviewerOrdersTable orders={orders} />}
      renderCards={(orders) => <ReviewerOrderCards orders={orders} />}
    />
  );
}
