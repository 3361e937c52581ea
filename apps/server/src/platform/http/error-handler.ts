import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorCode } from '@portal/domain/errors';
import { AppError } from '../errors';

/**
 * One place that turns any failure into `{ message, code, errors?, fieldCodes? }`; 5xx details
 * never leave the server. `code` and `fieldCodes` are stable: the client translates by them, never
 * by the English `message`. A 401 also carries `error`, the field the specification names.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({
        message: err.message,
        code: err.reason ?? err.code,
        ...(err.status === 401 ? { error: err.message } : {}),
        ...(err.errors ? { errors: err.errors, fieldCodes: Object.fromEntries(Object.keys(err.errors).map((f) => [f, err.reason ?? err.code])) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      const fieldCodes: Record<string, string> = {};
      // Each issue comes as fastify-type-provider-zod shapes it: zod's code as `keyword`, the rest of
      // the zod issue (an unknown key's `keys`, a limit's `maximum`) as `params`.
      for (const issue of err.validation) {
        const field = fieldName(issue.instancePath, issue.params as { keys?: string[] } | undefined);
        errors[field] ??= issue.message ?? 'Invalid value';
        fieldCodes[field] ??= issue.keyword || 'invalid';
      }
      const first = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send({ message: first, code: 'invalid_input', errors, fieldCodes });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its contract');
      return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(err, status), code: frameworkCode(status) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
  });
}

const frameworkCode = (status: number): ErrorCode => (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'bad_request';

function fieldName(instancePath: string, params?: { keys?: string[] }): string {
  if (params?.keys?.length) return params.keys.join(',');
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

// Framework messages are safe but terse; give the common ones plain words.
function clientMessage(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is not valid JSON';
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 429) return 'Too many requests. Please wait a few minutes and try again.';
  return err.message || 'Bad request';
}
