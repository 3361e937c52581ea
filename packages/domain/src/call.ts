import { z } from 'zod';

/**
 * One contract per API call, shared by server and client: the server validates requests and
 * serializes responses with it, the web client builds its typed fetchers and form schemas from it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type CallContract = {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/customer/orders/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** A GET the spec uses for a change (logout, auto-login, deletions): it needs the CSRF header. */
  mutates?: boolean;
};

export function defineCall<const C extends CallContract>(contract: C): C {
  return contract;
}

export type CallParams<C extends CallContract> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;
export type CallQuery<C extends CallContract> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type CallBody<C extends CallContract> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type CallResponse<C extends CallContract> = z.output<C['response']>;

/** Fills `:name` segments; optional segments (`:service?`) are dropped when absent. */
export function buildPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** Ids are opaque strings: refuse anything that could not be one before it reaches a query. */
export const idParam = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const okResponse = z.object({ status: z.boolean(), message: z.string().optional() });
