import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Unmatched paths and routes the user's role may not open look the same: plain "Not Found". */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60dvh" p="xl">
      <Text size="xl" fw={600} role="heading" aria-level={1}>
        {t('notFound')}
      </Text>
    </Center>
  );
}
