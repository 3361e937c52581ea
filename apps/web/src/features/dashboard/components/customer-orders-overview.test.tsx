import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSite } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeServer, makeListRow } from '../../orders/test-orders';
import { CustomerOrdersOverview } from './customer-orders-overview';

afterEach(() => vi.unstubAllGlobals());

function show(orders: ReturnType<typeof makeListRow>[], statuses: { _id: string; statusPercentage: number }[], site = makeSite()) {
  const server = fakeServer({
    'GET /api/customer/orders?include=statusOnly': { body: { status: true, orders: statuses } },
    'GET /api/customer/orders': { body: { status: true, orders, total: orders.length, page: 1, limit: 20, hasMore: false } },
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return renderWithApp(<CustomerOrdersOverview />, { path: '/dashboard', site });
}

const countOf = (label: string) => within(screen.getByText(label).parentElement!).getByText(/^\d+$/).textContent;

describe('CustomerOrdersOverview', () => {
  it('counts total, pending and completed (exactly 100) orders and lists them', async () => {
    const orders = [makeListRow({ _id: 'a', number: 7, statusPercentage: 100 }), makeListRow({ _id: 'b', number: 8, statusPercentage: 99 })];
    show(orders, [
      { _id: 'a', statusPercentage: 100 },
      { _id: 'b', statusPercentage: 99 },
      { _id: 'c', statusPercentage: 0 },
    ]);
    expect(await screen.findByText('Order #7', { exact: false })).toBeTruthy();
    expect(countOf('Total orders')).toBe('3');
    expect(countOf('Pending')).toBe('2');
    expect(countOf('Completed')).toBe('1');
    expect(screen.getAllByText('$249.00')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'View' })[0]!.getAttribute('href')).toBe('/orders/view/a');
  });

  it('hides prices when the site says so', async () => {
    const site = makeSite();
    site.website_settings.hide_customer_price = true;
    show([makeListRow()], [{ _id: 'o1', statusPercentage: 0 }], site);
    await screen.findByText('Career Booster');
    expect(screen.queryByText('$249.00')).toBeNull();
  });

  it('says when a customer has no orders, without a link to the ordering screen that is not built yet', async () => {
    show([], []);
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when the orders cannot be loaded', async () => {
    const server = fakeServer({ 'GET /api/customer/orders': { status: 500, body: { message: 'Internal Server Error' } } });
    vi.stubGlobal('fetch', server.fetchMock);
    renderWithApp(<CustomerOrdersOverview />, { path: '/dashboard' });
    expect(await screen.findByText('Your orders could not be loaded.', undefined, { timeout: 4000 })).toBeTruthy();
  });
});
