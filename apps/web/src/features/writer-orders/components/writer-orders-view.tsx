import { Box, Card, Group, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/limits';
import type { OrderView } from '@portal/domain/orders/types';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/error-text';
import { useArchiveOrder, useWriterOrders } from '../api';
import { DueDateModal } from './due-date-modal';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { usePageParam } from './use-page-param';
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
  const [dueDateOrder, setDueDateOrder] = useState<OrderView | null>(null);

  const switchTab = (next: string) => setParams(next === 'archived' ? { archived: 'true' } : {});

  const toggleArchive = (order: OrderView) =>
    archive.mutate(
      { id: order._id, archived: !archived },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(archived ? 'archive.restored' : 'archive.archived', { number: order.number }) }),
        onError: (err) => notifications.show({ color: 'red', icon: <IconAlertCircle size={18} />, message: errorText(err) }),
      },
    );

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 1;

  // Archiving the last order of the last page leaves that page empty: step back to one that exists.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  let content;
  if (query.isError) {
    content = (
      <Box p="md">
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  } else if (!data) {
    content = <ListLoading />;
  } else if (data.orders.length === 0) {
    content = <ListEmpty text={t('empty')} />;
  } else {
    const actions = {
      archived,
      busyId: archive.isPending ? (archive.variables?.id ?? null) : null,
      onToggleArchive: toggleArchive,
      onSetDueDate: setDueDateOrder,
    };
    content = (
      <>
        <Box visibleFrom="lg">
          <WriterOrdersTable orders={data.orders} {...actions} />
        </Box>
        <Box hiddenFrom="lg">
          <WriterOrderCards orders={data.orders} {...actions} />
        </Box>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {archived ? t('subtitleArchived') : t('subtitleActive')}
          </Text>
        </Stack>
        <SegmentedControl
          value={tab}
          onChange={switchTab}
          data={[
            { value: 'active', label: t('tabs.active') },
            { value: 'archived', label: t('tabs.archived') },
          ]}
          aria-label={t('tabs.label')}
        />
      </Group>
      <Card withBorder padding={0} radius="md">
        {content}
      </Card>
      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('total', { count: data.total })}
          </Text>
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
        </Group>
      )}
      <DueDateModal order={dueDateOrder} onClose={() => setDueDateOrder(null)} />
    </Stack>
  );
}
