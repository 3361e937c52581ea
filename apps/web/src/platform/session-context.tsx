import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUser, orderStatusSchema, sessionUserSchema, type SessionUser } from '@portal/domain/auth/calls';
import { useCallback } from 'react';
import type { z } from 'zod/mini';
import { ApiError, callApi } from './api-client';
import { answerInPage } from './answer-in-page';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type Session = { user: SessionUser; orders: OrderStatus[]; currency: string };
export type SessionStatus = 'unknown' | 'pending' | 'anonymous' | 'signed-in' | 'error';

export const sessionKey = ['session'] as const;

/**
 * The last signed-in user, kept across reloads. It is only a hint (a name to greet while the
 * lookup runs, the e-mail to offer on the sign-in form); access is decided by the server's answer
 * alone. An expired session (a 401) keeps it, as the specification restores the saved user; only
 * signing out forgets it (docs/decisions/008-user-hint-on-401.md).
 */
export function readUserHint(): SessionUser | null {
  const text = readStored(STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeUserHint(user: SessionUser | null): void {
  writeStored(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
}

/** Who is signed in, by the server's answer; null for nobody. */
export async function lookupSession(): Promise<Session | null> {
  try {
    // The answer the server put in the page for a signed-in visitor, once: it tells who was signed in
    // when the page was sent, so every later lookup (after signing in or out, a change of profile)
    // asks the API.
    const answer = answerInPage('session-answer', currentUser.response, { take: true }) ?? (await callApi(currentUser, { allowUnauthorized: true }));
    const session = answer.status ? { user: answer.user, orders: answer.orders, currency: answer.currency } : null;
    writeUserHint(session?.user ?? null);
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function storeSession(client: QueryClient, session: Session | null): void {
  if (session) writeUserHint(session.user);
  client.setQueryData(sessionKey, session);
}

/**
 * Forgets everything tied to the signed-in user; the route guard then sends them to /login. The
 * user hint stays unless they chose to sign out.
 */
export function endSession(client: QueryClient, options: { forgetUser?: boolean } = {}): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== sessionKey[0] });
  storeSession(client, null);
  if (options.forgetUser) writeUserHint(null);
}

/**
 * The session lookup (`GET /api/auth/user`): the guard reads it, and main.tsx starts it before the
 * first render on the paths that need it, beside the page's code.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: lookupSession,
  staleTime: Infinity,
  retry: false,
});

/**
 * Whether someone is signed in. The lookup only runs when `lookup` is true: the guard asks for it
 * on protected paths and skips it on public ones (spec 002 7.6).
 */
export function useSessionState(lookup: boolean) {
  const query = useQuery({ ...sessionQuery, enabled: lookup });
  let status: SessionStatus;
  if (query.data) status = 'signed-in';
  else if (query.data === null) status = 'anonymous';
  else if (query.isError) status = 'error';
  else status = lookup ? 'pending' : 'unknown';
  return { status, session: query.data ?? null, error: query.error, retry: query.refetch };
}

/** The signed-in session; pages behind the guard may rely on it. */
export function useSession(): Session {
  const { session } = useSessionState(false);
  if (!session) throw new Error('useSession is used outside a signed-in page');
  return session;
}

export function useSessionActions() {
  const client = useQueryClient();
  return {
    setSession: useCallback((session: Session | null) => storeSession(client, session), [client]),
    endSession: useCallback((options?: { forgetUser?: boolean }) => endSession(client, options), [client]),
    /** Asks the server again, e.g. after an auto-login set the cookie. */
    refreshSession: useCallback(() => client.fetchQuery({ ...sessionQuery, staleTime: 0 }), [client]),
  };
}
