// Mantine's base styles only, in its `mantine` layer: each component's own CSS comes with it (see
// vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The components others are built on, in Mantine's own order, inside the cascade layer `mantine`:
// every page's component CSS is outside any layer, so it overrides them wherever the build puts its
// stylesheet (a Button is an UnstyledButton whose transparent background must never win; the build
// links the entry's own CSS after the CSS of the chunks it imports, so order alone cannot do it).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from './platform/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './platform/query-client';
import { AppRoutes } from './app/router';
import { startPage } from './app/start-page';
import { siteQuery, websiteAnswerInPage } from './platform/site-context';

// A service worker from an earlier version of the portal could keep serving stale pages (spec 002 7.7).
function unregisterServiceWorkers(): void {
  navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

/** Lets the browser take input, paint and run its own work before the next part of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // Running the entry's modules is one long task on a slow phone (about 100 ms at a quarter of a
  // laptop's speed); what starts the page's downloads is another, after a break.
  await nextTask();
  unregisterServiceWorkers();
  const client = createQueryClient();
  // The site came with the page; else ask for it while the language catalogs load (both are needed
  // before the first screen).
  const site = websiteAnswerInPage();
  if (site) client.setQueryData(siteQuery.queryKey, site);
  else void client.prefetchQuery(siteQuery);
  // The language is settled at once (the site's default unless the visitor chose one), so the
  // page's catalogs below come in it.
  const i18nReady = initI18n(site?.data?.defaultLanguage);
  // ... and what the page at this address needs (its code and texts, and on signed-in pages the
  // shell, the session and the page's first data), which the router would only ask for after both.
  await Promise.all([i18nReady, startPage(client, window.location.pathname)]);

  const root = createRoot(document.getElementById('root')!);
  // In a transition: the first screen (a whole page when it is public) renders in slices that
  // keep the page responsive, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
