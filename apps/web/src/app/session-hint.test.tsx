import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app-harness';
import { makeUser } from '../test/fixtures';
import { readUserHint } from '../platform/session-context';
import { STORAGE_KEYS, writeStored } from '../platform/storage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the saved user on a 401 (docs/decisions/008-user-hint-on-401.md)', () => {
  it('an expired session signs out but keeps the saved user, whose e-mail the sign-in form offers', async () => {
    writeStored(STORAGE_KEYS.user, JSON.stringify(makeUser({ email: 'jordan@example.com', firstName: 'Jordan' })));
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Please sign in to continue', code: 'unauthorized' })));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByDisplayValue('jordan@example.com')).toBeTruthy();
    expect(readUserHint()?.email).toBe('jordan@example.com');
  });

  it('signing out forgets the saved user', async () => {
    writeStored(STORAGE_KEYS.user, JSON.stringify(makeUser({ email: 'jordan@example.com' })));
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { status: true })));
    const { router } = renderApp('/logout', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readUserHint()).toBeNull();
  });
});
