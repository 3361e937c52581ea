import { safeInternalPath } from '../../platform/guard-rules';

// Checkout query parameters (spec 002 2.1) that the auto-login link may carry along.
const CHECKOUT_CARRIED = ['critiqueId', 'critiqueViewId', 'uniqueCustomerId'] as const;

/**
 * Where a successful auto-login continues: the page the link was made for, else checkout for a
 * pending package, else the user's home (the guard resolves "/").
 */
export function autoLoginTarget(search: URLSearchParams, pendingPackageId: string | null): string {
  const from = safeInternalPath(search.get('from'));
  if (from) return from;
  if (!pendingPackageId) return '/';
  const query = new URLSearchParams({ item: pendingPackageId });
  for (const name of CHECKOUT_CARRIED) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  query.set('autoLoggedIn', 'true');
  return `/checkout?${query.toString()}`;
}

/** The same page asked once more, marked so a second failure is final (spec 002 section 4). */
export function retryPath(pathname: string, search: URLSearchParams): string {
  const query = new URLSearchParams(search);
  query.set('retried', 'true');
  return `${pathname}?${query.toString()}`;
}
