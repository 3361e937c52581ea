import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  finalizeRevision,
  getFinalDocument,
  getLinkedinDocument,
  getPreviousFiles,
  getRevisions,
  rateReview,
  uploadPreviousFiles,
  writerGetPreviousFiles,
  type FileInput,
} from '@portal/domain/documents/calls';
import { getCritiqueComparison } from '@portal/domain/critiques/comparison';
import { getCustomerOrder } from '@portal/domain/orders/calls';
import type { CallBody } from '@portal/domain/call';
import { ApiError, callApi } from '../../platform/api-client';

export const documentKeys = {
  all: ['documents'] as const,
  previous: (orderId: string, serviceId: string, side: 'customer' | 'writer') => ['documents', 'previous', orderId, serviceId, side] as const,
  revisions: (orderId: string, serviceId: string) => ['documents', 'revisions', orderId, serviceId] as const,
  final: (orderId: string, serviceId: string) => ['documents', 'final', orderId, serviceId] as const,
  linkedin: (orderId: string) => ['documents', 'linkedin', orderId] as const,
  order: (orderId: string) => ['documents', 'order', orderId] as const,
  comparison: (orderId: string) => ['documents', 'comparison', orderId] as const,
};

// A missing order or service stays missing; retrying only delays the message.
const retryServerErrors = (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2;

/**
 * After a change, everything that shows documents or progress is stale: these pages, the order
 * and the order lists (another feature's queries, hence by exclusion rather than by name).
 */
function refreshAfterChange(client: QueryClient) {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== 'session' });
}

/** Customers read through their own call; writers, reviewers and admins through the writer call. */
export function usePreviousFiles(orderId: string, serviceId: string, side: 'customer' | 'writer') {
  return useQuery({
    queryKey: documentKeys.previous(orderId, serviceId, side),
    queryFn: ({ signal }) =>
      side === 'customer'
        ? callApi(getPreviousFiles, { params: { serviceId, orderId }, signal })
        : callApi(writerGetPreviousFiles, { params: { serviceId, id: orderId }, signal }),
    retry: retryServerErrors,
  });
}

export function useSavePreviousFiles(orderId: string, serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { uploadedFiles: FileInput[]; deletedFiles: string[] }) =>
      callApi(uploadPreviousFiles, {
        params: { serviceId, orderId },
        body: { order_id: orderId, serviceId, taskId: 'previous_document', ...change },
      }),
    onSuccess: () => refreshAfterChange(client),
  });
}

export function useRevisions(orderId: string, serviceId: string) {
  return useQuery({
    queryKey: documentKeys.revisions(orderId, serviceId),
    queryFn: ({ signal }) => callApi(getRevisions, { params: { serviceId, orderId }, signal }),
    retry: retryServerErrors,
  });
}

export type ReviewBody = CallBody<typeof rateReview>;

export function useRateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => callApi(rateReview, { body }),
    onSuccess: () => refreshAfterChange(client),
  });
}

export function useFinalizeRevision(orderId: string, serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(finalizeRevision, { body: { order_id: orderId, serviceId, taskId: 'revision_process' } }),
    onSuccess: () => refreshAfterChange(client),
  });
}

export function useFinalDocument(orderId: string, serviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.final(orderId, serviceId),
    queryFn: ({ signal }) => callApi(getFinalDocument, { params: { serviceId, orderId }, signal }),
    retry: retryServerErrors,
    enabled,
  });
}

export function useLinkedinDocument(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.linkedin(orderId),
    queryFn: ({ signal }) => callApi(getLinkedinDocument, { params: { id: orderId }, signal }),
    retry: retryServerErrors,
    enabled,
  });
}

/** The order, for the service's name and modules on the pages whose calls do not return it. */
export function useDocumentsOrder(orderId: string, enabled = true) {
  return useQuery({
    queryKey: documentKeys.order(orderId),
    queryFn: ({ signal }) => callApi(getCustomerOrder, { params: { id: orderId }, signal }),
    retry: retryServerErrors,
    enabled,
  });
}

/**
 * The before and after of an order bought from a critique. While the delivered resume is still
 * being read (a critique, no comparison yet) it is asked for again every 5 s.
 */
export function useCritiqueComparison(orderId: string) {
  return useQuery({
    queryKey: documentKeys.comparison(orderId),
    queryFn: ({ signal }) => callApi(getCritiqueComparison, { params: { id: orderId }, signal }),
    retry: retryServerErrors,
    refetchInterval: (query) => (query.state.data?.data.critiqueId && !query.state.data.data.comparison ? 5000 : false),
  });
}
