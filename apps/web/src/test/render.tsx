import { MantineProvider } from '@mantine/core';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sessionKey, type Session } from '../platform/session-context';
import { SiteContext } from '../platform/site-context';
import { makeSite } from './fixtures';

type Options = {
  site?: SiteConfig;
  session?: Session | null;
  path?: string;
  /** The pattern the page is mounted at, when it has parameters ("/reset-password/:code"). */
  routePath?: string;
  state?: unknown;
  /** Extra routes, e.g. targets of a redirect, each rendering its own path. */
  routes?: RouteObject[];
};

export function renderWithApp(ui: ReactNode, options: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.session !== undefined) client.setQueryData(sessionKey, options.session);
  const [pathname = '/', query] = (options.path ?? '/').split('?');
  const router = createMemoryRouter(
    [{ path: options.routePath ?? pathname, element: ui }, ...(options.routes ?? []), { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state: options.state }] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      {/* No responsive classes: jsdom applies them at its 1024 px width and would hide the desktop table. */}
      <MantineProvider withGlobalClasses={false}>
        <SiteContext value={options.site ?? makeSite()}>
          <RouterProvider router={router} />
        </SiteContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A route that shows where the app went, for asserting redirects. */
export function landing(path: string): RouteObject {
  return { path, element: <p>landed on {path}</p> };
}
