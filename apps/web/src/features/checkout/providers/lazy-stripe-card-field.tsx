import { Group, Loader, Text } from '@mantine/core';
import { forwardRef, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripeCardFieldProps, StripePayHandle } from './stripe-card-field';

// A lazy chunk: Stripe's libraries download only where a card is paid with Stripe.
const Fields = lazy(() => import('./stripe-card-field'));

/** Stripe's card fields wherever a card is paid (checkout, invoices), with their loading state. */
export const StripeCardField = forwardRef<StripePayHandle, StripeCardFieldProps>(function LazyStripeCardField(props, ref) {
  const { t } = useTranslation('checkout');
  return (
    <Suspense
      fallback={
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('provider.loading')}</Text>
        </Group>
      }
    >
      <Fields ref={ref} {...props} />
    </Suspense>
  );
});
