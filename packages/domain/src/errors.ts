import { z } from 'zod/mini';

export const ERROR_CODES = ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type', 'rule_broken', 'rate_limited', 'internal'] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Specific reasons a server error names in `code` instead of its category: each one has its text in
 * every language of the web client (common.json `errors.codes`), so the server may only use these.
 */
export const ERROR_REASONS = [
  'invalid_login',
  'too_many_logins',
  'too_many_attempts',
  'invalid_reset_code',
  'too_many_uploads',
  'too_many_uploads_at_once',
  'bad_text',
  'email_taken',
  'wrong_current_password',
  'not_an_image',
  'coupon_invalid',
  'coupon_used_up',
  'coupon_customer_limit',
  'coupon_expired',
  'payment_declined',
  'amount_mismatch',
  /** A refund of more than is left of its payment (422, on the `amount` field). */
  'refund_too_much',
  'custom_checkout_inconsistent',
  'resume_unreadable',
  /** A screen's feature the site has switched off (404): the client reads the site's settings again. */
  'page_unavailable',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

// One status per code so the server's error handler and the client agree on what a status means.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_broken: 422,
  rate_limited: 429,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/**
 * Every error answer. `code` is stable (a category such as `not_found`, or a reason such as
 * `invalid_login`) and `fieldCodes` gives one per field: clients translate by these, never by the
 * English `message`. `error` repeats the message on a 401, the field the specification names.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  fieldCodes: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const GENERIC_ERROR_TEXT = 'Please Try Again Later!';
export const TIMEOUT_TEXT = 'Timeout!';

// Thrown by the client when a request got no response at all (offline, DNS, aborted by a timeout).
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The texts of an `errors` value, as forms list them: an object gives its values, an array its items.
 * Nested arrays (several messages for one field) are flattened; anything that is not text is skipped.
 */
export function errorMessages(errors: unknown): string[] {
  const values = Array.isArray(errors) ? errors : isRecord(errors) ? Object.values(errors) : [errors];
  return values.flatMap((value) => {
    if (Array.isArray(value)) return errorMessages(value);
    const text = nonBlank(value);
    return text === null ? [] : [text];
  });
}

function hasNoResponse(err: unknown): boolean {
  if (err instanceof NetworkError) return true;
  // fetch rejects with a TypeError when the request never got an answer.
  if (err instanceof TypeError) return true;
  if (!isRecord(err)) return false;
  if (err.noResponse === true) return true;
  return err.name === 'AbortError' || err.name === 'TimeoutError';
}

/**
 * The text shown for a failed request (spec 000 section 8): the first available of message,
 * data.message, data.error, error and errors (one line per value), else a generic text.
 */
export function genericErrorText(err: unknown): string {
  if (hasNoResponse(err)) return TIMEOUT_TEXT;
  const direct = nonBlank(err);
  if (direct !== null) return direct;
  if (!isRecord(err)) return GENERIC_ERROR_TEXT;

  const data = isRecord(err.data) ? err.data : {};
  const text = nonBlank(err.message) ?? nonBlank(data.message) ?? nonBlank(data.error) ?? nonBlank(err.error);
  if (text !== null) return text;

  const list = errorMessages(err.errors ?? null);
  return list.length > 0 ? list.join('\n') : GENERIC_ERROR_TEXT;
}
