import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { endSession } from './session-context';
import { siteQuery } from './site-context';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; a dropped connection might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // The admin switched off the feature of the open screen (job search, boards): the site's settings
  // this tab read at its start are out of date. Reading them again lets the route show "The page is
  // not available" and the menus drop the entry, as a reload would.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'page_unavailable') void client.invalidateQueries({ queryKey: siteQuery.queryKey });
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // Spec 000 section 6: any 401 signs the user out; the route guard then shows /login.
  setUnauthorizedHandler(() => endSession(client));
  return client;
}
