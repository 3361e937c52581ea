import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionKey } from '../../../platform/session-context';
import { SiteContext } from '../../../platform/site-context';
import { baseTheme } from '../../../platform/theme';
import { makeSite, makeUser } from '../../../test/fixtures';

/**
 * The boards' screens as the app renders them, with Mantine's test environment (no transitions, so
 * menus and dialogs are there at once) and a writer signed in.
 */
export function renderBoardScreen(ui: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(sessionKey, { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' });
  const router = createMemoryRouter([{ path, element: ui }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={baseTheme} env="test" withGlobalClasses={false}>
        <SiteContext value={makeSite()}>
          <RouterProvider router={router} />
        </SiteContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/**
 * jsdom lays nothing out: a column's list would measure 0 px high and its virtualizer draw no card.
 * Lists are given 600 px and everything else 60, for the tests of the file that calls this.
 */
export function withLayout() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 288, this.dataset.testid === 'column-cards' ? 600 : 60);
    });
    // The virtualizer reads its list's size from clientWidth and clientHeight.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this instanceof HTMLElement && this.dataset.testid === 'column-cards' ? 600 : 60;
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(288);
  });
  afterEach(() => vi.restoreAllMocks());
}
