import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { NotFound } from '../ui/not-found';
import { PageLoader } from '../ui/page-loader';
import { RootGuard, type RouteHandle } from './guards';
import { RouteError } from './route-error';
import type { AppRoute } from '../platform/web-feature';
import { appRoutes } from './routes';

// The shell is only needed once someone is signed in, so the login page does not download it.
const ShellLayout = lazy(() => import('./shell/shell-layout'));

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.load ? lazy(route.load) : null;
  const handle: RouteHandle = { route };
  return { path: route.path, handle, element: Page ? <Page /> : null };
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
      element: <RootGuard />,
      errorElement: <RouteError />,
      children: [
        { element: <PublicLayout />, children: routes.filter((route) => route.public).map(toRouteObject) },
        { element: <ProtectedLayout />, children: routes.filter((route) => !route.public).map(toRouteObject) },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
