import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../platform/api-client';
import { useErrorText } from '../platform/error-text';

/**
 * The order page's outline while it loads: back link, title, summary card, services beside the
 * side column. `label` makes it announce itself as a status.
 */
export function OrderPageSkeleton({ label }: { label?: string }) {
  const status = label ? { role: 'status', 'aria-label': label } : {};
  return (
    <Stack gap="lg" aria-busy {...status}>
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

type ErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** The answers that mean "no such order for you" rather than a failure worth retrying. */
  missingStatuses: readonly number[];
  /** Shown above the alert, usually the link back to the list. */
  back: ReactNode;
  texts: { notFound: string; notFoundHint: string; loadError: string; retry: string };
};

/** An order that could not be loaded: a grey "not found", or the failure in red with a retry. */
export function OrderLoadError({ error, onRetry, missingStatuses, back, texts }: ErrorProps) {
  const errorText = useErrorText();
  const missing = error instanceof ApiError && missingStatuses.includes(error.status);
  return (
    <Stack gap="lg">
      {back}
      <Alert
        color={missing ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={missing ? texts.notFound : texts.loadError}
        role="alert"
      >
        {missing ? texts.notFoundHint : errorText(error)}
        {!missing && (
          <Button size="xs" variant="white" color="red" mt="sm" display="block" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </Alert>
    </Stack>
  );
}
