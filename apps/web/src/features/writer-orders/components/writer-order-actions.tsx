import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { isOrderComplete, orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { IconArchive, IconArchiveOff, IconCalendarEvent, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type WriterOrderActionsProps = {
  archived: boolean;
  /** The order whose archive change is on its way, to show its button busy. */
  busyId: string | null;
  onToggleArchive: (order: OrderListRow) => void;
  onSetDueDate: (order: OrderListRow) => void;
};

/** View, set due date (not on completed orders) and archive or unarchive, for one order. */
export function WriterOrderActions({ order, archived, busyId, onToggleArchive, onSetDueDate }: WriterOrderActionsProps & { order: OrderListRow }) {
  const { t } = useTranslation('writer-orders');
  const complete = isOrderComplete(order);
  const dueLabel = complete ? t('actions.dueDateCompleted') : t('actions.setDueDate');
  const archiveLabel = archived ? t('actions.unarchive') : t('actions.archive');

  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button component={Link} to={orderPaths.view(order._id)} size="xs" variant="light" leftSection={<IconEye size={16} aria-hidden />}>
        {t('actions.view')}
      </Button>
      <Tooltip label={dueLabel} withArrow>
        <ActionIcon variant="default" size="lg" aria-label={`${dueLabel} #${order.number}`} disabled={complete} onClick={() => onSetDueDate(order)}>
          <IconCalendarEvent size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={archiveLabel} withArrow>
        <ActionIcon variant="default" size="lg" aria-label={`${archiveLabel} #${order.number}`} loading={busyId === order._id} onClick={() => onToggleArchive(order)}>
          {archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function customerName(order: OrderListRow): string {
  return order.customer ? `${order.customer.firstName} ${order.customer.lastName}`.trim() : '—';
}
