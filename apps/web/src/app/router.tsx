import { Suspense } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { NotFound } from '../ui/not-found';
import { PageLoader } from '../ui/page-loader';
import { RootGuard } from './guards';
import { RouteErrorBoundary } from './route-error';
import { lazyLoaded } from '../platform/load-once';
import { pageLoader, type AppRoute } from '../platform/web-feature';
import { loadShell } from './load-shell';
import { appRoutes } from './routes';

// The shell is only needed once someone is signed in, so the login page does not download it.
const ShellLayout = lazyLoaded(loadShell);

function toRouteObject(route: AppRoute): RouteObject {
  const loader = pageLoader(route);
  const Page = loader ? lazyLoaded(loader) : null;
  return { path: route.path, element: Page ? <Page /> : null };
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
        <RouteErrorBoundary>
          <RootGuard routes={routes} />
        </RouteErrorBoundary>
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
