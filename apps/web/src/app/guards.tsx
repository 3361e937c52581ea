import { Button } from '@mantine/core';
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageNotice } from '../ui/full-page-notice';
import { NotFound } from '../ui/not-found';
import { PageLoader } from '../ui/page-loader';
import { decideGuard } from '../platform/guard-rules';
import { lazyLoaded } from '../platform/load-once';
import { loadShell } from './load-shell';
import { pageTitle } from './page-title';
import { matchAppRoute, type AppRoute } from '../platform/web-feature';
import { readUserHint, useSessionState, type SessionStatus } from '../platform/session-context';
import { useSite } from '../platform/site-context';

const ShellLayout = lazyLoaded(loadShell);

/** The screen the router shows at this address, or null. */
function useMatchedRoute(routes: readonly AppRoute[]): AppRoute | null {
  const { pathname } = useLocation();
  return useMemo(() => matchAppRoute(routes, pathname)?.route ?? null, [routes, pathname]);
}

/**
 * When the lookup at start answers, the shell and the page (a large tree) render in a background
 * render, in slices that keep the page responsive, while the notice stays up: rendered at once, they
 * were one task of a quarter of a second on a busy machine. Only that step is deferred: signing in
 * from the form and signing out take effect at once.
 */
function useEnteringInSlices(status: SessionStatus): SessionStatus {
  const deferred = useDeferredValue(status);
  return status === 'signed-in' && deferred === 'pending' ? 'pending' : status;
}

function LeaveApp({ url }: { url: string }) {
  const { t } = useTranslation('common');
  useEffect(() => window.location.assign(url), [url]);
  return <FullPageNotice loading title={t('site.loadingTitle')} message={t('redirecting')} />;
}

function SessionPending() {
  const { t } = useTranslation('common');
  // As it was when the lookup began: the answer rewrites the hint while this notice still shows
  // (the page renders behind it), and a changing message would move the notice.
  const [hint] = useState(readUserHint);
  const message = hint ? t('session.welcomeBack', { name: hint.firstName }) : t('site.loadingMessage');
  return <FullPageNotice loading title={t('site.loadingTitle')} message={message} />;
}

/**
 * Wraps every route: looks the session up when the path needs it, applies the guard rules and
 * keeps the document title in step with the path.
 */
export function RootGuard({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const site = useSite();
  const route = useMatchedRoute(routes);

  // The lookup is skipped on public paths, except that a remembered user on /login is checked so
  // someone still signed in goes straight to their dashboard; on an unknown path it tells whether
  // "Not Found" shows inside the shell.
  const needsLookup = route ? !route.public || (location.pathname === '/login' && readUserHint() !== null) : readUserHint() !== null;
  const lookup = useSessionState(needsLookup);
  const status = useEnteringInSlices(lookup.status);
  const { session, retry } = lookup;

  useEffect(() => {
    document.title = pageTitle(route?.path ?? location.pathname, site.companyName);
  }, [route, location.pathname, site.companyName]);

  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    route,
    session: { status, user: session?.user, orders: session?.orders },
    site,
    returnTo: (location.state as { from?: string } | null)?.from,
  });

  switch (decision?.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.state} />;
    case 'leave':
      return <LeaveApp url={decision.url} />;
    case 'wait':
      return <SessionPending />;
    case 'session-error':
      return (
        <FullPageNotice
          title={t('site.errorTitle')}
          message={t('errors.tryLater')}
          action={
            <Button mt="md" onClick={() => void retry()}>
              {t('actions.retry')}
            </Button>
          }
        />
      );
    case 'not-found':
      if (status === 'pending') return <SessionPending />;
      // Signed in, the menu stays around the message, so the way on is where it always is.
      if (status === 'signed-in') {
        return (
          <Suspense fallback={<PageLoader fullHeight />}>
            <ShellLayout>
              <NotFound />
            </ShellLayout>
          </Suspense>
        );
      }
      return <NotFound standalone />;
    default:
      return <Outlet />;
  }
}
