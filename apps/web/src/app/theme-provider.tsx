import { MantineProvider } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { baseTheme, siteTheme } from './theme';

// Toasts are never part of the first screen; their code arrives after it. Calls to
// `notifications.show` made earlier wait in the shared store and appear once it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

type Props = { site: SiteConfig | null; children: ReactNode };

export function ThemeProvider({ site, children }: Props) {
  const colours = site?.colours;
  const theme = useMemo(() => (colours ? siteTheme({ colours }) : baseTheme), [colours]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={TIMINGS.successAlertMs} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
