import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteProvider } from '../platform/site-context';
import { composeSlots, SlotsProvider } from '../platform/slots';
import { features } from './features';

// Which feature fills which named slot (the order chat, the tip form, the notifications), decided once.
const slotFills = composeSlots(features);

type Props = { client: QueryClient; children: ReactNode };

/**
 * Server state first, then the site gate, which also owns the Mantine theme built from the site,
 * then the features' slot fills.
 */
export function AppProviders({ client, children }: Props) {
  return (
    <QueryClientProvider client={client}>
      <SiteProvider>
        <SlotsProvider fills={slotFills}>{children}</SlotsProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
