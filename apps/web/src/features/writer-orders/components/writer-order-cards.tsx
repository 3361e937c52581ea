import { Text } from '@mantine/core';
import type { OrderListRow } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/dates/format';
import { useTranslation } from 'react-i18next';
import { CardField, CardLabel, OrderCard, OrderCardList } from '../../../ui/order-cards';
import { customerName, WriterOrderActions, type WriterOrderActionsProps } from './writer-order-actions';

type Props = WriterOrderActionsProps & { orders: OrderListRow[] };

/** The same orders as the table, one card each, for phone widths where seven columns do not fit. */
export function WriterOrderCards({ orders, ...actions }: Props) {
  const { t, i18n } = useTranslation('writer-orders');
  return (
    <OrderCardList>
      {orders.map((order) => (
        <OrderCard key={order._id} order={order}>
          <CardField label={t('columns.customer')}>{customerName(order)}</CardField>
          <Text size="sm">
            <CardLabel>{t('columns.dueDate')}</CardLabel>
            {order.dueDate ? formatTableDate(order.dueDate, i18n.language) : t('noDueDate')}
            <CardLabel>
              {' · '}
              {t('columns.created')}
            </CardLabel>
            {formatTableDate(order.createdAt, i18n.language)}
          </Text>
          <WriterOrderActions order={order} {...actions} />
        </OrderCard>
      ))}
    </OrderCardList>
  );
}
