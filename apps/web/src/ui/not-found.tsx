import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Unmatched paths and routes the user's role may not open look the same: "Not Found", with a way
 * home ("/" sends each role to its start page, and a visitor to sign in).
 */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="md">
        <Text size="xl" fw={600} role="heading" aria-level={1}>
          {t('notFound')}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('notFoundHome')}
        </Button>
      </Stack>
    </Center>
  );
}
