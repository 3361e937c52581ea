import { Table, Text } from '@mantine/core';
import type { OrderListRow } from '@portal/domain/orders/types';
import { formatTableDate } from '@portal/domain/dates/format';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '../../../ui/order-status';
import { customerName, WriterOrderActions, type WriterOrderActionsProps } from './writer-order-actions';

type Props = WriterOrderActionsProps & { orders: OrderListRow[] };

export function WriterOrdersTable({ orders, ...actions }: Props) {
  const { t, i18n } = useTranslation('writer-orders');
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.product')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.dueDate')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th ta="right">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td fw={600}>#{order.number}</Table.Td>
              <Table.Td>{customerName(order)}</Table.Td>
              <Table.Td>{order.package.packageName}</Table.Td>
              <Table.Td>
                <OrderStatus percent={order.statusPercentage} />
              </Table.Td>
              <Table.Td>
                {order.dueDate ? (
                  formatTableDate(order.dueDate, i18n.language)
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('noDueDate')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatTableDate(order.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <WriterOrderActions order={order} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
