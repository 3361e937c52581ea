import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../platform/api-client';
import { PageLoader } from './page-loader';
import { ServerErrorAlert } from './server-error-alert';

type Props = {
  /** A query that has not succeeded: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Where "back" leads, usually the order. */
  backTo: string;
  backLabel: string;
  notFoundTitle: string;
  notFoundMessage: string;
};

/**
 * A page that shows one thing of an order (a questionnaire, its answers, a survey) before it has
 * it: the loader, "not found" for a 404, or the failure with a retry.
 */
export function PageLoadState({ query, backTo, backLabel, notFoundTitle, notFoundMessage }: Props) {
  const { t } = useTranslation('common');
  if (query.isPending) return <PageLoader />;

  const back = (
    <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {backLabel}
    </Button>
  );

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Center mih="50dvh" p="md">
        <Stack align="center" gap="sm" maw={440} ta="center">
          <IconFileUnknown size={48} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={1} fz="h3">
            {notFoundTitle}
          </Title>
          <Text c="dimmed">{notFoundMessage}</Text>
          {back}
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <ServerErrorAlert error={query.error} />
      <Group>
        <Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>
        {back}
      </Group>
    </Stack>
  );
}
