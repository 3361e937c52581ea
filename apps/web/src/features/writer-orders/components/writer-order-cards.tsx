import { Group, Stack, Text } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/writer-orders/rules';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from './order-status';
import { customerName, WriterOrderActions, type WriterOrderActionsProps } from './writer-order-actions';
import classes from './order-cards.module.css';

type Props = WriterOrderActionsProps & { orders: OrderView[] };

/** The same orders as the table, one card each, for phone widths where seven columns do not fit. */
export function WriterOrderCards({ orders, ...actions }: Props) {
  const { t } = useTranslation('writer-orders');
  return (
    <ul className={classes.list}>
      {orders.map((order) => (
        <li key={order._id} className={classes.item}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                #{order.number} · {order.package.packageName}
              </Text>
              <OrderStatus percent={order.statusPercentage} />
            </Group>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('columns.customer')}:{' '}
              </Text>
              {customerName(order)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('columns.dueDate')}:{' '}
              </Text>
              {order.dueDate ? formatTableDate(order.dueDate) : t('noDueDate')}
              <Text span c="dimmed" size="sm">
                {' · '}
                {t('columns.created')}:{' '}
              </Text>
              {formatTableDate(order.createdAt)}
            </Text>
            <WriterOrderActions order={order} {...actions} />
          </Stack>
        </li>
      ))}
    </ul>
  );
}
