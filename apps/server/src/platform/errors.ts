import { errorStatus, type ErrorCode, type ErrorReason } from '@portal/domain/errors';

/**
 * Thrown by services; the one error handler turns it into `{ message, code, errors? }` with its
 * status. `reason` is the stable code a client translates (`invalid_login`); without one the
 * category (`not_found`) is the code. The English message is for logs and API clients.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
/** A 404 for a feature the site has switched off: the client then reads the site's settings again (query-client.ts). */
export const pageUnavailable = (what: string) => new AppError('not_found', what, undefined, 'page_unavailable');
export const forbidden = (what = 'You are not allowed to do this') => new AppError('forbidden', what);
export const badRequest = (message: string, errors?: Record<string, string>, reason?: ErrorReason) => new AppError('bad_request', message, errors, reason);
export const ruleBroken = (message: string, errors?: Record<string, string>, reason?: ErrorReason) => new AppError('rule_broken', message, errors, reason);
