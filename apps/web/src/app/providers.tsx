import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteProvider } from './site-context';

type Props = { client: QueryClient; children: ReactNode };

/** Server state first, then the site gate, which also owns the Mantine theme built from the site. */
export function AppProviders({ client, children }: Props) {
  return (
    <QueryClientProvider client={client}>
      <SiteProvider>{children}</SiteProvider>
    </QueryClientProvider>
  );
}
