import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api-client';
import { useErrorText } from '../../../app/error-text';

export function StaffBackToList() {
  const { t } = useTranslation('staff-order');
  return (
    <Anchor component={Link} to="/orders/list" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
}

export function StaffOrderSkeleton() {
  const { t } = useTranslation('staff-order');
  return (
    <Stack gap="lg" aria-busy aria-label={t('loading')} role="status">
      <Skeleton height={16} width={120} />
      <Skeleton height={32} width={220} />
      <Skeleton height={150} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton height={56} radius="md" />
            <Skeleton height={56} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={120} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A missing order (or one not assigned to the writer) reads "Order not found"; anything else can be retried. */
export function StaffOrderError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('staff-order');
  const errorText = useErrorText();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Stack gap="lg">
      <StaffBackToList />
      <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle size={20} />} title={t(missing ? 'notFound' : 'loadError')} role="alert">
        {missing ? t('notFoundHint') : errorText(error)}
        {!missing && (
          <Button size="xs" variant="white" color="red" mt="sm" display="block" onClick={retry}>
            {t('retry')}
          </Button>
        )}
      </Alert>
    </Stack>
  );
}
