import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveDraft, listPendingDrafts, rejectDraft } from '@portal/domain/documents/approval-calls';
import {
  uploadDraft,
  uploadFinalDocument,
  uploadLinkedinDocument,
  writerGetFinalDocument,
  writerGetLinkedinDocument,
  writerGetRevisions,
  type FileInput,
} from '@portal/domain/documents/calls';
import type { CallBody } from '@portal/domain/call';
import { getStaffOrder } from '@portal/domain/writer-orders/detail-calls';
import { ApiError, callApi } from '../../platform/api-client';
import { useReadAgainOnNotification } from '../../platform/read-again-on-notification';

// The staff side of the documents: the writer's drafts, finals and LinkedIn document (reviewers
// and admins read them too) and the admin's approval queue.

export const writerDocumentKeys = {
  revisions: (orderId: string, serviceId: string) => ['documents', 'writer', 'revisions', orderId, serviceId] as const,
  final: (orderId: string, serviceId: string) => ['documents', 'writer', 'final', orderId, serviceId] as const,
  linkedin: (orderId: string) => ['documents', 'writer', 'linkedin', orderId] as const,
  order: (orderId: string) => ['documents', 'writer', 'order', orderId] as const,
  approvals: (page: number) => ['documents', 'approvals', page] as const,
};

const retryServerErrors = (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2;

/** After a change every documents query and the orders (another feature's keys) are stale. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== 'session' });
}

/**
 * The drafts of one service, read again when the live connection says a notification arrived (an
 * admin approved or returned the draft, the customer reviewed it) and when it comes back (what was
 * said meanwhile was not pushed), so an open page never keeps saying "Awaiting approval". The bell,
 * on every signed-in page, holds the connection; the frame names no order, so any notification reads
 * this one small call again (the server pushes at most one a second).
 */
export function useWriterRevisions(orderId: string, serviceId: string) {
  useReadAgainOnNotification(writerDocumentKeys.revisions(orderId, serviceId));
  return useQuery({
    queryKey: writerDocumentKeys.revisions(orderId, serviceId),
    queryFn: ({ signal }) => callApi(writerGetRevisions, { params: { serviceId, id: orderId }, signal }),
    retry: retryServerErrors,
  });
}

export type DraftData = CallBody<typeof uploadDraft>['data'];

export function useUploadDraft(orderId: string, serviceId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: DraftData) => callApi(uploadDraft, { body: { order_id: orderId, serviceId, data } }),
    onSuccess: refresh,
  });
}

/** The order as staff read it: the service's name on pages whose calls do not return the order. */
export function useStaffDocumentsOrder(orderId: string) {
  return useQuery({
    queryKey: writerDocumentKeys.order(orderId),
    queryFn: ({ signal }) => callApi(getStaffOrder, { params: { id: orderId }, query: {}, signal }),
    retry: retryServerErrors,
  });
}

export function useWriterFinal(orderId: string, serviceId: string) {
  return useQuery({
    queryKey: writerDocumentKeys.final(orderId, serviceId),
    queryFn: ({ signal }) => callApi(writerGetFinalDocument, { params: { serviceId, id: orderId }, signal }),
    retry: retryServerErrors,
  });
}

export type FinalUpload = { dataPdf: FileInput | null; dataWord: FileInput | null; otherFiles: FileInput[]; notes: string };

export function useUploadFinal(orderId: string, serviceId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: FinalUpload) => callApi(uploadFinalDocument, { body: { order_id: orderId, serviceId, taskId: 'final_document', ...input } }),
    onSuccess: refresh,
  });
}

export function useWriterLinkedin(orderId: string) {
  return useQuery({
    queryKey: writerDocumentKeys.linkedin(orderId),
    queryFn: ({ signal }) => callApi(writerGetLinkedinDocument, { params: { id: orderId }, signal }),
    retry: retryServerErrors,
  });
}

export function useUploadLinkedin(orderId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: FileInput | null) => callApi(uploadLinkedinDocument, { body: { order_id: orderId, data: file, taskId: 'final_linkedin' } }),
    onSuccess: refresh,
  });
}

export const APPROVALS_PER_PAGE = 20;

export function usePendingDrafts(page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: writerDocumentKeys.approvals(page),
    queryFn: ({ signal }) => callApi(listPendingDrafts, { query: { page, limit: APPROVALS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useApproveDraft() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (draftId: string) => callApi(approveDraft, { body: { draft_id: draftId } }), onSuccess: refresh });
}

export function useRejectDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { draftId: string; reason: string; files: FileInput[] }) => callApi(rejectDraft, { body: { draft_id: input.draftId, reason: input.reason, files: input.files } }),
    onSuccess: refresh,
  });
}
