import { z } from 'zod/mini';
import { contentAnswer, contentArchiveBody, contentIdParams, contentListQuery, contentPage } from '../admin-content/calls';
import { defineCall, idParam, okResponse } from '../call';
import { SIGNATURE_DATA_URL_MAX_CHARS, SIGNATURE_EMPTY_MESSAGE, SIGNATURE_TOO_LARGE_MESSAGE } from './rules';

const orderIdParams = z.object({ id: idParam });

export const contractViewSchema = z.object({
  title: z.string(),
  /** The site's contract text as sanitized HTML (allow-listed tags only). */
  content: z.string(),
  signed: z.boolean(),
  signedAt: z.optional(z.string()),
  signerName: z.optional(z.string()),
  /** The stored signature image (readable through /api/file/{key}); absent for signatures without one. */
  signatureKey: z.optional(z.string()),
});
export type ContractView = z.infer<typeof contractViewSchema>;

/** The contract of an order, for its customer's signing page. */
export const getContract = defineCall({
  method: 'GET',
  path: '/api/customer/contract/data/:id',
  params: orderIdParams,
  response: z.object({ status: z.boolean(), data: contractViewSchema }),
});

/** Signs the order's contract with the pad's drawing: a 700x500 PNG as a data URL. */
export const signContract = defineCall({
  method: 'POST',
  path: '/api/customer/contract/:id',
  params: orderIdParams,
  body: z.strictObject({
    data: z.string().check(z.minLength(1, SIGNATURE_EMPTY_MESSAGE), z.maxLength(SIGNATURE_DATA_URL_MAX_CHARS, SIGNATURE_TOO_LARGE_MESSAGE)),
  }),
  response: okResponse,
});

/** The signed contract as a PDF attachment ("Contract-<order number>.pdf"); not JSON. */
export const downloadContract = defineCall({
  method: 'GET',
  path: '/api/customer/contract/download/:id',
  params: orderIdParams,
  response: z.unknown(),
});

// ---- The admin's contract texts ----

export const CONTRACT_ADMIN_MESSAGES = {
  notFound: 'Contract not found',
  titleRequired: 'Title is required',
  textRequired: 'Write the contract text',
} as const;

export const CONTRACT_TITLE_MAX = 200;
export const CONTRACT_HTML_MAX = 200_000;

export const contractBody = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, CONTRACT_ADMIN_MESSAGES.titleRequired), z.maxLength(CONTRACT_TITLE_MAX)),
  contentHtml: z.string().check(z.trim(), z.minLength(1, CONTRACT_ADMIN_MESSAGES.textRequired), z.maxLength(CONTRACT_HTML_MAX)),
});
export type ContractBody = z.input<typeof contractBody>;

export const adminContractSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Sanitized when saved. */
  contentHtml: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;

export const listAdminContracts = defineCall({ method: 'GET', path: '/api/admin/contracts', query: contentListQuery, response: contentPage(adminContractSchema) });
export const getAdminContract = defineCall({ method: 'GET', path: '/api/admin/contracts/:id', params: contentIdParams, response: z.omit(contentAnswer(adminContractSchema), { message: true }) });
export const createContract = defineCall({ method: 'POST', path: '/api/admin/contracts', body: contractBody, response: contentAnswer(adminContractSchema) });
/** Writes a new version (a new id) and archives this one; the packages that named it name the new one. */
export const updateContract = defineCall({ method: 'PUT', path: '/api/admin/contracts/:id', params: contentIdParams, body: contractBody, response: contentAnswer(adminContractSchema) });
export const archiveContract = defineCall({
  method: 'POST',
  path: '/api/admin/contracts/:id/archive',
  params: contentIdParams,
  body: contentArchiveBody,
  response: contentAnswer(adminContractSchema),
});
