import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';

type Props = {
  error: unknown;
  onRetry: () => void;
  /** Where "back" leads, usually the order. */
  backTo: string;
  notFoundTitle: string;
  notFoundMessage: string;
};

/** A questionnaire, its answers or a survey that could not be loaded: not found, or a failure to retry. */
export function LoadError({ error, onRetry, backTo, notFoundTitle, notFoundMessage }: Props) {
  const { t } = useTranslation('questionnaires');
  const back = (
    <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('page.backToOrder')}
    </Button>
  );

  if (error instanceof ApiError && error.status === 404) {
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
      <ServerErrorAlert error={error} />
      <Group>
        <Button onClick={onRetry}>{t('page.retry')}</Button>
        {back}
      </Group>
    </Stack>
  );
}
