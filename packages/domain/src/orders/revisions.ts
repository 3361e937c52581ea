import { z } from 'zod/mini';

// Drafts (revisions), the customer's review of them and the writer's uploads (spec 000 and 001,
// sections 4 and 5).

export const fileRefSchema = z.object({
  key: z.string().check(z.minLength(1)),
  originalname: z.optional(z.string()),
  mimetype: z.optional(z.string()),
  size: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const adminApprovalSchema = z.object({
  pending: z.optional(z.boolean()),
  approved: z.optional(z.boolean()),
  rejectionReason: z.optional(z.string()),
  rejectionFile: z.nullish(fileRefSchema),
  /** Every file the admin attached to a rejection; `rejectionFile` is the first of them. */
  rejectionFiles: z.optional(z.array(fileRefSchema)),
});
export type AdminApproval = z.infer<typeof adminApprovalSchema>;

export const draftSchema = z.object({
  _id: z.string(),
  data: z.object({
    dataPdf: z.nullish(fileRefSchema),
    dataWord: z.nullish(fileRefSchema),
    dataOther: z.nullish(fileRefSchema),
    additionalFiles: z.optional(z.array(fileRefSchema)),
    notes: z.optional(z.string()),
  }),
  rating: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(5))),
  review: z.nullish(z.string()),
  reviewFile: z.nullish(fileRefSchema),
  reviewedByUser: z.optional(z.boolean()),
  adminApproval: z.nullish(adminApprovalSchema),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type Draft = z.infer<typeof draftSchema>;

type ReviewFields = Pick<Draft, 'rating' | 'review' | 'reviewedByUser'>;
type ApprovalFields = Pick<Draft, 'adminApproval'>;

export const REVIEW_MESSAGES = {
  ratingAndReview: 'Please rate the document and specify your revision request',
  review: 'Please Write Review',
} as const;

export const UPLOAD_MESSAGES = {
  draftPdf: 'Please upload the pdf version of the file',
  draftWord: 'Please upload the word version of the file',
  finalPdf: 'Please upload the pdf version of final document',
  finalWord: 'Please upload the word version of final document',
  linkedin: 'Please upload the document',
  previous: 'Upload at least 1 document',
} as const;

function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/** The customer has rated or reviewed the draft. */
export function isDraftReviewed(draft: ReviewFields): boolean {
  return draft.reviewedByUser === true || (draft.rating ?? 0) > 0 || !isBlank(draft.review);
}

export type ApprovalStatus = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * Where a draft stands with the admin. Drafts from before the approval feature was switched on
 * carry no approval and count as `none`; an approval record that says nothing counts as pending so
 * an unclear draft stays hidden rather than leaking to the customer.
 */
export function approvalStatus(draft: ApprovalFields): ApprovalStatus {
  const approval = draft.adminApproval;
  if (approval === null || approval === undefined) return 'none';
  if (approval.pending === true) return 'pending';
  if (approval.approved === true) return 'approved';
  if (approval.approved === false || !isBlank(approval.rejectionReason)) return 'rejected';
  return 'pending';
}

/** With the approval feature, the customer sees a draft only once an admin approved it. */
export function isDraftVisibleToCustomer(draft: ApprovalFields, options: { approvalFeature: boolean }): boolean {
  if (!options.approvalFeature) return true;
  const status = approvalStatus(draft);
  return status === 'approved' || status === 'none';
}

/** The newest draft by creation time (the first one listed wins a tie). */
export function latestDraft<T extends Pick<Draft, 'createdAt'>>(drafts: readonly T[]): T | null {
  let latest: T | null = null;
  for (const draft of drafts) {
    if (latest === null || Date.parse(draft.createdAt) > Date.parse(latest.createdAt)) latest = draft;
  }
  return latest;
}

/**
 * Whether the writer may upload the next draft (spec 001 section 4). Without approval: when there
 * is no draft yet or the latest was rated or reviewed. With approval: also after a rejection, but
 * never while the admin has not decided or the customer has not reviewed.
 */
export function canWriterUpload(latest: (ReviewFields & ApprovalFields) | null | undefined, options: { approvalFeature: boolean }): boolean {
  if (latest === null || latest === undefined) return true;
  if (!options.approvalFeature) return isDraftReviewed(latest);
  const status = approvalStatus(latest);
  if (status === 'rejected') return true;
  if (status === 'pending') return false;
  return isDraftReviewed(latest);
}

/** The customer's review of a draft: null when it may be sent, else the message to show. */
export function reviewValidation(input: { ratingEnabled: boolean; rating?: number | null; review?: string | null }): string | null {
  if (input.ratingEnabled) {
    const rated = (input.rating ?? 0) > 0;
    return rated && !isBlank(input.review) ? null : REVIEW_MESSAGES.ratingAndReview;
  }
  return isBlank(input.review) ? REVIEW_MESSAGES.review : null;
}

/**
 * After a review, whether to ask "is this your final revision request?": a rating above 3, or any
 * review when rating is switched off (a review is then the only signal).
 */
export function asksFinalRevision(input: { ratingEnabled: boolean; rating?: number | null }): boolean {
  if (!input.ratingEnabled) return true;
  return (input.rating ?? 0) > 3;
}

type MaybeFile = FileRef | null | undefined;
type Versions = { pdf: MaybeFile; word: MaybeFile; hideWord: boolean };

/** The message of each version an upload still lacks (null where it is there): a form names every missing one at once. */
export type MissingVersions = { pdf: string | null; word: string | null };

function missingVersions(input: Versions, messages: { pdf: string; word: string }): MissingVersions {
  return { pdf: input.pdf ? null : messages.pdf, word: input.hideWord || input.word ? null : messages.word };
}

/** The writer's draft upload: a PDF always, a Word file unless the site hides Word documents. */
export function draftUploadProblems(input: Versions): MissingVersions {
  return missingVersions(input, { pdf: UPLOAD_MESSAGES.draftPdf, word: UPLOAD_MESSAGES.draftWord });
}

/** The first of the draft's problems (the PDF's before the Word file's), as the server answers it. */
export function draftUploadProblem(input: Versions): string | null {
  const missing = draftUploadProblems(input);
  return missing.pdf ?? missing.word;
}

/**
 * The final document needs a PDF, and a Word file unless the site hides Word documents
 * (`hide_ms_word_document`: its customers never see one, so none is asked for; one sent anyway is kept).
 */
export function finalUploadProblems(input: Versions): MissingVersions {
  return missingVersions(input, { pdf: UPLOAD_MESSAGES.finalPdf, word: UPLOAD_MESSAGES.finalWord });
}

/** The first of the final document's problems, as the server answers it. */
export function finalUploadProblem(input: Versions): string | null {
  const missing = finalUploadProblems(input);
  return missing.pdf ?? missing.word;
}

export function linkedinUploadProblem(file: MaybeFile): string | null {
  return file ? null : UPLOAD_MESSAGES.linkedin;
}

/** Previous documents: at least one must remain after the uploads and removals. */
export function previousDocumentsProblem(files: readonly unknown[]): string | null {
  return files.length > 0 ? null : UPLOAD_MESSAGES.previous;
}
