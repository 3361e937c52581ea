import type { QueryClient } from '@tanstack/react-query';
import { lookupSession, sessionQuery } from '../platform/session-context';
import { matchAppRoute, pageLoader } from '../platform/web-feature';
import { loadShell } from './load-shell';
import { appRoutes } from './routes';

/**
 * Asks at once for what the screen at `pathname` needs, which the router would only ask for after
 * the first render, each step waiting for the one before: the page's code and texts, and on
 * signed-in pages the shell, the session and then what the page's module says it shows first (its
 * `prefetch`). Failures are left to the screens, which ask again and show them. Resolves when the
 * first render may start: for a public page once its code is there, so that it renders at once
 * instead of suspending on it (see platform/load-once.ts).
 */
export function startPage(client: QueryClient, pathname: string): Promise<void> {
  const found = matchAppRoute(appRoutes, pathname);
  if (!found) return Promise.resolve();
  const { route, params } = found;
  const page = pageLoader(route)?.() ?? null;
  const settled = page ? page.then(() => undefined, () => undefined) : Promise.resolve();
  if (route.public) return settled;
  void loadShell().catch(() => undefined);
  void client.prefetchQuery({
    ...sessionQuery,
    // The session reaches the guard once the page's prefetch has started its requests and loaded
    // what it waits for: the guard then renders the shell and the page in one pass, where a screen
    // still loading would suspend and hold the page back (see platform/load-once.ts).
    queryFn: async () => {
      const session = await lookupSession();
      if (session && page) await page.then((module) => module.prefetch?.({ params, session, client })).catch(() => undefined);
      return session;
    },
  });
  return Promise.resolve();
}
