import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeServer, makeListRow } from '../test-orders';
import OrdersListPage from './orders-list-page';

afterEach(() => vi.unstubAllGlobals());

function show(orders: ReturnType<typeof makeListRow>[], total = orders.length, path = '/orders/list') {
  const server = fakeServer({ 'GET /api/customer/orders': { body: { status: true, orders, total, page: 1, limit: 20, hasMore: false } } });
  vi.stubGlobal('fetch', server.fetchMock);
  return { ...renderWithApp(<OrdersListPage />, { path, routePath: '/orders/list' }), server };
}

describe('OrdersListPage', () => {
  it('lists number, product, writer or No Writer Assigned, status and a View Order link', async () => {
    show([makeListRow({ _id: 'a', number: 11, writerName: 'Sam Writer', statusPercentage: 40 }), makeListRow({ _id: 'b', number: 12 })]);
    expect((await screen.findAllByText('#11')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Sam Writer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('No Writer Assigned').length).toBeGreaterThan(0);
    expect(screen.getAllByText('40%').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'View Order' })[0]!.getAttribute('href')).toBe('/orders/view/a');
  });

  it('says No Records Found when there are none', async () => {
    show([]);
    expect((await screen.findAllByText('No Records Found')).length).toBeGreaterThan(0);
  });

  it('asks for the page in the address and offers the others', async () => {
    const { server } = show([makeListRow()], 45, '/orders/list?page=2');
    await screen.findAllByText('Career Booster');
    expect(server.calls()[0]!.url).toBe('/api/customer/orders?page=2');
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });
});
