import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NotFound } from '../ui/not-found';
import { PageUnavailable } from '../ui/page-unavailable';
import { PageLoader } from '../ui/page-loader';
import { RootGuard } from './guards';
import { RouteErrorBoundary } from './route-error';
import { forgetAnswersInPage } from '../platform/answer-in-page';
import { lazyLoaded } from '../platform/load-once';
import { useSite } from '../platform/site-context';
import { pageLoader, type AppRoute } from '../platform/web-feature';
import { loadShell } from './load-shell';
import { appRoutes } from './routes';

// The shell is only needed once someone is signed in, so the login page does not download it.
const ShellLayout = lazyLoaded(loadShell);

function toRouteObject(route: AppRoute): RouteObject {
  const loader = pageLoader(route);
  const Page = loader ? lazyLoaded(loader) : null;
  const page = Page ? <Page /> : null;
  return { path: route.path, element: route.enabled ? <WhereEnabled enabled={route.enabled}>{page}</WhereEnabled> : page };
}

/** A screen the site may switch off: the same notice on every such screen, checked with the site's settings as they are now. */
function WhereEnabled({ enabled, children }: { enabled: NonNullable<AppRoute['enabled']>; children: ReactNode }) {
  return enabled(useSite()) ? children : <PageUnavailable />;
}

function PublicLayout() {
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <Outlet />
    </Suspense>
  );
}

function ProtectedLayout() {
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <ShellLayout />
    </Suspense>
  );
}

export function buildRoutes(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: (
        <>
          <AnswersOfTheFirstPageOnly />
          <RouteErrorBoundary>
            <RootGuard routes={routes} />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { element: <PublicLayout />, children: routes.filter((route) => route.public).map(toRouteObject) },
        { element: <ProtectedLayout />, children: routes.filter((route) => !route.public).map(toRouteObject) },
        { path: '*', element: <NotFound standalone /> },
      ],
    },
  ];
}

const routeTable = buildRoutes();

/**
 * The app's screens inside a `<BrowserRouter>`. The declarative router, not the data router: the
 * app uses no loaders, actions or fetchers, and the data router's code would add about 17 KB of
 * gzip to the first download of every page.
 */
export function AppRoutes() {
  return useRoutes(routeTable);
}

/** The reads the server put in the page belong to the path it was sent for: leaving it drops them. */
function AnswersOfTheFirstPageOnly() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) forgetAnswersInPage();
  }, [pathname]);
  return null;
}
