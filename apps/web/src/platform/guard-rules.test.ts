import type { SessionUser } from '@portal/domain/auth/calls';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { decideGuard, safeInternalPath, type GuardInput } from './guard-rules';
import type { AppRoute } from './web-feature';
import type { OrderStatus } from './session-context';

const loginRoute: AppRoute = { path: '/login', public: true };
const autologinRoute: AppRoute = { path: '/autologin/:code', public: true };
const rootRoute: AppRoute = { path: '/', roles: ['user', 'writer', 'admin'], reviewerAllowed: true };
const dashboardRoute: AppRoute = { path: '/dashboard', roles: ['user', 'writer', 'admin'] };
const ordersRoute: AppRoute = { path: '/orders/list', roles: ['user', 'writer', 'admin'], reviewerAllowed: true };
const profileRoute: AppRoute = { path: '/profile', roles: ['user', 'writer'] };
const invoicesRoute: AppRoute = { path: '/invoices', roles: ['user'] };
const chatRoute: AppRoute = { path: '/chat', roles: ['writer'] };

const noCustomisation = { customLoginDomain: null, customCheckout: null };

function signedIn(user: SessionUser, orders: OrderStatus[] = []): GuardInput['session'] {
  return { status: 'signed-in', user, orders };
}

function decide(overrides: Partial<GuardInput>) {
  return decideGuard({
    pathname: '/dashboard',
    search: '',
    route: dashboardRoute,
    session: signedIn(makeUser()),
    site: noCustomisation,
    ...overrides,
  });
}

describe('decideGuard: public routes', () => {
  it('renders a public page without any session', () => {
    expect(decide({ pathname: '/login', route: loginRoute, session: { status: 'unknown' } })).toBeNull();
    expect(decide({ pathname: '/autologin/abc', route: autologinRoute, session: { status: 'unknown' } })).toBeNull();
  });

  it('sends a signed-in user away from /login to /dashboard', () => {
    expect(decide({ pathname: '/login', route: loginRoute })).toEqual({ kind: 'redirect', to: '/dashboard' });
    const writer = makeUser({ role: 'writer' });
    expect(decide({ pathname: '/login', route: loginRoute, session: signedIn(writer) })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a signed-in reviewer from /login to the order list, since the dashboard is not theirs', () => {
    const reviewer = makeUser({ role: 'reviewer' });
    expect(decide({ pathname: '/login', route: loginRoute, session: signedIn(reviewer) })).toEqual({ kind: 'redirect', to: '/orders/list' });
    // Signed in from a redirect: back to where the visitor was going, never to another origin.
    expect(decide({ pathname: '/login', route: loginRoute, session: signedIn(makeUser({ role: 'writer' })), returnTo: '/orders/list?page=2' })).toEqual({ kind: 'redirect', to: '/orders/list?page=2' });
    expect(decide({ pathname: '/login', route: loginRoute, session: signedIn(makeUser({ role: 'writer' })), returnTo: '//evil.example/x' })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});

describe('decideGuard: protected routes', () => {
  it('waits while the session lookup runs', () => {
    expect(decide({ session: { status: 'pending' } })).toEqual({ kind: 'wait' });
  });

  it('sends an anonymous visitor to /login and keeps where they were going', () => {
    expect(decide({ pathname: '/orders/list', search: '?page=2', route: ordersRoute, session: { status: 'anonymous' } })).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/orders/list?page=2' },
    });
  });

  it('reports a failed lookup instead of signing the user out', () => {
    expect(decide({ session: { status: 'error' } })).toEqual({ kind: 'session-error' });
  });

  it('renders the page for a role that may open it', () => {
    expect(decide({})).toBeNull();
    expect(decide({ pathname: '/chat', route: chatRoute, session: signedIn(makeUser({ role: 'writer' })) })).toBeNull();
  });

  it('shows Not Found for a role that may not open the route', () => {
    expect(decide({ pathname: '/chat', route: chatRoute })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/invoices', route: invoicesRoute, session: signedIn(makeUser({ role: 'writer' })) })).toEqual({ kind: 'not-found' });
  });

  it('lets reviewers open only routes flagged for them', () => {
    const reviewer = signedIn(makeUser({ role: 'reviewer' }));
    expect(decide({ pathname: '/orders/list', route: ordersRoute, session: reviewer })).toBeNull();
    expect(decide({ pathname: '/profile', route: profileRoute, session: reviewer })).toEqual({ kind: 'not-found' });
  });

  it('takes a reviewer who opens the dashboard to their own home, the order list', () => {
    const reviewer = signedIn(makeUser({ role: 'reviewer' }));
    expect(decide({ pathname: '/dashboard', route: dashboardRoute, session: reviewer })).toEqual({ kind: 'redirect', to: '/orders/list' });
    expect(decide({ pathname: '/dashboard', route: dashboardRoute, session: signedIn(makeUser({ role: 'writer' })) })).toBeNull();
  });

  it('shows Not Found for an unmatched path, signed in or not', () => {
    expect(decide({ pathname: '/nowhere', route: null })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/nowhere', route: null, session: { status: 'unknown' } })).toEqual({ kind: 'not-found' });
  });
});

describe('decideGuard: site settings', () => {
  it('redirects /profile to /dashboard when the site has a custom login domain', () => {
    const site = { ...noCustomisation, customLoginDomain: 'login.acme.test' };
    expect(decide({ pathname: '/profile', route: profileRoute, site })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ pathname: '/profile', route: profileRoute })).toBeNull();
  });

  it('redirects /invoices to /dashboard when the site has a custom checkout', () => {
    const site = { ...noCustomisation, customCheckout: { url: 'https://pay.acme.test', method: 'GET' } };
    expect(decide({ pathname: '/invoices', route: invoicesRoute, site })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ pathname: '/invoices', route: invoicesRoute })).toBeNull();
  });

  it('leaves the app for a custom checkout address on /checkout', () => {
    const site = { ...noCustomisation, customCheckout: { url: 'https://pay.acme.test/buy', method: 'GET' } };
    expect(decide({ pathname: '/checkout', search: '?item=p1', route: null, site })).toEqual({ kind: 'leave', url: 'https://pay.acme.test/buy' });
  });
});

