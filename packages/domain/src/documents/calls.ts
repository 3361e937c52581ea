import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { MODULE_IDS } from '../orders/rules';
import { draftSchema, fileRefSchema } from '../orders/revisions';
import { orderViewSchema } from '../orders/types';

// The documents of an order service: the customer's previous files, the writer's drafts and the
// customer's reviews of them, the final delivery and the LinkedIn document (spec 000 section 7,
// spec 001 section 7 Documents).

export const MAX_FILES_PER_UPLOAD = 20;
export const NOTES_MAX_LENGTH = 10_000;
export const REVIEW_MAX_LENGTH = 10_000;

/** A file in a request: the `file` answered by POST /api/file/upload (the server re-reads the rest). */
export const fileInputSchema = z.extend(fileRefSchema, {
  key: idParam,
  originalname: z.optional(z.string().check(z.maxLength(255))),
  mimetype: z.optional(z.string().check(z.maxLength(255))),
});
export type FileInput = z.infer<typeof fileInputSchema>;

const fileList = z.array(fileInputSchema).check(z.maxLength(MAX_FILES_PER_UPLOAD));
const optionalFile = z.nullish(fileInputSchema);

const serviceOrderParams = z.object({ serviceId: idParam, orderId: idParam });
const writerServiceParams = z.object({ serviceId: idParam, id: idParam });
const orderParams = z.object({ id: idParam });

// ---- Previous documents ----

export const previousFilesSchema = z.object({ files: z.array(fileRefSchema), updatedAt: z.string() });
export type PreviousFiles = z.infer<typeof previousFilesSchema>;
const previousFilesResponse = z.object({ status: z.boolean(), data: z.nullable(previousFilesSchema) });

export const getPreviousFiles = defineCall({
  method: 'GET',
  path: '/api/customer/orders/previous-file/get/:serviceId/:orderId',
  params: serviceOrderParams,
  response: previousFilesResponse,
});

