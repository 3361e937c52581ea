import { screen, within } from '@testing-library/react';
import type { OrderListRow } from '@portal/domain/orders/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import ReviewerOrdersView from './reviewer-orders-view';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const base: OrderListRow = {
  _id: 'o1',
  number: 1003,
  package: { packageName: 'Career Booster', packageServices: [] },
  statusPercentage: 33,
  createdAt: '2026-03-04T10:00:00.000Z',
  customerEmail: 'jordan@example.test',
  customer: { _id: 'c1', firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.test' },
  writer: { _id: 'w1', firstName: 'Wendy', lastName: 'Parker', email: 'wendy@example.test' },
};

const session = { user: makeUser({ role: 'reviewer' }), orders: [], currency: 'usd' };

describe('ReviewerOrdersView', () => {
  it('shows customer and writer names with e-mails, No Writer Assigned, and only View links', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 2, page: 1, limit: 20, hasMore: false, orders: [base, { ...base, _id: 'o2', number: 1001, writer: null }] }));
    renderWithApp(<ReviewerOrdersView />, { path: '/orders/list', session });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('jordan@example.test')).toHaveLength(2);
    expect(within(table).getByText('wendy@example.test')).toBeTruthy();
    expect(within(table).getByText('No Writer Assigned')).toBeTruthy();
    expect(within(table).getAllByText('03/04/2026')).toHaveLength(2);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/orders/view/o1', '/orders/view/o2']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/reviewer/orders?page=1&limit=20');
  });

  it("writes the dates in the reader's language: MM/DD/YYYY in English, DD.MM.YYYY in German", async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 1, page: 1, limit: 20, hasMore: false, orders: [base] }));
    await changeLanguage('de', false);
    try {
      renderWithApp(<ReviewerOrdersView />, { path: '/orders/list', session });
      const table = await screen.findByRole('table');
      expect(within(table).getByText('04.03.2026')).toBeTruthy();
      expect(within(table).queryByText('03/04/2026')).toBeNull();
    } finally {
      await changeLanguage('en', false);
    }
  });

  it('shows No Records Found for an empty site', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 0, page: 1, limit: 20, hasMore: false, orders: [] }));
    renderWithApp(<ReviewerOrdersView />, { path: '/orders/list', session });
    expect(await screen.findByText('No Records Found')).toBeTruthy();
  });
});
