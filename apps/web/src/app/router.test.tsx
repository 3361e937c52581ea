import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app-harness';
import { makeSite, makeUser } from '../test/fixtures';
import { screenFor } from './routes';

beforeEach(() => {
  // Nothing here should reach the network: the session is given to each test.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('unexpected request'))));
});
afterEach(() => vi.unstubAllGlobals());

// Pages arrive through lazy imports, which take a moment when the whole suite runs in parallel.
const slow = { timeout: 5000 };

const customer = { user: makeUser(), orders: [{ _id: 'o1', statusPercentage: 40 }], currency: 'usd' };

describe('the route table with its guards', () => {
  it('shows plain Not Found for an unmatched path, as the one main landmark of the page', async () => {
    renderApp('/no/such/page', { session: null });
    expect(await screen.findByText('Not Found', undefined, slow)).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('sends an anonymous visitor from a protected page to the login form, remembering the page', async () => {
    const { router } = renderApp('/dashboard', { session: null });
    expect(await screen.findByRole('button', { name: 'Sign in' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it("drops the page's answers once the visitor leaves the page they came with", async () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', textContent: '{}' });
    block.dataset.answerOf = '/api/customer/orders?page=1';
    document.head.append(block);
    const { router } = renderApp('/dashboard', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(block.isConnected).toBe(false));
  });

  it('shows the dashboard inside the shell for a signed-in customer', async () => {
    renderApp('/dashboard', { session: customer });
    expect(await screen.findByText('ada@example.test', undefined, slow)).toBeTruthy();
    // The side menu renders just after the page's first paint.
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.textContent).toContain('Dashboard');
    expect(nav.textContent).toContain('Orders');
  });

  it('has no link in the shell or on the dashboard that ends on Not Found', async () => {
    const { container } = renderApp('/dashboard', { session: customer, site: makeSite() });
    expect(await screen.findByText('ada@example.test', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    const hrefs = [...container.ownerDocument.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(href === '/' || href === '/logout' || screenFor(href, 'user') !== null, href).toBe(true);
  });

  it('shows Not Found inside the shell for a signed-in user, with a way home', async () => {
    renderApp('/no/such/page', { session: customer });
    expect(await screen.findByRole('heading', { name: 'Not Found' }, slow)).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    // The shell's main holds the message; the message is no second main.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows "The page is not available" on a screen the site has switched off, and the screen where it is on', async () => {
    const writer = { ...customer, user: makeUser({ role: 'writer' }) };
    const settings = (on: boolean) => ({ ...makeSite().website_settings, enable_boards: on, enable_customer_job_search: on });
    renderApp('/boards', { session: writer, site: makeSite({ website_settings: settings(false) }) });
    expect(await screen.findByText('The page is not available', undefined, slow)).toBeTruthy();
    cleanup();
    renderApp('/jobs', { session: customer, site: makeSite({ website_settings: settings(false) }) });
    expect(await screen.findByText('The page is not available', undefined, slow)).toBeTruthy();
    cleanup();
    renderApp('/boards', { session: writer, site: makeSite({ website_settings: settings(true) }) });
    expect(await screen.findByRole('heading', { name: 'Boards' }, slow)).toBeTruthy();
    expect(screen.queryByText('The page is not available')).toBeNull();
  });

  it('shows a customer, not a writer, the way back to the business\'s job board where the site names one', async () => {
    const site = makeSite({ jobsLink: 'https://jobs.acme.test' });
    renderApp('/dashboard', { session: customer, site });
    // In the top bar (on a phone it is in the side menu instead, where the top bar has no room).
    const links = await screen.findAllByRole('link', { name: 'Go back to the Jobs' }, slow);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://jobs.acme.test']);
    cleanup();
    renderApp('/dashboard', { session: { ...customer, user: makeUser({ role: 'writer' }) }, site });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' }, slow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go back to the Jobs' })).toBeNull();
  });

  it('sends a customer on / to their single open order', async () => {
    const { router } = renderApp('/', { session: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/o1'), slow);
  });

  it('takes a reviewer from the dashboard to the order list, and shows them Not Found on the profile', async () => {
    const reviewer = { ...customer, user: makeUser({ role: 'reviewer' }) };
    const { router } = renderApp('/dashboard', { session: reviewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/list'), slow);
    cleanup();
    renderApp('/profile', { session: reviewer });
    expect(await screen.findByText('Not Found', undefined, slow)).toBeTruthy();
  });

  it('sends a signed-in user away from /login', async () => {
    const { router } = renderApp('/login', { session: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
  });
});
