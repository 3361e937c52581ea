import { Alert, Anchor, Box, Button, Group, Pagination, Paper, Progress, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { useCustomerOrdersPage } from '../api';
import { OrderListCards } from '../components/order-list-cards';

const SKELETON_ROWS = 5;

function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The customer's orders as a table (spec 000 section 2); the page number lives in the address. */
export default function OrdersListPage() {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const orders = useCustomerOrdersPage(page);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.limit)) : 1;

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('list.title')}
      </Title>
      {orders.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('list.loadError')} role="alert">
          <Text size="sm">{errorText(orders.error)}</Text>
          <Button size="xs" variant="white" color="red" mt="sm" onClick={() => void orders.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Box hiddenFrom="sm">
            <OrderListCards orders={orders.data?.orders} />
          </Box>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.number')}</Table.Th>
                    <Table.Th>{t('fields.product')}</Table.Th>
                    <Table.Th>{t('fields.writer')}</Table.Th>
                    <Table.Th>{t('fields.status')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('fields.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{orders.data ? <OrderRows orders={orders.data.orders} /> : <SkeletonRows />}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })} />
        </Group>
      )}
    </Stack>
  );
}

function OrderRows({ orders }: { orders: OrderListRow[] }) {
  const { t } = useTranslation('orders');
  if (orders.length === 0) {
    return (
      <Table.Tr>
        <Table.Td colSpan={5}>
          <Text ta="center" c="dimmed" py="lg">
            {t('list.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return orders.map((order) => (
    <Table.Tr key={order._id}>
      <Table.Td fw={600}>#{order.number}</Table.Td>
      <Table.Td>{order.package.packageName}</Table.Td>
      <Table.Td c={order.writerName ? undefined : 'dimmed'}>{order.writerName ?? t('noWriter')}</Table.Td>
      <Table.Td miw={140}>
        <Group gap="xs" wrap="nowrap">
          <Progress value={order.statusPercentage} color={order.statusPercentage === 100 ? 'teal' : undefined} w={72} aria-hidden />
          <Text size="sm" fw={500}>
            {order.statusPercentage}%
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <Anchor component={Link} to={orderPaths.view(order._id)} fw={500} style={{ whiteSpace: 'nowrap' }}>
          {t('viewOrder')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  ));
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: 5 }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
