import { screen, waitFor } from '@testing-library/react';
import type { AuditEntry } from '@portal/domain/audit/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { focused, later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import AuditLogPage from './audit-log-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOTAL = 30;
const entry = (n: number): AuditEntry => ({
  _id: `a${n}`,
  at: '2026-01-02T10:00:00.000Z',
  actor: { _id: 'admin-1', name: 'Ada Admin', email: 'admin@example.test' },
  action: 'order.hidden',
  target: { type: 'order', _id: `o${n}`, label: `#${1000 + n}` },
  summary: `Order #${1000 + n} hidden`,
  details: {},
});

/** 30 entries, 25 a page: page 2 is the last. */
function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname !== '/api/admin/audit') return json({ message: 'Not found' }, 404);
    await later();
    const page = Number(url.searchParams.get('page'));
    const numbers = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * 25, page * 25);
    return json({ status: true, data: numbers.map(entry), total: TOTAL, page, limit: 25, hasMore: page * 25 < TOTAL });
  });
}

withFocusFixup();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('AuditLogPage: the focus after paging', () => {
  it('goes to the count above the new page when "Next page" led to the last one (and is disabled there)', async () => {
    serve();
    renderWithApp(<AuditLogPage />, { path: '/admin/audit', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });
    expect(await screen.findByText('Order #1001 hidden')).toBeTruthy();
    pressFocused(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Order #1026 hidden')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('audit-count')));
    expect(focused()?.textContent).toBe('Entries: 30');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    // And back: the count again, above the first page.
    pressFocused(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Order #1001 hidden')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('audit-count')));
  });

  it('leaves the focus alone when the page did not change', async () => {
    serve();
    renderWithApp(<AuditLogPage />, { path: '/admin/audit', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });
    expect(await screen.findByText('Order #1001 hidden')).toBeTruthy();
    expect(focused()).toBeNull();
  });
});