describe('decideGuard: auto-login codes', () => {
  it('sends /checkout?code=... to the auto-login page with the original target', () => {
    expect(decide({ pathname: '/checkout', search: '?code=abc&item=p1', route: null, session: { status: 'unknown' } })).toEqual({
      kind: 'redirect',
      to: `/autologin/abc?from=${encodeURIComponent('/checkout?item=p1')}`,
    });
  });

  it('sends /orders/view/:id?code=... to the auto-login page, before any sign-in check', () => {
    expect(decide({ pathname: '/orders/view/o1', search: '?code=xyz', route: ordersRoute, session: { status: 'anonymous' } })).toEqual({
      kind: 'redirect',
      to: `/autologin/xyz?from=${encodeURIComponent('/orders/view/o1')}`,
    });
  });

  it('ignores a code on other paths', () => {
    expect(decide({ search: '?code=abc' })).toBeNull();
  });
});

describe('decideGuard: customers with a pending package', () => {
  const buyer = makeUser({ orders: 0, pending_purchase_package_id: 'pkg 1' });

  it('sends a customer with no orders and a pending package to checkout for it', () => {
    expect(decide({ session: signedIn(buyer) })).toEqual({ kind: 'redirect', to: '/checkout?item=pkg%201' });
  });

  it('leaves customers with orders, and staff, alone', () => {
    expect(decide({ session: signedIn({ ...buyer, orders: 1 }) })).toBeNull();
    expect(decide({ session: signedIn({ ...buyer, role: 'writer' }) })).toBeNull();
  });
});

describe('decideGuard: the root path', () => {
  const root = { pathname: '/', route: rootRoute };

  it('sends a customer by their orders', () => {
    expect(decide({ ...root, session: signedIn(makeUser(), []) })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ ...root, session: signedIn(makeUser(), [{ _id: 'o1', statusPercentage: 40 }]) })).toEqual({
      kind: 'redirect',
      to: '/orders/view/o1',
    });
    const twoOpen = [
      { _id: 'o1', statusPercentage: 40 },
      { _id: 'o2', statusPercentage: 10 },
    ];
    expect(decide({ ...root, session: signedIn(makeUser(), twoOpen) })).toEqual({ kind: 'redirect', to: '/dashboard' });
    const allDone = [
      { _id: 'o1', statusPercentage: 100 },
      { _id: 'o2', statusPercentage: 100 },
    ];
    expect(decide({ ...root, session: signedIn(makeUser(), allDone) })).toEqual({ kind: 'redirect', to: '/orders/view/o1' });
  });

  it('sends writers and admins to the dashboard and reviewers to the order list', () => {
    expect(decide({ ...root, session: signedIn(makeUser({ role: 'writer' })) })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ ...root, session: signedIn(makeUser({ role: 'admin' })) })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ ...root, session: signedIn(makeUser({ role: 'reviewer' })) })).toEqual({ kind: 'redirect', to: '/orders/list' });
  });

  it('sends an anonymous visitor to /login', () => {
    expect(decide({ ...root, session: { status: 'anonymous' } })).toEqual({ kind: 'redirect', to: '/login', state: { from: '/' } });
  });
});

describe('safeInternalPath', () => {
  it('accepts paths of this app only', () => {
    expect(safeInternalPath('/orders/view/1?x=1')).toBe('/orders/view/1?x=1');
    expect(safeInternalPath('//evil.test')).toBeNull();
    expect(safeInternalPath('/\\evil.test')).toBeNull();
    expect(safeInternalPath('https://evil.test')).toBeNull();
    expect(safeInternalPath(undefined)).toBeNull();
  });
});
