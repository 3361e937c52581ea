import { MantineProvider } from '@mantine/core';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/router';
import { sessionKey, type Session } from '../platform/session-context';
import { SiteContext } from '../platform/site-context';
import { makeSite } from './fixtures';

type Options = { site?: SiteConfig; session?: Session | null };

/** The real route table, guards and shell at one path, with the site and session given. */
export function renderApp(path: string, options: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.session !== undefined) client.setQueryData(sessionKey, options.session);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
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
