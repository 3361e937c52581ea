import type { StaffOrderDetail } from '@portal/domain/writer-orders/detail-calls';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { Slot } from '../../../platform/slots';
import { OrderPageLayout } from '../../../ui/order-page-layout';
import { OrderServices } from '../../../ui/order-services';
import { useStaffOrder } from '../detail-api';
import { StaffOrderChatSlot } from '../components/staff-order-chat-slot';
import { StaffBackToList, StaffOrderError, StaffOrderSkeleton } from '../components/staff-order-states';
import { StaffOrderSummary } from '../components/staff-order-summary';
import { StaffOrderUpdates } from '../components/staff-order-updates';
import { StaffServiceItem } from '../components/staff-service-item';

/**
 * /orders/view/:id for writers, reviewers and admins (spec 001 section 2, "Order overview").
 * Everything here reads; the writer's upload and editor screens are reached from their own routes.
 */
export default function StaffOrderViewPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // The writer's name is for reviewers and admins; they ask for it, as the spec's call does.
  const showWriter = user.role !== 'writer';
  const order = useStaffOrder(id, showWriter);

  if (order.isPending) return <StaffOrderSkeleton />;
  if (order.isError) return <StaffOrderError error={order.error} retry={() => void order.refetch()} />;
  return <StaffOrderDetailView key={order.data.order._id} detail={order.data} showWriter={showWriter} />;
}

function StaffOrderDetailView({ detail, showWriter }: { detail: StaffOrderDetail; showWriter: boolean }) {
  const { t } = useTranslation('staff-order');
  const { order } = detail;

  return (
    <OrderPageLayout
      back={<StaffBackToList />}
      title={t('title', { number: order.number })}
      summary={<StaffOrderSummary order={order} showWriter={showWriter} />}
      main={
        <OrderServices
          order={order}
          title={t('services')}
          emptyText={t('noServices')}
          renderService={(service) => <StaffServiceItem key={service._id} order={order} service={service} />}
        >
          <StaffOrderChatSlot order={order} />
          <Slot name="staff-order-payments" order={order} />
        </OrderServices>
      }
      side={<StaffOrderUpdates notifications={detail.sortedNotifications} />}
    />
  );
}
