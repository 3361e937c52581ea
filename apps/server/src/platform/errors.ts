import { errorStatus, type ErrorCode } from '@portal/domain/errors';

/** Thrown by services; the one error handler turns it into `{ message, errors? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (what = 'You are not allowed to do this') => new AppError('forbidden', what);
export const badRequest = (message: string, errors?: Record<string, string>) => new AppError('bad_request', message, errors);
export const ruleBroken = (message: string, errors?: Record<string, string>) => new AppError('rule_broken', message, errors);
