import { Button, Group } from '@mantine/core';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardField, OrderCard, OrderCardList } from '../../../ui/order-cards';
import { customerLabel, writerLabel } from './people';

/** Phone layout of the reviewer's table: one card per order, the View link the only control. */
export function ReviewerOrderCards({ orders }: { orders: OrderListRow[] }) {
  const { t, i18n } = useTranslation('reviewer-orders');
  return (
    <OrderCardList>
      {orders.map((order) => {
        const customer = customerLabel(order);
        const writer = writerLabel(order);
        return (
          <OrderCard key={order._id} order={order}>
            <CardField label={t('columns.customer')}>{customer ? `${customer.name} (${customer.email})` : '—'}</CardField>
            <CardField label={t('columns.writer')}>{writer ? `${writer.name} (${writer.email})` : t('noWriter')}</CardField>
            <Group justify="space-between" wrap="nowrap">
              <CardField label={t('columns.created')}>{formatTableDate(order.createdAt, i18n.language)}</CardField>
              <Button component={Link} to={orderPaths.view(order._id)} size="xs" variant="light" leftSection={<IconEye size={16} aria-hidden />}>
                {t('view')}
              </Button>
            </Group>
          </OrderCard>
        );
      })}
    </OrderCardList>
  );
}
