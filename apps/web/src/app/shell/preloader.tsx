import { LoadingOverlay } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the layout's first moments (the spec's 1500 ms of preloader) are over. What the
 * preloader hides until then and the page does not need for its first screen (the top bar's bell
 * and menus) loads at that moment, so it does not compete with the page for the network and the
 * main thread.
 */
export function useLayoutShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // In the background: what comes then (the bell, the menus) renders in slices.
    const timer = window.setTimeout(() => startTransition(() => setShown(true)), TIMINGS.preloaderMs);
    return () => window.clearTimeout(timer);
  }, []);
  return shown;
}

/** The spec's preloader: a spinner over the layout for its first moments. */
export function Preloader() {
  const { t } = useTranslation('common');
  const visible = !useLayoutShown();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      transitionProps={{ duration: 250 }}
      overlayProps={{ backgroundOpacity: 1, color: 'var(--mantine-color-body)' }}
      loaderProps={{ role: 'status', 'aria-label': t('loading') }}
    />
  );
}
