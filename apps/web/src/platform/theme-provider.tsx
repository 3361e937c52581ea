import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { baseTheme, readableColours, siteTheme } from './theme';

// Toasts answer what the visitor does, never part of a page's first moments: their container mounts
// (and its code and styles arrive) the spec's 1500 ms of preloader after the first paint, so that they
// do not compete with the page's own downloads. Calls to `notifications.show` made earlier wait in
// the shared store and appear once it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

type Props = { site: SiteConfig | null; children: ReactNode };

export function ThemeProvider({ site, children }: Props) {
  const colours = site?.colours;
  const { t } = useTranslation('common');
  const closeLabel = t('actions.close');
  const clearLabel = t('actions.clear');
  const theme = useMemo(() => {
    const base = colours ? siteTheme({ colours }) : baseTheme;
    // Close and clear buttons are icons: every dialog and toast names its close button, and every
    // clearable select and date field its clear button, in the user's language.
    const closeButtonProps = { 'aria-label': closeLabel };
    const clearButtonProps = { 'aria-label': clearLabel };
    return mergeThemeOverrides(base, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        // A dialog's header is a <header> in Mantine, which outside a section is a page's banner
        // landmark: a page with a dialog open had two banners. The dialog is named by its title.
        ModalHeader: { defaultProps: { component: 'div' } },
        DrawerHeader: { defaultProps: { component: 'div' } },
        Notification: { defaultProps: { closeButtonProps } },
        Select: { defaultProps: { clearButtonProps } },
        MultiSelect: { defaultProps: { clearButtonProps } },
        DateInput: { defaultProps: { clearButtonProps } },
        DatePickerInput: { defaultProps: { clearButtonProps } },
      },
    });
  }, [colours, closeLabel, clearLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColours}>
      <AfterFirstPaint delayMs={TIMINGS.preloaderMs}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={TIMINGS.successAlertMs} />
        </Suspense>
      </AfterFirstPaint>
      {children}
    </MantineProvider>
  );
}
