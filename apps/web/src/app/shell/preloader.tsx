import { LoadingOverlay } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's preloader: a spinner over the layout for its first moments (1500 ms). */
export function Preloader() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), TIMINGS.preloaderMs);
    return () => window.clearTimeout(timer);
  }, []);
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
