import { Box, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../writer-orders/components/list-states';
import { usePageParam } from '../../writer-orders/components/use-page-param';
import { useReviewerOrders } from '../api';
import { ReviewerOrderCards } from './reviewer-order-cards';
import { ReviewerOrdersTable } from './reviewer-orders-table';

/** Every order of the site, for reviewers (and admins): look, open, change nothing. */
export default function ReviewerOrdersView() {
  const { t } = useTranslation('reviewer-orders');
  const { page, setPage } = usePageParam();
  const query = useReviewerOrders(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 1;

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
    content = (
      <>
        <Box visibleFrom="lg">
          <ReviewerOrdersTable orders={data.orders} />
        </Box>
        <Box hiddenFrom="lg">
          <ReviewerOrderCards orders={data.orders} />
        </Box>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </Stack>
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
    </Stack>
  );
}
