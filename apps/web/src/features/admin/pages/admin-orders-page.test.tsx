import { screen, waitFor } from '@testing-library/react';
import type { AdminOrder } from '@portal/domain/admin-orders/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { focused, later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import AdminOrdersPage from './admin-orders-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = (id: string, number: number): AdminOrder => ({
  _id: id,
  number,
  packageName: 'Career Booster',
  services: ['Resume Writing'],
  customer: { _id: `c-${id}`, firstName: 'Carl', lastName: 'Customer', email: `carl-${number}@example.test` },
  writer: null,
  statusPercentage: 0,
  invoicePrice: 29900,
  invoiceCurrency: 'usd',
  hidden: false,
  overdue: false,
  waiting: false,
  dueDate: null,
  assignedAt: null,
  completedAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  assignment: null,
});

/** The site's orders as the server keeps them; a status filter of "open" leaves hidden orders out, as the server does. */
function serve(orders: AdminOrder[], { hideFails = false } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/api/admin/orders') {
      const listed = url.searchParams.get('status') === 'open' ? orders.filter((o) => !o.hidden) : orders;
      return json({ status: true, data: listed, total: listed.length, page: 1, limit: 20, hasMore: false });
    }
    if (url.pathname === '/api/admin/writers') return json({ status: true, data: [] });
    if (url.pathname === '/api/admin/orders/hide' && init?.method === 'POST') {
      await later();
      if (hideFails) return json({ message: 'Something went wrong', code: 'internal' }, 500);
      const body = JSON.parse(String(init.body)) as { order_id: string; hidden: boolean };
      const changed = orders.find((o) => o._id === body.order_id)!;
      changed.hidden = body.hidden;
      return json({ status: true, message: 'Order hidden', order: changed });
    }
    return json({ message: 'Not found' }, 404);
  });
}

const renderPage = (path = '/admin/orders') => renderWithApp(<AdminOrdersPage />, { path, routePath: '/admin/orders', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });

withFocusFixup();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('AdminOrdersPage: the focus after Hide and Show', () => {
  it('goes back to the order\'s button, which Hide made "Show", and back again', async () => {
    serve([order('o1', 1001), order('o2', 1002)]);
    renderPage();
    const dropped = pressFocused(await screen.findByRole('button', { name: 'Hide order #1001' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Show order #1001 again' })));
    // The browser had dropped the focus of the disabled button while the call ran.
    expect(dropped).toHaveBeenCalled();

    pressFocused(screen.getByRole('button', { name: 'Show order #1001 again' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Hide order #1001' })));
  });

  it('goes to the count of the list when the hidden order leaves it', async () => {
    serve([order('o1', 1001), order('o2', 1002)]);
    renderPage('/admin/orders?status=open');
    pressFocused(await screen.findByRole('button', { name: 'Hide order #1001' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /order #1001/ })).toBeNull());
    await waitFor(() => expect(focused()?.textContent).toBe('Orders: 1'));
  });

  it('goes back to the button when the call failed', async () => {
    serve([order('o1', 1001)], { hideFails: true });
    renderPage();
    pressFocused(await screen.findByRole('button', { name: 'Hide order #1001' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/admin/orders/hide')).toBe(true));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Hide order #1001' })));
  });
});
