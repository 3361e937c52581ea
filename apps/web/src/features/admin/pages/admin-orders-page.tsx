import '@mantine/dates/styles.css';
import { Card, Center, Checkbox, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ADMIN_ORDER_STATUSES, ADMIN_ORDERS_PAGE_SIZE, SEARCH_MAX_LENGTH, type AdminOrder, type AdminOrderStatus, type AdminOrdersQuery } from '@portal/domain/admin-orders/calls';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useDatePickerProps } from '../../../ui/date-picker-props';
import { refocus } from '../../../ui/focus-later';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { usePageParam } from '../../../ui/use-page-param';
import { useAdminOrders, useAdminWriters, useHideOrder } from '../api';
import { AdminOrdersTable } from '../components/admin-orders-table';
import { AssignModal } from '../components/assign-modal';
import { useDatesLocale } from '../../../platform/use-dates-locale';

const DAY = 'YYYY-MM-DD';
const isStatus = (value: string | null): value is AdminOrderStatus => (ADMIN_ORDER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/orders: every order of the site, filtered (status, writer, dates, overdue) and searched
 * on the server, a page at a time; the admin assigns or reassigns the writer and hides orders.
 * The filters live in the address, so reload and back keep them.
 */
export default function AdminOrdersPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const locale = useDatesLocale();
  const datesPicker = useDatePickerProps();
  const { page, setPage, params, setParams } = usePageParam();
  const status = isStatus(params.get('status')) ? (params.get('status') as AdminOrderStatus) : 'all';
  const writer = params.get('writer');
  const from = params.get('from');
  const to = params.get('to');
  const overdue = params.get('overdue') === 'true';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [assigning, setAssigning] = useState<AdminOrder | null>(null);
  const writers = useAdminWriters();
  const hide = useHideOrder();

  const setFilter = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) setFilter('q', debounced || null);
    // Only the typed text drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const query: AdminOrdersQuery = {
    page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    ...(status !== 'all' ? { status } : {}),
    ...(writer ? { writer } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(overdue ? { overdue: 'true' as const } : {}),
    ...(params.get('q') ? { q: params.get('q')! } : {}),
  };
  const list = useAdminOrders(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_ORDERS_PAGE_SIZE)) : 1;

  // Hide and Show wait for their call (the button is disabled meanwhile: the browser drops the focus
  // to the body); the focus then goes back to the order's button, now the other one, or to the count
  // when the order left the list.
  const count = useRef<HTMLParagraphElement>(null);
  const toggleHidden = (order: AdminOrder) =>
    void hide
      .mutateAsync({ orderId: order._id, hidden: !order.hidden })
      .then(
        () => notifications.show({ color: 'teal', message: t(order.hidden ? 'orders.shownDone' : 'orders.hiddenDone', { number: order.number }) }),
        (err: unknown) => notifications.show({ color: 'red', message: errorText(err) }),
      )
      .finally(refocus('data-hide-order', order._id, () => count.current));

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('orders.title')}
        </Title>
        <Text c="dimmed">{t('orders.intro')}</Text>
      </Stack>
      <Card withBorder padding="md" radius="md">
        <DatesProvider settings={{ locale }}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', sm: 260 }}
            />
            <Select
              label={t('filters.status')}
              data={ADMIN_ORDER_STATUSES.map((value) => ({ value, label: t(`filters.statuses.${value}`) }))}
              value={status}
              onChange={(value) => setFilter('status', value && value !== 'all' ? value : null)}
              allowDeselect={false}
              w={{ base: '100%', sm: 180 }}
            />
            <Select
              label={t('filters.writer')}
              placeholder={t('filters.anyWriter')}
              data={(writers.data?.data ?? []).map((w) => ({ value: w._id, label: `${w.firstName} ${w.lastName}`.trim() }))}
              value={writer}
              onChange={(value) => setFilter('writer', value)}
              clearable
              searchable
              w={{ base: '100%', sm: 200 }}
            />
            <DatePickerInput
              type="range"
              label={t('filters.dates')}
              placeholder={t('filters.anyDate')}
              value={[from, to]}
              onChange={([start, end]) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  for (const [key, value] of [
                    ['from', start],
                    ['to', end],
                  ] as const) {
                    if (value) next.set(key, dayjs(value).format(DAY));
                    else next.delete(key);
                  }
                  next.delete('page');
                  return next;
                })
              }
              clearable
              allowSingleDateInRange
              {...datesPicker}
              w={{ base: '100%', sm: 240 }}
            />
            <Checkbox label={t('filters.overdue')} checked={overdue} onChange={(e) => setFilter('overdue', e.currentTarget.checked ? 'true' : null)} mb={8} />
          </Group>
        </DatesProvider>
      </Card>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty text={t('orders.empty')} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" ref={count} tabIndex={-1}>
            {t('orders.count', { count: list.data.total })}
          </Text>
          <AdminOrdersTable orders={list.data.data} onAssign={setAssigning} onHide={toggleHidden} hiding={hide.isPending ? (hide.variables?.orderId ?? null) : null} />
          {pages > 1 && (
            <Center>
              <Pagination value={page} onChange={setPage} total={pages} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { number: n }) })} />
            </Center>
          )}
        </Stack>
      )}
      <AssignModal order={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
