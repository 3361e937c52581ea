import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import AutoLoginPage from './autologin-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderAt(path: string) {
  return renderWithApp(<AutoLoginPage />, { path, routePath: '/autologin/:code', routes: [landing('/orders/view/:id'), landing('/checkout')] });
}

describe('AutoLoginPage', () => {
  it('retries once after a 403, then shows the error', async () => {
    fetchMock.mockImplementation(async () => json(403, { message: 'Forbidden' }));
    const { router } = renderAt('/autologin/c1?packageId=p1');

    expect(await screen.findByText('error in logging in')).toBeTruthy();
    expect(router.state.location.search).toBe('?packageId=p1&retried=true');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/autologin/c1?packageId=p1');
  });

  it('continues to the page the link was made for', async () => {
    const user = makeUser();
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/autologin')
        ? json(200, { status: true, user, pending_purchase_package_id: null })
        : json(200, { status: true, currency: 'usd', user, orders: [] }),
    );
    const { router } = renderAt(`/autologin/c1?from=${encodeURIComponent('/orders/view/o1')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/o1'));
    // The session was loaded again once the cookie was set.
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/user');
  });

  it('goes to checkout for a pending package', async () => {
    const user = makeUser({ orders: 0, pending_purchase_package_id: 'pkg1' });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/autologin')
        ? json(200, { status: true, user, pending_purchase_package_id: 'pkg1' })
        : json(200, { status: true, currency: 'usd', user, orders: [] }),
    );
    const { router } = renderAt('/autologin/c1?critiqueId=k1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?item=pkg1&critiqueId=k1&autoLoggedIn=true');
  });
});
