import { Alert, Button, Center, Group, Pagination, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useCustomerOrdersPage } from '../../orders/public';
import { CustomerOrderRow } from './customer-order-row';
import { OrderCountCards } from './order-count-cards';

const SKELETON_ROWS = 3;

/** The customer's half of the dashboard: the counts and their orders, newest first. */
export function CustomerOrdersOverview() {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const orders = useCustomerOrdersPage(page);

  return (
    <Stack gap="lg">
      <OrderCountCards />
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('dashboard.yourOrders')}
        </Title>
        <OrderRows query={orders} />
        {orders.data && orders.data.total > orders.data.limit && (
          <Group justify="center">
            <Pagination total={Math.ceil(orders.data.total / orders.data.limit)} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

function OrderRows({ query }: { query: ReturnType<typeof useCustomerOrdersPage> }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} height={90} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('dashboard.loadError')} role="alert">
        <Text size="sm">{errorText(query.error)}</Text>
        <Button size="xs" variant="white" color="red" mt="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.orders.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Center>
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconClipboardList size={30} />
            </ThemeIcon>
            <Text fw={600}>{t('dashboard.empty')}</Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {query.data.orders.map((order) => (
        <CustomerOrderRow key={order._id} order={order} />
      ))}
    </Stack>
  );
}
