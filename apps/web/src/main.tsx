import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './platform/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './platform/query-client';
import { createAppRouter } from './app/router';
import { siteQuery } from './platform/site-context';

// A service worker from an earlier version of the portal could keep serving stale pages (spec 002 7.7).
function unregisterServiceWorkers(): void {
  navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

async function start(): Promise<void> {
  unregisterServiceWorkers();
  const client = createQueryClient();
  // Ask for the site while the language catalogs load; both are needed before the first screen.
  void client.prefetchQuery(siteQuery);
  await initI18n();

  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
