import type { SessionUser } from '@portal/domain/auth/calls';
import { postLoginTarget } from '@portal/domain/orders/landing';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { isReachableBy, type AppRoute } from './web-feature';
import type { OrderStatus, SessionStatus } from './session-context';

export type GuardInput = {
  pathname: string;
  search: string;
  /** The matched route, or null when nothing matches. */
  route: AppRoute | null;
  session: { status: SessionStatus; user?: SessionUser | null; orders?: readonly OrderStatus[] };
  site: Pick<SiteConfig, 'customLoginDomain' | 'customCheckout'>;
  /** Where a visitor sent to /login came from (router state), to go back there once signed in. */
  returnTo?: string | null;
};

export type GuardDecision =
  | { kind: 'redirect'; to: string; state?: { from: string } }
  /** A full page load to an address outside the app. */
  | { kind: 'leave'; url: string }
  | { kind: 'wait' }
  | { kind: 'session-error' }
  | { kind: 'not-found' };

/** Only same-app paths may be returned to; `//evil.example` would leave the site. */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where a signed-in user belongs: customers by their orders, staff to their start page. */
export function homePath(user: SessionUser, orders: readonly OrderStatus[]): string {
  return postLoginTarget({ role: user.role, pendingPackageId: user.pending_purchase_package_id, orders });
}

const AUTOLOGIN_TARGETS = [/^\/checkout\/?$/, /^\/orders\/view\/[^/]+\/?$/];

function autoLoginRedirect(pathname: string, search: string): GuardDecision | null {
  if (!AUTOLOGIN_TARGETS.some((pattern) => pattern.test(pathname))) return null;
  const query = new URLSearchParams(search);
  const code = query.get('code');
  if (!code) return null;
  query.delete('code');
  const rest = query.toString();
  const from = pathname + (rest ? `?${rest}` : '');
  return { kind: 'redirect', to: `/autologin/${encodeURIComponent(code)}?from=${encodeURIComponent(from)}` };
}

function signedInRedirect(input: GuardInput, user: SessionUser, orders: readonly OrderStatus[]): GuardDecision | null {
  const { pathname, site } = input;
  if (site.customLoginDomain && pathname === '/profile') return { kind: 'redirect', to: '/dashboard' };
  if (site.customCheckout && pathname === '/invoices') return { kind: 'redirect', to: '/dashboard' };
  if (user.role === 'user' && user.orders === 0 && user.pending_purchase_package_id) {
    return { kind: 'redirect', to: `/checkout?item=${encodeURIComponent(user.pending_purchase_package_id)}` };
  }
  if (pathname === '/') return { kind: 'redirect', to: homePath(user, orders) };
  return null;
}

/**
 * What the route guard does for one location (spec 002 2.4), as a pure function so every rule is
 * unit-tested. null means: render the page.
 */
export function decideGuard(input: GuardInput): GuardDecision | null {
  const { pathname, search, route, session, site } = input;

  const autoLogin = autoLoginRedirect(pathname, search);
  if (autoLogin) return autoLogin;
  if (site.customCheckout?.url && /^\/checkout\/?$/.test(pathname)) return { kind: 'leave', url: site.customCheckout.url };

  if (!route) return { kind: 'not-found' };

  const user = session.status === 'signed-in' ? session.user : null;
  if (route.public) {
    if (pathname === '/login' && user) {
      const returnTo = safeInternalPath(input.returnTo);
      if (returnTo && returnTo !== '/') return { kind: 'redirect', to: returnTo };
      return { kind: 'redirect', to: user.role === 'reviewer' ? homePath(user, []) : '/dashboard' };
    }
    return null;
  }

  if (session.status === 'error') return { kind: 'session-error' };
  if (!user) {
    if (session.status === 'anonymous') return { kind: 'redirect', to: '/login', state: { from: pathname + search } };
    return { kind: 'wait' };
  }
  // The dashboard is everyone's home but a reviewer's (spec 002 2.3): a link or a bookmark to it takes
  // them to their own home, the order list, rather than to Not Found.
  if (user.role === 'reviewer' && /^\/dashboard\/?$/.test(pathname)) return { kind: 'redirect', to: homePath(user, []) };
  if (!isReachableBy(route, user.role)) return { kind: 'not-found' };
  return signedInRedirect(input, user, session.orders ?? []);
}
