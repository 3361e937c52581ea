import { screen, waitFor } from '@testing-library/react';
import type { Invitation, PersonRow } from '@portal/domain/people/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { focused, later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import PeoplePage from './people-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (id: string, email: string): PersonRow => ({ _id: id, email, firstName: 'Carl', lastName: 'Customer', role: 'user', deactivated: false, createdAt: '2026-01-02T10:00:00.000Z', openOrders: null });
const invitation = (id: string, email: string): Invitation => ({ _id: id, email, role: 'writer', createdAt: '2026-01-02T10:00:00.000Z', expiresAt: '2026-01-09T10:00:00.000Z', expired: false });

function serve(people: PersonRow[], invitations: Invitation[], { resendFails = false } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/api/admin/people') return json({ status: true, data: people, total: people.length, page: 1, limit: 20, hasMore: false });
    if (url.pathname === '/api/admin/invitations') return json({ status: true, data: invitations });
    if (url.pathname === '/api/admin/people/deactivate' && init?.method === 'POST') {
      await later();
      const body = JSON.parse(String(init.body)) as { user_id: string; deactivated: boolean };
      const changed = people.find((p) => p._id === body.user_id)!;
      changed.deactivated = body.deactivated;
      return json({ status: true, message: 'Account deactivated: its sessions have ended', person: changed });
    }
    const resend = /^\/api\/admin\/invitations\/([^/]+)\/resend$/.exec(url.pathname);
    if (resend && init?.method === 'POST') {
      await later();
      if (resendFails) return json({ message: 'This invitation was already accepted', code: 'conflict' }, 409);
      return json({ status: true, message: 'Invitation sent again', invitation: invitations.find((i) => i._id === resend[1]) });
    }
    return json({ message: 'Not found' }, 404);
  });
}

const renderPage = (path = '/admin/people') => renderWithApp(<PeoplePage />, { path, routePath: '/admin/people', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });

withFocusFixup();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PeoplePage: the focus after an action on a row', () => {
  it('goes back to the person\'s button after Deactivate, now "Reactivate", and after Reactivate', async () => {
    serve([person('u1', 'carl@example.test'), person('u2', 'cora@example.test')], []);
    renderPage();
    const dropped = pressFocused(await screen.findByRole('button', { name: 'Deactivate carl@example.test' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Reactivate carl@example.test' })));
    expect(dropped).toHaveBeenCalled();

    pressFocused(screen.getByRole('button', { name: 'Reactivate carl@example.test' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Deactivate carl@example.test' })));
  });

  it('asks before deactivating a writer with open orders, saying how many stay theirs; Cancel changes nothing', async () => {
    const writer: PersonRow = { ...person('w1', 'wendy@example.test'), firstName: 'Wendy', lastName: 'Parker', role: 'writer', openOrders: 3 };
    serve([writer], []);
    renderPage();
    (await screen.findByRole('button', { name: 'Deactivate wendy@example.test' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Wendy Parker?' });
    expect(dialog.textContent).toContain('Wendy Parker still has 3 open orders.');
    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/deactivate'))).toBe(false);
    screen.getByRole('button', { name: 'Deactivate wendy@example.test' }).click();
    await screen.findByRole('dialog');
    screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!.click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reactivate wendy@example.test' })).toBeTruthy());
  });

  it('goes back to "Send again" after the invitation is sent again', async () => {
    serve([], [invitation('i1', 'wendy@example.test'), invitation('i2', 'walt@example.test')]);
    renderPage('/admin/people?tab=invitations');
    const dropped = pressFocused(await screen.findByRole('button', { name: 'Send again: walt@example.test' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/admin/invitations/i2/resend')).toBe(true));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Send again: walt@example.test' })));
    expect(dropped).toHaveBeenCalled();
  });

  it('goes back to "Send again" when sending failed', async () => {
    serve([], [invitation('i1', 'wendy@example.test')], { resendFails: true });
    renderPage('/admin/people?tab=invitations');
    const dropped = pressFocused(await screen.findByRole('button', { name: 'Send again: wendy@example.test' }));
    await waitFor(() => expect(dropped).toHaveBeenCalled());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Send again: wendy@example.test' })));
  });
});
