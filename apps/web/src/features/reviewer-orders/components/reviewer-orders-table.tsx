import { Button, Stack, Table, Text } from '@mantine/core';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatus } from '../../../ui/order-status';
import { customerLabel, writerLabel, type PersonLabel } from './people';

function Person({ name, email }: PersonLabel) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </Stack>
  );
}

/** Read-only: the only control is the link that opens the order. */
export function ReviewerOrdersTable({ orders }: { orders: OrderListRow[] }) {
  const { t, i18n } = useTranslation('reviewer-orders');
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.writer')}</Table.Th>
            <Table.Th>{t('columns.product')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th ta="right">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const customer = customerLabel(order);
            const writer = writerLabel(order);
            return (
              <Table.Tr key={order._id}>
                <Table.Td fw={600}>#{order.number}</Table.Td>
                <Table.Td>{customer ? <Person {...customer} /> : '—'}</Table.Td>
                <Table.Td>
                  {writer ? (
                    <Person {...writer} />
                  ) : (
                    <Text size="sm" c="dimmed" fs="italic">
                      {t('noWriter')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{order.package.packageName}</Table.Td>
                <Table.Td>
                  <OrderStatus percent={order.statusPercentage} />
                </Table.Td>
                <Table.Td>{formatTableDate(order.createdAt, i18n.language)}</Table.Td>
                <Table.Td ta="right">
                  <Button component={Link} to={orderPaths.view(order._id)} size="xs" variant="light" leftSection={<IconEye size={16} aria-hidden />}>
                    {t('view')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
