import { Alert, Button, Group, Input, Loader, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What the page asks of Stripe's own fields once the server made the PaymentIntent. */
export type StripePayHandle = {
  /**
   * Confirms the intent in the browser with Stripe.js (3-D Secure is Stripe's own dialog; an
   * instalment plan leaves for the provider and comes back to `returnUrl`). Resolves with Stripe's
   * words for a refusal, or null once Stripe is done; the server then reads the intent itself.
   */
  pay(clientSecret: string, buyer: { name: string; email: string }, returnUrl: string): Promise<string | null>;
};

export type StripeCardFieldProps = { publishableKey: string; method: 'card' | 'instalment'; disabled?: boolean };

// One Stripe.js instance per key for the page's life (Stripe asks for exactly that).
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = instances.get(key);
  if (!found) {
    found = loadStripe(key).catch((err: unknown) => {
      instances.delete(key); // a later try loads the script again
      throw err;
    });
    instances.set(key, found);
  }
  return found;
}

/**
 * Stripe Elements: the card number, expiry and CVC are typed into Stripe's own fields (its frames on
 * js.stripe.com), so no card data ever reaches the portal. Loaded only by the checkout, and only
 * when the site's card gateway is Stripe.
 */
const StripeCardField = forwardRef<StripePayHandle, StripeCardFieldProps>(function StripeCardField(props, ref) {
  const { t } = useTranslation('checkout');
  const [state, setState] = useState<{ stripe: Stripe | null; failed: boolean }>({ stripe: null, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    stripeFor(props.publishableKey).then(
      (stripe) => live && setState({ stripe, failed: stripe === null }),
      () => live && setState({ stripe: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey, attempt]);

  if (state.failed) {
    return (
      <Alert color="red" title={t('provider.loadFailed')}>
        <Text size="sm">{t('provider.loadFailedText')}</Text>
        <Button
          mt="xs"
          size="compact-sm"
          variant="light"
          onClick={() => {
            setState({ stripe: null, failed: false });
            setAttempt((n) => n + 1);
          }}
        >
          {t('provider.retry')}
        </Button>
      </Alert>
    );
  }
  if (!state.stripe) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('provider.loading')}</Text>
      </Group>
    );
  }
  return (
    <Elements stripe={state.stripe}>
      <StripeFields {...props} handle={ref} />
    </Elements>
  );
});
export default StripeCardField;

function StripeFields({ method, disabled, handle }: StripeCardFieldProps & { handle: Ref<StripePayHandle> }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [fieldError, setFieldError] = useState<string | null>(null);

  const pay = useCallback<StripePayHandle['pay']>(
    async (clientSecret, buyer, returnUrl) => {
      if (!stripe || !elements) return t('provider.loading');
      const billing_details = { name: buyer.name, email: buyer.email };
      if (method === 'instalment') {
        const { error } = await stripe.confirmAffirmPayment(clientSecret, { payment_method: { billing_details }, return_url: returnUrl });
        return error?.message ?? null;
      }
      const card = elements.getElement('card');
      if (!card) return t('provider.loading');
      const { error } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details } });
      return error?.message ?? null;
    },
    [stripe, elements, method, t],
  );
  useImperativeHandle(handle, () => ({ pay }), [pay]);

  if (method === 'instalment') {
    return (
      <Text size="sm" c="dimmed">
        {t('provider.instalmentNote')}
      </Text>
    );
  }
  return (
    <Input.Wrapper label={t('provider.card')} description={t('provider.cardNote')} error={fieldError} labelElement="div">
      <div style={{ padding: '10px 12px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-white)' }}>
        <CardElement options={{ disabled, hidePostalCode: false }} onChange={(event) => setFieldError(event.error?.message ?? null)} />
      </div>
    </Input.Wrapper>
  );
}
