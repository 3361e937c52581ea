import { z } from 'zod/mini';

/**
 * One contract per API call, shared by server and client: the server validates requests and
 * serializes responses with it, the web client builds its typed fetchers and form schemas from it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type CallContract = {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/customer/orders/:id`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** A GET the spec uses for a change (logout, auto-login, deletions): it needs the CSRF header. */
  mutates?: boolean;
};

export function defineCall<const C extends CallContract>(contract: C): C {
  return contract;
}

export type CallParams<C extends CallContract> = C['params'] extends z.ZodMiniType ? z.input<C['params']> : undefined;
export type CallQuery<C extends CallContract> = C['query'] extends z.ZodMiniType ? z.input<C['query']> : undefined;
export type CallBody<C extends CallContract> = C['body'] extends z.ZodMiniType ? z.input<C['body']> : undefined;
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

/** `?a=1&b=x` of the given values, leaving out empty ones; '' when none is left. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of one call: the web client asks it, and the server names an answer it puts in a page
 * by it (the client finds that answer by the same address, so both must spell it the same way).
 */
export function callUrl<C extends CallContract>(contract: C, options: { params?: CallParams<C>; query?: CallQuery<C> } = {}): string {
  const params = options.params as Record<string, string | number | undefined> | undefined;
  return buildPath(contract.path, params) + queryString(options.query as Record<string, unknown> | undefined);
}

/** Ids are opaque strings: refuse anything that could not be one before it reaches a query. */
export const idParam = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'));

export const okResponse = z.object({ status: z.boolean(), message: z.optional(z.string()) });
