import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSite } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import { fakeServer, makeDetail, makeOrder } from '../test-orders';
import { rememberOrderVisit } from '../visited-orders';
import { customerOrderQuery } from '../api';
import OrderViewPage from './order-view-page';

afterEach(() => vi.unstubAllGlobals());

function open(order = makeOrder(), options: { site?: ReturnType<typeof makeSite>; status?: number } = {}) {
  const server = fakeServer({
    'GET /api/customer/orders/o1': options.status ? { status: options.status, body: { message: 'Order not found' } } : { body: makeDetail(order) },
    'PATCH /api/customer/orders/noShow/o1': { body: { status: true } },
    'PATCH /api/orders/o1/save-feedback': { body: { status: true } },
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const view = renderWithApp(<OrderViewPage />, {
    path: '/orders/view/o1',
    routePath: '/orders/view/:id',
    site: options.site,
    routes: [landing('/order/:orderId/initial-question'), landing('/contract/fill/:id'), landing('/orders/previous-document/:serviceId/:id')],
  });
  return { ...view, server };
}

describe('OrderViewPage', () => {
  it('sends an order without initial answers to the initial questions', async () => {
    open(makeOrder({ customer_industries: [] }));
    expect(await screen.findByText('landed on /order/:orderId/initial-question')).toBeTruthy();
  });

  it('sends an unsigned order to the contract', async () => {
    open(makeOrder({ contract_signed: false }));
    expect(await screen.findByText('landed on /contract/fill/:id')).toBeTruthy();
  });

  it('decides where to go on the answer it asked for, not on a copy cached before the contract was signed', async () => {
    rememberOrderVisit('o1');
    let order = makeOrder({ contract_signed: false });
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/customer/orders/o1': () => ({ body: makeDetail(order) }) }).fetchMock);
    const { router, client } = renderWithApp(<OrderViewPage />, { path: '/orders/view/o1', routePath: '/orders/view/:id', routes: [landing('/contract/fill/:id')] });
    expect(await screen.findByText('landed on /contract/fill/:id')).toBeTruthy();
    // Signed meanwhile: signing marks the cached copy out of date; the server's answer says signed.
    order = makeOrder();
    await client.invalidateQueries();
    await act(() => router.navigate('/orders/view/o1'));
    expect(await screen.findByText('Order #1003')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/view/o1');
  });

  it('keeps the order on screen while it is read again, when its first answer came before the page', async () => {
    rememberOrderVisit('o1');
    let answers = 0;
    const server = fakeServer({ 'GET /api/customer/orders/o1': () => ({ body: makeDetail(makeOrder({ statusPercentage: 100 })) }) });
    // The second reading never answers: what the page shows meanwhile is what is asserted.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (++answers > 1 ? new Promise(() => {}) : server.fetchMock(input, init)));
    const { router, client } = renderWithApp(<OrderViewPage />, { path: '/elsewhere', routePath: '/orders/view/:id' });
    // As the app's client: an answer stays fresh for 30 s, so the page does not ask again on mounting.
    client.setDefaultOptions({ queries: { staleTime: 30_000, retry: false } });
    // As main.tsx does at start: the order is asked for before its page renders.
    await client.prefetchQuery(customerOrderQuery('o1'));
    await act(() => router.navigate('/orders/view/o1'));
    expect(await screen.findByText('Congratulations!')).toBeTruthy();
    await act(async () => {
      void client.invalidateQueries();
      // Long enough for the query to tell the page it is reading again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(client.isFetching()).toBe(1);
    expect(screen.getByText('Order #1003')).toBeTruthy();
    expect(screen.getByText('Congratulations!')).toBeTruthy();
  });

  it('sends the first visit of a fresh order to its first module', async () => {
    open();
    expect(await screen.findByText('landed on /orders/previous-document/:serviceId/:id', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('shows the order with its services, the first unfinished one open', async () => {
    rememberOrderVisit('o1');
    const order = makeOrder({
      statusPercentage: 67,
      writerName: 'Sam Writer',
      completed_tasks: [
        { taskId: 'previous_document', serviceId: 's1' },
        { taskId: 'final_document', serviceId: 's1' },
      ],
    });
    open(order);
    expect(await screen.findByText('Order #1003')).toBeTruthy();
    expect(screen.getByText('Sam Writer')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download contract/ }).getAttribute('href')).toBe('/api/customer/contract/download/o1');
    expect(screen.getByRole('link', { name: /Interview guide/ }).getAttribute('href')).toBe('/api/file/download/guide-key');
    const resume = screen.getByRole('button', { name: /Resume Writing/ });
    const cover = screen.getByRole('button', { name: /Cover Letter/ });
    expect(within(resume).getByText('Completed')).toBeTruthy();
    expect(within(cover).getByText('Needs Action')).toBeTruthy();
    expect(resume.getAttribute('aria-expanded')).toBe('false');
    expect(cover.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Answer' }).getAttribute('href')).toBe('/orders/questionnaire/o1/cover-q/s2');
  });

  it('says No Writer Assigned and answers "Order not found" for a missing order', async () => {
    rememberOrderVisit('o1');
    open();
    expect(await screen.findByText('No Writer Assigned')).toBeTruthy();
    vi.unstubAllGlobals();
    open(makeOrder(), { status: 404 });
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });

  it('congratulates on a completed card order and saves "Don\'t show this again"', async () => {
    rememberOrderVisit('o1');
    const { server } = open(makeOrder({ statusPercentage: 100 }));
    expect(await screen.findByText('Congratulations!')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show this again" }));
    await waitFor(() => expect(server.calls().some((call) => call.method === 'PATCH')).toBe(true));
    expect(server.calls().find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/customer/orders/noShow/o1', body: { noShowCheck: true, clientId: 'client-1' } });
  });

  // The page opens the dialog by itself: no control to give the focus back to, it fell to the body.
  it.each([
    ['its Close button', () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))],
    ['the X', () => fireEvent.click(document.querySelector<HTMLElement>('.mantine-Modal-close')!)],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('gives the focus to the order\'s title when the congratulations close with %s', async (_how, close) => {
    rememberOrderVisit('o1');
    open(makeOrder({ statusPercentage: 100 }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    close();
    const title = screen.getByRole('heading', { level: 1, name: 'Order #1003' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('tabindex')).toBe('-1');
  });

  it('congratulates on a completed order paid with mobile money too', async () => {
    rememberOrderVisit('o1');
    open(makeOrder({ statusPercentage: 100, invoiceCurrency: 'ngn' }));
    expect(await screen.findByText('Congratulations!')).toBeTruthy();
  });

  it('does not congratulate when the customer said so before', async () => {
    rememberOrderVisit('o1');
    open(makeOrder({ statusPercentage: 100, noShowCheck: true }));
    await screen.findByText('Order #1003');
    expect(screen.queryByText('Congratulations!')).toBeNull();
  });

  it('puts the final documents first on a completed order, not inside a folded service', async () => {
    rememberOrderVisit('o1');
    const tasks = ['previous_document', 'final_document'].map((taskId) => ({ taskId, serviceId: 's1' }));
    open(makeOrder({ statusPercentage: 100, noShowCheck: true, completed_tasks: [...tasks, { taskId: 'cover-q', serviceId: 's2' }] }));
    const link = await screen.findByRole('link', { name: 'Resume Writing: final documents' });
    expect(link.getAttribute('href')).toBe('/orders/final-document/s1/o1');
    // Before the services in reading order.
    const services = screen.getByRole('heading', { name: 'Services' });
    expect(link.compareDocumentPosition(services) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no final documents card while the order is in progress', async () => {
    rememberOrderVisit('o1');
    open(makeOrder({ statusPercentage: 50, completed_tasks: [{ taskId: 'previous_document', serviceId: 's1' }] }));
    await screen.findByText('Order #1003');
    expect(screen.queryByText('Your final documents')).toBeNull();
  });

  it('does not badge a service Needs Action when all that remains is the writer\'s', async () => {
    rememberOrderVisit('o1');
    const base = makeOrder();
    const linkedin = { _id: 's3', serviceName: 'LinkedIn Profile', serviceModules: [{ id: 'final_linkedin', title: 'Your LinkedIn profile' }] };
    open(makeOrder({ statusPercentage: 10, package: { ...base.package, packageServices: [base.package.packageServices[0]!, linkedin] } }));
    const item = (await screen.findByText('LinkedIn Profile')).closest('button')!;
    expect(within(item).getByText('In progress')).toBeTruthy();
    const resume = screen.getByText('Resume Writing').closest('button')!;
    expect(within(resume).getByText('Needs Action')).toBeTruthy();
  });

  it('asks about an external survey and marks it submitted on Yes', async () => {
    rememberOrderVisit('o1');
    const order = makeOrder();
    order.package.surveyDetails = { url: 'https://survey.example/form' };
    const { server } = open(order);
    expect((await screen.findByRole('link', { name: /Give feedback/ })).getAttribute('href')).toBe('https://survey.example/form');
    expect(screen.getByText('Did you provide feedback?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.calls().find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/orders/o1/save-feedback', body: { status: true } }));
  });

  it('links the site survey until it is submitted', async () => {
    rememberOrderVisit('o1');
    const order = makeOrder();
    order.package.surveyDetails = { _id: 'sv1' };
    open(order);
    expect((await screen.findByRole('link', { name: 'Give feedback' })).getAttribute('href')).toBe('/orders/o1/survey/sv1');
  });

  it('leaves the chat slot out when the site disables the chat', async () => {
    rememberOrderVisit('o1');
    const enabled = open();
    await screen.findByText('Order #1003');
    expect(enabled.container.querySelector('[data-slot="order-chat"]')).not.toBeNull();
    enabled.unmount();
    const site = makeSite();
    site.website_settings.disable_writer_customer_chat = true;
    const disabled = open(makeOrder(), { site });
    await screen.findByText('Order #1003');
    expect(disabled.container.querySelector('[data-slot="order-chat"]')).toBeNull();
  });
});
