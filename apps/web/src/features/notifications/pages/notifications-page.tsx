import { Button, Container, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { usePageParam } from '../../../ui/use-page-param';
import { useClearNotifications, useNotifications } from '../api';
import { NotificationItem } from '../components/notification-item';
import { useClearOne } from '../components/use-clear-one';

/** `/notifications` (spec 002 2.10): every notification not cleared yet, a page at a time. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { page, setPage } = usePageParam();
  const list = useNotifications(page);
  const clearAll = useClearNotifications();
  const shown = list.data?.notifications ?? [];
  const rows = useRef<HTMLDivElement>(null);
  const emptyText = useRef<HTMLParagraphElement>(null);
  const clearOne = useClearOne(shown, rows, () => emptyText.current);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <PageHeader
          title={t('title')}
          aside={
            shown.length > 0 && (
              <Button variant="light" loading={clearAll.isPending} onClick={() => clearAll.mutate(shown.map((n) => n._id))}>
                {pages > 1 ? t('clearPage') : t('clearAll')}
              </Button>
            )
          }
        >
          {list.data && list.data.total > 0 && (
            <Text size="sm" c="dimmed">
              {t('count', { count: list.data.total })}
            </Text>
          )}
        </PageHeader>
        {(clearOne.failed || clearAll.isError) && (
          <Text size="sm" c="red.8" role="alert">
            {t('clearFailed')}
          </Text>
        )}
        <Paper ref={rows} withBorder radius="md" p="sm">
          {list.isPending ? (
            <ListLoading />
          ) : list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : shown.length === 0 ? (
            <ListEmpty text={t('empty')} textRef={emptyText} />
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {shown.map((notification) => (
                <li key={notification._id} data-notification-id={notification._id} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <NotificationItem
                    notification={notification}
                    onClear={() => clearOne.clear(notification._id)}
                    clearing={clearOne.clearing(notification._id)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Paper>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
