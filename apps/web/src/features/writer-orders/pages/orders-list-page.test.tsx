import type { Role } from '@portal/domain/auth/calls';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import OrdersListPage from './orders-list-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: true, total: 0, page: 1, limit: 20, hasMore: false, orders: [] }), { headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

// Each role's screen is a lazy chunk the test waits for as the customer's case does: its first
// import is compiled on the spot, which takes more than a second on a busy machine.
const loaded = { timeout: 5000 };

const renderAs = (role: Role) => renderWithApp(<OrdersListPage />, { path: '/orders/list', session: { user: makeUser({ role }), orders: [], currency: 'usd' } });

describe('/orders/list by role', () => {
  it('gives customers their own orders', async () => {
    renderAs('user');
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => String(call[0]).startsWith('/api/customer/orders'))).toBe(true), { timeout: 5000 });
  });

  it('gives writers their assigned orders', async () => {
    renderAs('writer');
    expect(await screen.findByText('Orders assigned to you', undefined, loaded)).toBeTruthy();
    // The heading can be drawn before the list's query has sent its call: wait for the call itself.
    await waitFor(() => expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/writer/orders'), loaded);
  });

  it.each(['reviewer', 'admin'] as const)('gives %s the read-only list of every order', async (role) => {
    renderAs(role);
    expect(await screen.findByText('Every order of the site (read-only)', undefined, loaded)).toBeTruthy();
    await waitFor(() => expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/reviewer/orders'), loaded);
  });
});
