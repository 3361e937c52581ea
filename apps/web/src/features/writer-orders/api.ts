import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/limits';
import { archiveWriterOrder, listWriterOrders, setDueDate } from '@portal/domain/writer-orders/calls';
import type { z } from 'zod/mini';
import { callApi } from '../../platform/api-client';

export const writerOrdersKey = ['writer-orders'] as const;
// The dashboard's counts; a due date or archive change does not move them, a refetch is cheap anyway.
const writerDashboardKey = ['writer-dashboard'] as const;

export function useWriterOrders(archived: boolean, page: number) {
  return useQuery({
    queryKey: [...writerOrdersKey, { archived, page }],
    queryFn: ({ signal }) => callApi(listWriterOrders, { query: { archived: archived ? 'true' : undefined, page, limit: DEFAULT_PAGE_SIZE }, signal }),
    // Keep the rows on screen while the next page arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useArchiveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; archived: boolean }) => callApi(archiveWriterOrder, { params: { id: input.id }, body: { archived: input.archived } }),
    onSuccess: () => client.invalidateQueries({ queryKey: writerOrdersKey }),
  });
}

export type DueDateBody = z.input<typeof setDueDate.body>;

export function useSetDueDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DueDateBody) => callApi(setDueDate, { body }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: writerOrdersKey }), client.invalidateQueries({ queryKey: writerDashboardKey })]);
    },
  });
}
