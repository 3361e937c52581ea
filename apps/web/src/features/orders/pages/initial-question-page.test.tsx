import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landing, renderWithApp } from '../../../test/render';
import { fakeServer, makeDetail, makeOrder } from '../test-orders';
import InitialQuestionPage from './initial-question-page';

afterEach(() => vi.unstubAllGlobals());

function start(path = '/order/o1/initial-question', order = makeOrder({ customer_industries: undefined, years_of_experience: undefined, contract_signed: false })) {
  const server = fakeServer({
    'GET /api/customer/orders/o1': { body: makeDetail(order) },
    'PATCH /api/customer/orders/o1': { body: { statusCode: 200, status: true, message: 'Order Updated Successfully' } },
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const view = renderWithApp(<InitialQuestionPage />, { path, routePath: '/order/:orderId/initial-question', routes: [landing('/contract/fill/:id')] });
  return { ...view, server };
}

const pick = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('InitialQuestionPage', () => {
  it('shows "Order created successfully." after checkout, once: the marker leaves the address', async () => {
    const { router } = start('/order/o1/initial-question?showSuccess=true');
    expect(await screen.findByText('Order created successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Order created successfully.')).toBeTruthy();
  });

  it('keeps the chosen industries and level across a reload, and forgets them once saved', async () => {
    const first = start();
    await screen.findByRole('button', { name: 'Legal' });
    pick('Legal');
    pick('Sales');
    pick('Next');
    fireEvent.click(screen.getByRole('radio', { name: 'Director (10-15)' }));
    first.unmount();

    const { server } = start();
    expect((await screen.findByRole('radio', { name: 'Director (10-15)' })).getAttribute('aria-checked')).toBe('true');
    pick('Back');
    expect(screen.getByRole('button', { name: 'Legal' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-pressed')).toBe('true');
    pick('Next');
    pick('Submit');
    expect(await screen.findByText('landed on /contract/fill/:id')).toBeTruthy();
    expect(server.calls().find((call) => call.method === 'PATCH')?.body).toEqual({ customer_industries: ['Legal', 'Sales'], years_of_experience: 'director' });
    expect(localStorage.getItem('initial-questions:o1')).toBeNull();
  });

  it('needs one industry before going on, and refuses a fourth', async () => {
    start();
    await screen.findByRole('button', { name: 'Legal' });
    pick('Next');
    expect(await screen.findByText('You should select 1-3 industries')).toBeTruthy();
    for (const name of ['Legal', 'Sales', 'Retail']) pick(name);
    expect(screen.getByRole('button', { name: 'Retail' }).getAttribute('aria-pressed')).toBe('true');
    pick('Other');
    expect(await screen.findByText("You Can't Select More Than 3 Industries")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Other' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
  });

  it('asks for the experience level, saves the answers and goes on to the contract', async () => {
    const { server } = start();
    await screen.findByRole('button', { name: 'Information Technology' });
    pick('Information Technology');
    pick('Next');
    pick('Submit');
    expect(await screen.findByText('You must select one of the answers!')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Director (10-15)' }));
    pick('Submit');
    expect(await screen.findByText('landed on /contract/fill/:id')).toBeTruthy();
    const patch = server.calls().find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/customer/orders/o1', body: { customer_industries: ['Information Technology'], years_of_experience: 'director' } });
  });

  it('shows the server error and stays', async () => {
    const server = fakeServer({
      'GET /api/customer/orders/o1': { body: makeDetail(makeOrder({ customer_industries: undefined, years_of_experience: undefined })) },
      'PATCH /api/customer/orders/o1': { status: 400, body: { message: 'You should select 1-3 industries' } },
    });
    vi.stubGlobal('fetch', server.fetchMock);
    renderWithApp(<InitialQuestionPage />, { path: '/order/o1/initial-question', routePath: '/order/:orderId/initial-question' });
    await screen.findByRole('button', { name: 'Legal' });
    pick('Legal');
    pick('Next');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    pick('Submit');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You should select 1-3 industries'));
  });
});
