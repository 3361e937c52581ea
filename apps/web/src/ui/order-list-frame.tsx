import { Box, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/limits';
import { useEffect, type ReactNode } from 'react';
import { ListEmpty, ListError, ListLoading } from './list-states';

type ListQuery<Order> = {
  data: { total: number; orders: Order[] } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props<Order> = {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. the tabs that pick which orders are listed. */
  controls?: ReactNode;
  query: ListQuery<Order>;
  page: number;
  setPage: (page: number) => void;
  emptyText: string;
  totalText: (count: number) => string;
  /** The same orders twice: a table for wide screens, cards for phone widths. */
  renderTable: (orders: Order[]) => ReactNode;
  renderCards: (orders: Order[]) => ReactNode;
  /** Rendered after the list, e.g. a modal the rows open. */
  children?: ReactNode;
};

/** A paged list of orders: heading, loading, error and empty states, the rows, the total and the pages. */
export function OrderListFrame<Order>(props: Props<Order>) {
  const { title, subtitle, controls, query, page, setPage, emptyText, totalText, renderTable, renderCards, children } = props;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : 1;

  // Archiving the last order of the last page, or a stale link, leaves a page that does not exist: step back to one that does.
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
    content = <ListEmpty text={emptyText} />;
  } else {
    content = (
      <>
        <Box visibleFrom="lg">{renderTable(data.orders)}</Box>
        <Box hiddenFrom="lg">{renderCards(data.orders)}</Box>
      </>
    );
  }

  const heading = (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="lg">
      {controls ? (
        <Group justify="space-between" align="flex-end" gap="md">
          {heading}
          {controls}
        </Group>
      ) : (
        heading
      )}
      <Card withBorder padding={0} radius="md">
        {content}
      </Card>
      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {totalText(data.total)}
          </Text>
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
        </Group>
      )}
      {children}
    </Stack>
  );
}
