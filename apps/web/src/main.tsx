// Mantine's base styles only: each component's own CSS comes with it (see vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The components others are built on, first and in Mantine's own order: each page's component CSS
// loads later and must override them (a Button is an UnstyledButton whose transparent background
// would otherwise win when its stylesheet happens to load after the Button's).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router';
import { initI18n } from './platform/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './platform/query-client';
import { createAppRouter } from './app/router';
import { appRoutes } from './app/routes';
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
  // ... and the code of the page at this address (with the shell around signed-in pages), which
  // the router would only ask for after both.
  const route = appRoutes.find((r) => r.load && matchPath(r.path, window.location.pathname));
  void route?.load?.().catch(() => undefined);
  if (route && !route.public) void import('./app/shell/shell-layout').catch(() => undefined);
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
