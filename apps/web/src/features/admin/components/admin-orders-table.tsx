import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminOrder } from '@portal/domain/admin-orders/calls';
import { formatMoney } from '@portal/domain/money/rules';
import { orderPaths } from '@portal/domain/orders/rules';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconEye, IconEyeOff, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';
import { OrderStatus } from '../../../ui/order-status';

type Person = NonNullable<AdminOrder['customer']>;

function PersonCell({ person }: { person: Person }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500}>
        {`${person.firstName} ${person.lastName}`.trim()}
      </Text>
      <Text size="xs" c="dimmed">
        {person.email}
      </Text>
    </Stack>
  );
}

function WriterCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  if (!order.writer)
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="dimmed" fs="italic">
          {t('orders.noWriter')}
        </Text>
        {order.waiting && (
          <Badge color="orange" variant="light">
            {t('orders.waiting')}
          </Badge>
        )}
      </Stack>
    );
  return (
    <Stack gap={2} miw={0}>
      <PersonCell person={order.writer} />
      {order.assignment && <AssignmentReason why={order.assignment} />}
    </Stack>
  );
}

/**
 * Why the writer has the order, in the reader's language: an automatic choice in short, its figures
 * (the writer's load and limits then) in a hint that keyboard and touch reach too.
 */
function AssignmentReason({ why }: { why: NonNullable<AdminOrder['assignment']> }) {
  const { t } = useTranslation('admin');
  if (why.kind === 'admin')
    return (
      <Text size="xs" c="dimmed">
        {why.reassigned ? t('orders.why.reassigned') : t('orders.why.assigned')}
      </Text>
    );
  const limit = (n: number | null) => (n === null ? t('orders.why.noLimit') : n);
  const detail = t('orders.why.automaticDetail', {
    open: why.openJobs ?? 0,
    maxOpen: limit(why.maxOpenJobs),
    week: why.jobsThisWeek ?? 0,
    maxWeek: limit(why.maxJobsPerWeek),
    eligible: why.eligible ?? 1,
  });
  return (
    <Text size="xs" c="dimmed">
      <DeferredTooltip label={detail} multiline w={260} withArrow>
        <Text span inherit tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
          {t('orders.why.automatic', { open: why.openJobs ?? 0, eligible: why.eligible ?? 1 })}
        </Text>
      </DeferredTooltip>
    </Text>
  );
}

/** The site's orders as the admin manages them: open, assign or reassign, hide or show. */
export function AdminOrdersTable({ orders, onAssign, onHide, hiding }: { orders: AdminOrder[]; onAssign: (order: AdminOrder) => void; onHide: (order: AdminOrder) => void; hiding: string | null }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.columns.number')}</Table.Th>
            <Table.Th>{t('orders.columns.customer')}</Table.Th>
            <Table.Th>{t('orders.columns.writer')}</Table.Th>
            <Table.Th>{t('orders.columns.package')}</Table.Th>
            <Table.Th>{t('orders.columns.status')}</Table.Th>
            <Table.Th>{t('orders.columns.dates')}</Table.Th>
            <Table.Th ta="right">{t('orders.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td miw={90}>
                <Stack gap={4} align="flex-start">
                  <Anchor component={Link} to={orderPaths.view(order._id)} fw={600} aria-label={t('orders.open', { number: order.number })}>
                    #{order.number}
                  </Anchor>
                  {order.hidden && (
                    <Badge color="gray" variant="light">
                      {t('orders.hiddenBadge')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{order.customer ? <PersonCell person={order.customer} /> : '—'}</Table.Td>
              <Table.Td>
                <WriterCell order={order} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{order.packageName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatMoney(order.invoicePrice, order.invoiceCurrency, i18n.language)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <OrderStatus percent={order.statusPercentage} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{t('orders.bought', { date: formatTableDate(order.createdAt, i18n.language) })}</Text>
                  {order.dueDate && (
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {t('orders.due', { date: formatTableDate(order.dueDate, i18n.language) })}
                      </Text>
                      {order.overdue && (
                        <Badge color="red" variant="light">
                          {t('orders.overdue')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="stretch">
                  <Button size="xs" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onAssign(order)} aria-label={t(order.writer ? 'orders.reassignNumber' : 'orders.assignNumber', { number: order.number })}>
                    {order.writer ? t('orders.reassign') : t('orders.assign')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={order.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
                    onClick={() => onHide(order)}
                    loading={hiding === order._id}
                    data-hide-order={order._id}
                    aria-label={t(order.hidden ? 'orders.showNumber' : 'orders.hideNumber', { number: order.number })}
                  >
                    {order.hidden ? t('orders.show') : t('orders.hide')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
