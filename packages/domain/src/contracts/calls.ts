import { z } from 'zod';
import { defineCall, idParam, okResponse } from '../call';
import { SIGNATURE_DATA_URL_MAX_CHARS, SIGNATURE_EMPTY_MESSAGE, SIGNATURE_TOO_LARGE_MESSAGE } from './rules';

const orderIdParams = z.object({ id: idParam });

export const contractViewSchema = z.object({
  title: z.string(),
  /** The site's contract text as sanitized HTML (allow-listed tags only). */
  content: z.string(),
  signed: z.boolean(),
  signedAt: z.string().optional(),
  signerName: z.string().optional(),
  /** The stored signature image (readable through /api/file/{key}); absent for signatures without one. */
  signatureKey: z.string().optional(),
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
    data: z.string().min(1, SIGNATURE_EMPTY_MESSAGE).max(SIGNATURE_DATA_URL_MAX_CHARS, SIGNATURE_TOO_LARGE_MESSAGE),
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
