import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen the site has switched off (spec 002 2.12: "The page is not available"). Built of what
 * every page already loads (as NotFound is): the router renders it, so it is in the first download.
 */
export function PageUnavailable() {
  const { t } = useTranslation('common');
  return (
    <Center mih="40dvh" p="xl" data-testid="page-unavailable">
      <Text size="lg" fw={500} c="dimmed" role="heading" aria-level={1}>
        {t('pageUnavailable')}
      </Text>
    </Center>
  );
}
