import { approvalStatus, type Draft } from '@portal/domain/orders/revisions';

/**
 * Where the writer stands on the revision screen (spec 001 section 4). The server decides whether
 * an upload is allowed (`canUpload`); this names why, for the notice above the form:
 * - finalized: the customer accepted the revisions, the next step is the final document;
 * - first: no draft yet; ready: the customer reviewed the latest draft;
 * - rejected: an admin rejected the latest draft (approval feature), upload again;
 * - awaiting-approval: the latest draft waits for an admin; awaiting-customer: for the customer's review.
 */
export type UploadState = 'finalized' | 'first' | 'ready' | 'rejected' | 'awaiting-approval' | 'awaiting-customer';

export function uploadState(drafts: readonly Pick<Draft, 'adminApproval'>[], orderData: { finalized: boolean; canUpload: boolean; approvalFeature: boolean }): UploadState {
  if (orderData.finalized) return 'finalized';
  const latest = drafts[0];
  if (!latest) return 'first';
  const approval = orderData.approvalFeature ? approvalStatus(latest) : 'none';
  if (approval === 'pending') return 'awaiting-approval';
  if (approval === 'rejected') return 'rejected';
  return orderData.canUpload ? 'ready' : 'awaiting-customer';
}

export const canUploadIn = (state: UploadState) => state === 'first' || state === 'ready' || state === 'rejected';
