import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignOrderWriter, getAdminOrderOverview, hideAdminOrder, listAdminOrders, listAdminWriters, type AdminOrdersQuery } from '@portal/domain/admin-orders/calls';
import { listAuditLog, type AuditAction } from '@portal/domain/audit/calls';
import { createInvitation, listInvitations, listPeople, resendInvitation, setDeactivated, type StaffRole } from '@portal/domain/people/calls';
import { getReviewPageSettings, getSiteSettings, saveReviewPageSettings, saveSiteSettings, type ReviewPageBody, type SettingsBody } from '@portal/domain/site-settings/calls';
import { archiveCoupon, archivePackage, archiveService, COUPONS_PER_PAGE, createCoupon, createPackage, createService, getCatalog, listCoupons, reorderPackages, updateCoupon, updatePackage, updateService, type CouponBody, type PackageBody } from '@portal/domain/catalog/calls';
import { ADMIN_BILLING_PER_PAGE, adminCreateInvoice, adminListInvoices, adminListPayments, adminRefundPayment, type InvoiceBody } from '@portal/domain/payments/calls';
import { createCritique, listCritiques, type CRITIQUE_LANGUAGES } from '@portal/domain/admin-critiques/calls';
import { ApiError, callApi } from '../../platform/api-client';
import { uploadWithProgress } from '../../platform/upload';

export const adminKeys = {
  all: ['admin'] as const,
  orders: (query: AdminOrdersQuery) => ['admin', 'orders', query] as const,
  writers: ['admin', 'writers'] as const,
  overview: ['admin', 'overview'] as const,
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

/** The dashboard's numbers of the site's orders (refreshed with every admin list after a change). */
export function useAdminOrderOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => callApi(getAdminOrderOverview, { signal }), retry: retryServerErrors });
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

export const PEOPLE_PER_PAGE = 20;
type PeopleQuery = { kind: 'customers' | 'staff'; q?: string; role?: StaffRole; page: number };

export function usePeople(query: PeopleQuery) {
  return useQuery({
    queryKey: ['admin', 'people', query],
    queryFn: ({ signal }) => callApi(listPeople, { query: { ...query, limit: PEOPLE_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useInvitations() {
  return useQuery({ queryKey: ['admin', 'invitations'], queryFn: ({ signal }) => callApi(listInvitations, { signal }), retry: retryServerErrors });
}

export function useInvite() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: { email: string; role: StaffRole }) => callApi(createInvitation, { body }), onSuccess: refresh });
}

export function useResendInvitation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callApi(resendInvitation, { params: { id } }), onSuccess: refresh });
}

export function useSetDeactivated() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { userId: string; deactivated: boolean }) => callApi(setDeactivated, { body: { user_id: input.userId, deactivated: input.deactivated } }), onSuccess: refresh });
}

export function useSiteSettings() {
  return useQuery({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => callApi(getSiteSettings, { signal }), retry: retryServerErrors });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => callApi(saveSiteSettings, { body }),
    // The whole portal is themed by the site: read it again.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['site'] })]),
  });
}

export function useReviewPageSettings() {
  return useQuery({ queryKey: ['admin', 'review-page'], queryFn: ({ signal }) => callApi(getReviewPageSettings, { signal }), retry: retryServerErrors });
}

export function useSaveReviewPageSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: ReviewPageBody) => callApi(saveReviewPageSettings, { body }), onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'review-page'] }) });
}

export function useCritiques(page: number, q: string) {
  return useQuery({
    queryKey: ['admin', 'critiques', page, q],
    queryFn: ({ signal }) => callApi(listCritiques, { query: { page, limit: PEOPLE_PER_PAGE, ...(q ? { q } : {}) }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** Uploads a resume and makes its critique (the file is read on the server; nothing is guessed). */
export function useMakeCritique() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { file: File; language: (typeof CRITIQUE_LANGUAGES)[number]; firstName: string; lastName: string; email: string }) => {
      const uploaded = await uploadWithProgress(input.file, { context: 'review' });
      const typed = Object.fromEntries(Object.entries({ firstName: input.firstName, lastName: input.lastName, email: input.email }).filter(([, value]) => value.trim() !== ''));
      return callApi(createCritique, { body: { fileKey: uploaded.file.key, language: input.language, ...typed } });
    },
    onSuccess: refresh,
  });
}

export function useCatalog() {
  return useQuery({ queryKey: ['admin', 'catalog'], queryFn: ({ signal }) => callApi(getCatalog, { signal }), retry: retryServerErrors });
}

export function useSavePackage() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { id: string | null; body: PackageBody }) => (input.id ? callApi(updatePackage, { params: { id: input.id }, body: input.body }) : callApi(createPackage, { body: input.body })), onSuccess: refresh });
}

/** Saves the packages' order (every package of the site, first to last). */
export function useReorderPackages() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (ids: string[]) => callApi(reorderPackages, { body: { ids } }), onSuccess: refresh });
}

export function useSaveService() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { id: string | null; body: { name: string; modules: { id: string; title: string }[] } }) => (input.id ? callApi(updateService, { params: { id: input.id }, body: input.body }) : callApi(createService, { body: input.body })), onSuccess: refresh });
}

export function useArchive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { kind: 'package' | 'service'; id: string; archived: boolean }): Promise<{ message: string }> =>
      input.kind === 'package' ? callApi(archivePackage, { params: { id: input.id }, body: { archived: input.archived } }) : callApi(archiveService, { params: { id: input.id }, body: { archived: input.archived } }),
    onSuccess: refresh,
  });
}

export function useCoupons(page: number) {
  return useQuery({
    queryKey: ['admin', 'coupons', page],
    queryFn: ({ signal }) => callApi(listCoupons, { query: { page, limit: COUPONS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useSaveCoupon() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { id: string | null; body: CouponBody }) => (input.id ? callApi(updateCoupon, { params: { id: input.id }, body: input.body }) : callApi(createCoupon, { body: input.body })), onSuccess: refresh });
}

export function useArchiveCoupon() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { id: string; archived: boolean }) => callApi(archiveCoupon, { params: { id: input.id }, body: { archived: input.archived } }), onSuccess: refresh });
}

export function useAdminInvoices(page: number, status: 'unpaid' | 'paid' | 'refunded' | null) {
  return useQuery({
    queryKey: ['admin', 'invoices', page, status],
    queryFn: ({ signal }) => callApi(adminListInvoices, { query: { page, limit: ADMIN_BILLING_PER_PAGE, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useCreateInvoice() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: InvoiceBody) => callApi(adminCreateInvoice, { body }), onSuccess: refresh });
}

/** The site's payments, or one order's (its purchase and tips). */
export function useAdminPayments(page: number, orderId?: string) {
  return useQuery({
    queryKey: ['admin', 'payments', page, orderId ?? null],
    queryFn: ({ signal }) => callApi(adminListPayments, { query: { page, limit: ADMIN_BILLING_PER_PAGE, ...(orderId ? { orderId } : {}) }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/**
 * A refund; `key` is made once per opened dialog, so a retried click is the same refund. A refused
 * one reads the payments again too: what is left may have changed (another admin refunded meanwhile).
 */
export function useRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { paymentId: string; amount: number; key: string; reason: string }) => callApi(adminRefundPayment, { params: { id: input.paymentId }, body: { amount: input.amount, key: input.key, ...(input.reason.trim() ? { reason: input.reason.trim() } : {}) } }),
    onSuccess: refresh,
    onError: (err) => (err instanceof ApiError && err.status === 422 ? refresh() : undefined),
  });
}
