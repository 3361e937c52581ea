import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const BAD_TEXT = 'Text must not contain NUL characters or broken (unpaired surrogate) characters';

// A NUL, or a UTF-16 half without its other half: PostgreSQL cannot store either in text or jsonb.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`answers.3.value`) of the first string, or key, that holds such a character; null if none. */
export function badTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return BAD_CHAR.test(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextPath(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (BAD_CHAR.test(key)) return at;
      const found = badTextPath(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every route, every input: such text is refused with a 400 naming the field, before any handler
 * could try to store it (and fail with a 500). File names are checked where uploads are read.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.is404) return;
    for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
      const at = badTextPath(value);
      if (at) throw new AppError('bad_request', BAD_TEXT, { [part === 'body' ? at : `${part}.${at}`]: BAD_TEXT }, 'bad_text');
    }
  });
}