export const uploadPreviousFiles = defineCall({
  method: 'POST',
  path: '/api/customer/orders/previous-file/upload/:serviceId/:orderId',
  params: serviceOrderParams,
  body: z.strictObject({
    order_id: idParam,
    serviceId: idParam,
    uploadedFiles: z._default(fileList, []),
    deletedFiles: z._default(z.array(idParam).check(z.maxLength(100)), []),
    taskId: z.literal(MODULE_IDS.previousDocument),
  }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const writerGetPreviousFiles = defineCall({
  method: 'GET',
  path: '/api/writer/orders/previous-file/get/:serviceId/:id',
  params: writerServiceParams,
  response: previousFilesResponse,
});

// ---- Revisions (drafts) ----

/** A draft as the customer sees it: no admin approval details. */
export const customerDraftSchema = z.omit(draftSchema, { adminApproval: true });
export type CustomerDraft = z.infer<typeof customerDraftSchema>;

export const writerDraftSchema = draftSchema;
export type WriterDraft = z.infer<typeof writerDraftSchema>;

export const getRevisions = defineCall({
  method: 'GET',
  path: '/api/customer/orders/revision/get/:serviceId/:orderId',
  params: serviceOrderParams,
  response: z.object({
    status: z.boolean(),
    data: z.array(customerDraftSchema),
    order: orderViewSchema,
    orderData: z.object({ ratingEnabled: z.boolean(), finalized: z.boolean() }),
  }),
});

export const rateReviewBodySchema = z.strictObject({
  order_id: idParam,
  draft_id: idParam,
  data: z.strictObject({
    reviewedByUser: z.optional(z.boolean()),
    rating: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(5))),
    review: z.nullish(z.string().check(z.maxLength(REVIEW_MAX_LENGTH))),
    reviewFile: optionalFile,
  }),
});

export const rateReview = defineCall({
  method: 'POST',
  path: '/api/customer/orders/revision/rate-review',
  body: rateReviewBodySchema,
  response: z.object({ status: z.boolean(), message: z.string(), askFinal: z.boolean() }),
});

export const finalizeRevision = defineCall({
  method: 'POST',
  path: '/api/customer/orders/revision/finalize',
  body: z.strictObject({ order_id: idParam, serviceId: idParam, taskId: z.literal(MODULE_IDS.revisionProcess) }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const writerGetRevisions = defineCall({
  method: 'GET',
  path: '/api/writer/orders/revision/get/:serviceId/:id',
  params: writerServiceParams,
  response: z.object({
    status: z.boolean(),
    data: z.array(writerDraftSchema),
    order: orderViewSchema,
    orderData: z.object({ ratingEnabled: z.boolean(), finalized: z.boolean(), canUpload: z.boolean(), approvalFeature: z.boolean() }),
  }),
});

export const uploadDraft = defineCall({
  method: 'POST',
  path: '/api/writer/orders/revision/upload',
  body: z.strictObject({
    order_id: idParam,
    serviceId: idParam,
    data: z.strictObject({
      dataPdf: optionalFile,
      dataWord: optionalFile,
      dataOther: optionalFile,
      additionalFiles: z.optional(fileList),
      notes: z.optional(z.string().check(z.maxLength(NOTES_MAX_LENGTH))),
    }),
  }),
  response: z.object({ status: z.boolean(), message: z.string(), draft: writerDraftSchema }),
});

// ---- Final documents ----

export const finalDocumentSchema = z.object({
  dataWord: z.nullish(fileRefSchema),
  dataPdf: z.nullish(fileRefSchema),
  otherFiles: z.array(fileRefSchema),
  writerNotes: z.optional(z.string()),
  updatedAt: z.string(),
});
export type FinalDocument = z.infer<typeof finalDocumentSchema>;
const finalResponse = z.object({ status: z.boolean(), data: z.nullable(finalDocumentSchema) });

export const getFinalDocument = defineCall({
  method: 'GET',
  path: '/api/customer/orders/final/get/:serviceId/:orderId',
  params: serviceOrderParams,
  response: finalResponse,
});

export const writerGetFinalDocument = defineCall({
  method: 'GET',
  path: '/api/writer/orders/final/get/:serviceId/:id',
  params: writerServiceParams,
  response: finalResponse,
});

export const uploadFinalDocument = defineCall({
  method: 'POST',
  path: '/api/writer/orders/final/upload',
  body: z.strictObject({
    order_id: idParam,
    serviceId: idParam,
    taskId: z.literal(MODULE_IDS.finalDocument),
    dataPdf: optionalFile,
    dataWord: optionalFile,
    otherFiles: z.optional(fileList),
    notes: z.optional(z.string().check(z.maxLength(NOTES_MAX_LENGTH))),
  }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

// ---- LinkedIn document ----

export const linkedinDocumentSchema = z.object({
  file: z.object({ file: fileRefSchema }),
  serviceId: z.string(),
  updatedAt: z.string(),
});
export type LinkedinDocument = z.infer<typeof linkedinDocumentSchema>;
const linkedinResponse = z.object({ status: z.boolean(), data: z.nullable(linkedinDocumentSchema) });

export const getLinkedinDocument = defineCall({
  method: 'GET',
  path: '/api/customer/orders/linkedin/get/:id',
  params: orderParams,
  response: linkedinResponse,
});

export const writerGetLinkedinDocument = defineCall({
  method: 'GET',
  path: '/api/writer/orders/linkedin/get/:id',
  params: orderParams,
  response: linkedinResponse,
});

export const uploadLinkedinDocument = defineCall({
  method: 'POST',
  path: '/api/writer/orders/linkedin/upload',
  body: z.strictObject({ order_id: idParam, data: optionalFile, taskId: z.literal(MODULE_IDS.finalLinkedin) }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

/** The success texts the screens show (spec 000 section 8); the writer's are ours. */
export const DOCUMENT_MESSAGES = {
  uploaded: 'Document Uploaded Successfully!',
  removed: 'Removed Successfully!',
  reviewSubmitted: 'Review Submitted Successfully!',
  revisionFinalized: 'Revision Finalized Successfully!',
  draftUploaded: 'Draft Uploaded Successfully!',
  finalUploaded: 'Final Documents Uploaded Successfully!',
} as const;
