import { Alert } from '@mantine/core';
import type { CheckoutGateway } from '@portal/domain/payments/calls';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { SandboxCardField, StripeCardField, type CardFieldHandle, type StripePayHandle } from '../../checkout/public';

/** What a signed-in paying screen (invoice, tip, new order) asks of the card fields, whoever's they are. */
export type CardPaymentHandle = {
  /**
   * Before the call: the sandbox's card token (its fields are ours), undefined when the provider's
   * own part takes the card, null when the fields are not filled in right (they say why).
   */
  token(): string | undefined | null;
  /**
   * After the call answered an unconfirmed intent: confirms it in the provider's own part (Stripe.js,
   * with its 3-D Secure). Resolves with the provider's words for a refusal, or null once the
   * provider is done and the server should be asked where the payment stands.
   */
  confirm(started: { client_secret: string | null }): Promise<string | null>;
};

type Props = { gateway: CheckoutGateway; disabled?: boolean };

/** The card fields of the site's card gateway: the sandbox's own, or Stripe Elements. */
export const CardPayment = forwardRef<CardPaymentHandle, Props>(function CardPayment({ gateway, disabled }, ref) {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const sandbox = useRef<CardFieldHandle>(null);
  const stripe = useRef<StripePayHandle>(null);

  useImperativeHandle(
    ref,
    () => ({
      token: () => (gateway.provider === 'sandbox' ? (sandbox.current?.tokenize() ?? null) : undefined),
      async confirm(started) {
        if (gateway.provider !== 'stripe') return null; // the sandbox's token was confirmed by the server
        if (!started.client_secret) return t('unavailable');
        if (!stripe.current) return t('provider.loading');
        return stripe.current.pay(started.client_secret, { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }, window.location.href);
      },
    }),
    [gateway, t, user],
  );

  if (gateway.provider === 'sandbox') return <SandboxCardField ref={sandbox} disabled={disabled} />;
  if (gateway.provider === 'flutterwave') return <Alert color="yellow">{t('unavailable')}</Alert>;
  return <StripeCardField ref={stripe} publishableKey={gateway.publishableKey} method="card" disabled={disabled} />;
});
