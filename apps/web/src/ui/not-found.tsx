import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Unmatched paths and routes the user's role may not open look the same: "Not Found", with a way
 * home ("/" sends each role to its start page, and a visitor to sign in). `standalone` when no
 * layout is around it (a visitor who is not signed in): it is then the page's main landmark itself.
 */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center component={standalone ? 'main' : 'div'} mih="60dvh" p="xl">
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
