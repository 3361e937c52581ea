import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';
import { draftSchema } from '../orders/revisions';
import { fileInputSchema, MAX_FILES_PER_UPLOAD } from './calls';

// The admin's queue of drafts awaiting approval, when a site has `enable_revisions_approval_feature`
// (spec 001 section 4): the customer sees a draft only once an admin approved it; a rejection hands
// the turn back to the writer with a reason and, optionally, files.

export const REJECTION_REASON_MAX_LENGTH = 5_000;
export const APPROVAL_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const APPROVAL_MESSAGES = {
  approved: 'Draft approved. The customer can now review it.',
  rejected: 'Draft rejected. The writer has been notified.',
  reasonRequired: 'Please give the reason for the rejection',
  featureOff: 'Revision approval is not enabled on this site',
  alreadyDecided: 'This draft has already been approved or rejected.',
  draftNotFound: 'Draft not found',
  finalized: 'The customer has already accepted the revisions of this service. Reject the draft to take it off the queue.',
} as const;

const personSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const pendingDraftSchema = z.object({
  draft: draftSchema,
  order: z.object({ _id: z.string(), number: z.number().check(z.int()), packageName: z.string() }),
  service: z.object({ _id: z.string(), serviceName: z.string() }),
  writer: z.nullable(personSchema),
  customer: z.nullable(personSchema),
});
export type PendingDraft = z.infer<typeof pendingDraftSchema>;

export const listPendingDrafts = defineCall({
  method: 'GET',
  path: '/api/admin/revisions/pending',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE))),
  }),
  response: z.object({
    status: z.boolean(),
    data: z.array(pendingDraftSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});

export const approveDraft = defineCall({
  method: 'POST',
  path: '/api/admin/revisions/approve',
  body: z.strictObject({ draft_id: idParam }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const rejectDraftBodySchema = z.strictObject({
  draft_id: idParam,
  reason: z.string().check(
    z.maxLength(REJECTION_REASON_MAX_LENGTH),
    z.refine((text) => text.trim() !== '', APPROVAL_MESSAGES.reasonRequired),
  ),
  files: z._default(z.array(fileInputSchema).check(z.maxLength(MAX_FILES_PER_UPLOAD)), []),
});

export const rejectDraft = defineCall({
  method: 'POST',
  path: '/api/admin/revisions/reject',
  body: rejectDraftBodySchema,
  response: z.object({ status: z.boolean(), message: z.string() }),
});
