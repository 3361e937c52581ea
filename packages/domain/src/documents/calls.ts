import { z } from 'zod';
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
export const fileInputSchema = fileRefSchema.extend({
  key: idParam,
  originalname: z.string().max(255).optional(),
  mimetype: z.string().max(255).optional(),
});
export type FileInput = z.infer<typeof fileInputSchema>;

const fileList = z.array(fileInputSchema).max(MAX_FILES_PER_UPLOAD);
const optionalFile = fileInputSchema.nullish();

const serviceOrderParams = z.object({ serviceId: idParam, orderId: idParam });
const writerServiceParams = z.object({ serviceId: idParam, id: idParam });
const orderParams = z.object({ id: idParam });

// ---- Previous documents ----

export const previousFilesSchema = z.object({ files: z.array(fileRefSchema), updatedAt: z.string() });
export type PreviousFiles = z.infer<typeof previousFilesSchema>;
const previousFilesResponse = z.object({ status: z.boolean(), data: previousFilesSchema.nullable() });

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
    uploadedFiles: fileList.default([]),
    deletedFiles: z.array(idParam).max(100).default([]),
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
export const customerDraftSchema = draftSchema.omit({ adminApproval: true });
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
    reviewedByUser: z.boolean().optional(),
    rating: z.number().int().min(0).max(5).nullish(),
    review: z.string().max(REVIEW_MAX_LENGTH).nullish(),
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
      additionalFiles: fileList.optional(),
      notes: z.string().max(NOTES_MAX_LENGTH).optional(),
    }),
  }),
  response: z.object({ status: z.boolean(), message: z.string(), draft: writerDraftSchema }),
});

// ---- Final documents ----

export const finalDocumentSchema = z.object({
  dataWord: fileRefSchema.nullish(),
  dataPdf: fileRefSchema.nullish(),
  otherFiles: z.array(fileRefSchema),
  writerNotes: z.string().optional(),
  updatedAt: z.string(),
});
export type FinalDocument = z.infer<typeof finalDocumentSchema>;
const finalResponse = z.object({ status: z.boolean(), data: finalDocumentSchema.nullable() });

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
    otherFiles: fileList.optional(),
    notes: z.string().max(NOTES_MAX_LENGTH).optional(),
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
const linkedinResponse = z.object({ status: z.boolean(), data: linkedinDocumentSchema.nullable() });

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
