import {
  callUrl,
  type CallBody,
  type CallContract,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@portal/domain/call';
import { genericErrorText, NetworkError } from '@portal/domain/errors';
import { takeAnswerOf } from './answer-in-page';

/** A request that got an answer other than 2xx. `body` is the server's `{ message, code, errors?, fieldCodes? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(genericErrorText(body ?? null));
    this.status = status;
    this.body = body;
  }

  /** The server's stable code (`invalid_login`, `not_found`): what the interface translates. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** Per-field stable codes, beside the per-field messages. */
  get fieldCodes(): Record<string, string> {
    const codes = (this.body as { fieldCodes?: unknown } | null)?.fieldCodes;
    if (typeof codes !== 'object' || codes === null || Array.isArray(codes)) return {};
    return Object.fromEntries(Object.entries(codes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  /** Per-field messages the server sent with a 400, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

export type CallOptions<C extends CallContract> = {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
  /** The caller handles a 401 itself (the login form, the user lookup at start). */
  allowUnauthorized?: boolean;
};

// Registered by the session layer: a 401 anywhere else means the session is gone.
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}
export function notifyUnauthorized(): void {
  onUnauthorized();
}

/** Every request carries it: the server refuses mutations without it (CSRF). */
export const REQUESTED_WITH = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export { callUrl };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export async function callApi<C extends CallContract>(contract: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> {
  if (contract.method === 'GET' && !contract.mutates) {
    // The page may carry this read's answer; it is checked by the contract as any answer is.
    const answer = takeAnswerOf(callUrl(contract, options));
    const inPage = answer === undefined ? null : contract.response.safeParse(answer);
    if (inPage?.success) return inPage.data as CallResponse<C>;
  }
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(callUrl(contract, options), {
      method: contract.method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...REQUESTED_WITH,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err instanceof Error ? err.message : 'No response');
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.allowUnauthorized) notifyUnauthorized();
    throw new ApiError(response.status, body);
  }
  // The server serializes with the same schema; parsing here applies defaults and keeps types honest.
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error(`Response of ${contract.method} ${contract.path} does not match its contract`, parsed.error.issues);
    throw new ApiError(response.status, { message: 'Unexpected response from the server' });
  }
  return parsed.data as CallResponse<C>;
}
