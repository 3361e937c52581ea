import { QueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { endSession } from './session-context';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; a dropped connection might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // Spec 000 section 6: any 401 signs the user out; the route guard then shows /login.
  setUnauthorizedHandler(() => endSession(client));
  return client;
}
