import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code arrives; quiet on purpose, most loads take a blink. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={fullHeight ? '100dvh' : 240} role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}
