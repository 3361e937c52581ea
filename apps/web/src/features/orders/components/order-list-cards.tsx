import { Anchor, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SKELETON_CARDS = 3;

/** The orders table as cards, for phones: the same columns, nothing hidden behind a sideways scroll. */
export function OrderListCards({ orders }: { orders: OrderListRow[] | undefined }) {
  const { t } = useTranslation('orders');
  if (!orders) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (orders.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text ta="center" c="dimmed">
          {t('list.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Paper key={order._id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600} miw={0} truncate>
                #{order.number} · {order.package.packageName}
              </Text>
              <Text size="sm" fw={600}>
                {order.statusPercentage}%
              </Text>
            </Group>
            <Progress value={order.statusPercentage} color={order.statusPercentage === 100 ? 'teal' : undefined} aria-hidden />
            <Text size="sm" c={order.writerName ? undefined : 'dimmed'}>
              {t('fields.writer')}: {order.writerName ?? t('noWriter')}
            </Text>
            <Anchor component={Link} to={orderPaths.view(order._id)} fw={500} size="sm">
              {t('viewOrder')}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
