import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { baseTheme, readableColours, siteTheme } from './theme';

// Toasts are never part of the first screen; their container mounts after its first paint, and its
// code arrives then. Calls to `notifications.show` made earlier wait in the shared store and
// appear once it mounts.
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
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={TIMINGS.successAlertMs} />
        </Suspense>
      </AfterFirstPaint>
      {children}
    </MantineProvider>
  );
}
