import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignOrderWriter, hideAdminOrder, listAdminOrders, listAdminWriters, type AdminOrdersQuery } from '@portal/domain/admin-orders/calls';
import { listAuditLog, type AuditAction } from '@portal/domain/audit/calls';
import { ApiError, callApi } from '../../platform/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  orders: (query: AdminOrdersQuery) => ['admin', 'orders', query] as const,
  writers: ['admin', 'writers'] as const,
  audit: (page: number, action: AuditAction | null) => ['admin', 'audit', page, action] as const,
};

const retryServerErrors = (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2;

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => callApi(listAdminOrders, { query, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useAdminWriters() {
  return useQuery({ queryKey: adminKeys.writers, queryFn: ({ signal }) => callApi(listAdminWriters, { signal }), retry: retryServerErrors });
}

/** After a change every admin list is stale (and the orders other screens show). */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: ['orders'] })]);
}

export function useAssignWriter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { orderId: string; writerId: string }) => callApi(assignOrderWriter, { body: { order_id: input.orderId, writer_id: input.writerId } }),
    onSuccess: refresh,
  });
}

export function useHideOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { orderId: string; hidden: boolean }) => callApi(hideAdminOrder, { body: { order_id: input.orderId, hidden: input.hidden } }),
    onSuccess: refresh,
  });
}

export const AUDIT_PER_PAGE = 25;

export function useAuditLog(page: number, action: AuditAction | null) {
  return useQuery({
    queryKey: adminKeys.audit(page, action),
    queryFn: ({ signal }) => callApi(listAuditLog, { query: { page, limit: AUDIT_PER_PAGE, ...(action ? { action } : {}) }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}
