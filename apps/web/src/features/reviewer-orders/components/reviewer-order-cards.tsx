import { Button, Group, Stack, Text } from '@mantine/core';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderView } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/writer-orders/rules';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatus } from '../../writer-orders/components/order-status';
import classes from '../../writer-orders/components/order-cards.module.css';
import { customerLabel, writerLabel } from './people';

/** Phone layout of the reviewer's table: one card per order, the View link the only control. */
export function ReviewerOrderCards({ orders }: { orders: OrderView[] }) {
  const { t } = useTranslation('reviewer-orders');
  return (
    <ul className={classes.list}>
      {orders.map((order) => {
        const customer = customerLabel(order);
        const writer = writerLabel(order);
        return (
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
                {customer ? `${customer.name} (${customer.email})` : '—'}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('columns.writer')}:{' '}
                </Text>
                {writer ? `${writer.name} (${writer.email})` : t('noWriter')}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {t('columns.created')}:{' '}
                  </Text>
                  {formatTableDate(order.createdAt)}
                </Text>
                <Button component={Link} to={orderPaths.view(order._id)} size="xs" variant="light" leftSection={<IconEye size={16} aria-hidden />}>
                  {t('view')}
                </Button>
              </Group>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
