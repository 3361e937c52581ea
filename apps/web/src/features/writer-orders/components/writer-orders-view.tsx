import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderListRow } from '@portal/domain/orders/types';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { OrderListFrame } from '../../../ui/order-list-frame';
import { usePageParam } from '../../../ui/use-page-param';
import { useArchiveOrder, useWriterOrders } from '../api';
import { DueDateModal } from './due-date-modal';
import { WriterOrderCards } from './writer-order-cards';
import { WriterOrdersTable } from './writer-orders-table';

type Tab = 'active' | 'archived';

/** The writer's assigned orders: active or archived, with due dates and the archive toggle. */
export default function WriterOrdersView() {
  const { t } = useTranslation('writer-orders');
  const errorText = useErrorText();
  const { page, setPage, params, setParams } = usePageParam();
  const tab: Tab = params.get('archived') === 'true' ? 'archived' : 'active';
  const archived = tab === 'archived';
  const query = useWriterOrders(archived, page);
  const archive = useArchiveOrder();
  const [dueDateOrder, setDueDateOrder] = useState<OrderListRow | null>(null);

  const switchTab = (next: string) => setParams(next === 'archived' ? { archived: 'true' } : {});

  const toggleArchive = (order: OrderListRow) =>
    archive.mutate(
      { id: order._id, archived: !archived },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(archived ? 'archive.restored' : 'archive.archived', { number: order.number }) }),
        onError: (err) => notifications.show({ color: 'red', icon: <IconAlertCircle size={18} />, message: errorText(err) }),
      },
    );

  const actions = {
    archived,
    busyId: archive.isPending ? (archive.variables?.id ?? null) : null,
    onToggleArchive: toggleArchive,
    onSetDueDate: setDueDateOrder,
  };

  return (
    <OrderListFrame
      title={t('title')}
      subtitle={archived ? t('subtitleArchived') : t('subtitleActive')}
      controls={
        <SegmentedControl
          value={tab}
          onChange={switchTab}
          data={[
            { value: 'active', label: t('tabs.active') },
            { value: 'archived', label: t('tabs.archived') },
          ]}
          aria-label={t('tabs.label')}
        />
      }
      query={query}
      page={page}
      setPage={setPage}
      emptyText={t('empty')}
      totalText={(count) => t('total', { count })}
      renderTable={(orders) => <WriterOrdersTable orders={orders} {...actions} />}
      renderCards={(orders) => <WriterOrderCards orders={orders} {...actions} />}
    >
      <DueDateModal order={dueDateOrder} onClose={() => setDueDateOrder(null)} />
    </OrderListFrame>
  );
}
