import { Alert, Button, Card, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useWriterCounts, useWriterMonthly } from '../api';
import { CountCards } from './count-cards';

// recharts is large; it is fetched only when a writer's dashboard draws its charts.
const WriterCharts = lazy(() => import('./writer-charts'));

function ChartsPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <Grid gap="md" role="status" aria-label={t('loading')}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <Skeleton height={24} width="50%" mb="md" />
          <Skeleton height={260} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Skeleton height={24} width="70%" mb="md" />
          <Skeleton height={180} circle mx="auto" />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The writer's part of /dashboard, under the welcome card: counts and the two charts. */
export default function WriterDashboard() {
  const { t } = useTranslation('writer-dashboard');
  const errorText = useErrorText();
  const counts = useWriterCounts();
  const monthly = useWriterMonthly();
  const error = counts.error ?? monthly.error;

  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" title={t('error')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              void counts.refetch();
              void monthly.refetch();
            }}
          >
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <CountCards counts={counts.data} />
      {counts.data && monthly.data ? (
        <>
          {counts.data.total === 0 && (
            <Text c="dimmed" ta="center">
              {t('empty')}
            </Text>
          )}
          <Suspense fallback={<ChartsPlaceholder />}>
            <WriterCharts monthly={monthly.data.data} counts={counts.data} />
          </Suspense>
        </>
      ) : (
        <ChartsPlaceholder />
      )}
    </Stack>
  );
}
