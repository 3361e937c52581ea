import { Card, Stack, Title } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { useAdminPayments } from '../api';
import { PaymentsTable } from './payments-table';

/** The staff order page's payments, for admins: the purchase and tips of the order, with their refunds. */
export default function OrderPayments({ order }: { order: OrderView }) {
  const { user } = useSession();
  if (user.role !== 'admin') return null;
  return <AdminOrderPayments orderId={order._id} />;
}

function AdminOrderPayments({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const payments = useAdminPayments(1, orderId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-payments-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-payments-title">
          {t('billing.payments.title')}
        </Title>
        {payments.isPending ? (
          <ListLoading />
        ) : payments.isError ? (
          <ListError error={payments.error} onRetry={() => void payments.refetch()} />
        ) : payments.data.data.length === 0 ? (
          <ListEmpty text={t('billing.payments.none')} />
        ) : (
          <PaymentsTable payments={payments.data.data} showCustomer={false} />
        )}
      </Stack>
    </Card>
  );
}
