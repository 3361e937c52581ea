import { Alert } from '@mantine/core';
import type { CheckoutGateway } from '@portal/domain/payments/calls';
import type { PaymentState } from '@portal/domain/payments/rules';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { sandboxAuthenticate, SandboxCardField, Secure3dModal, StripeCardField, type CardFieldHandle, type StripePayHandle } from '../../checkout/public';

/** A card call's answer that is not paid yet: where its intent stands, and the secret its provider's part needs. */
type Started = { state: PaymentState; intent_id: string | null; client_secret: string | null };
/** What is being paid (minor units), as the bank's 3-D Secure step names it. */
type Charge = { amount: number; currency: string };
/** The provider's step refused the payment (its words), or was done and the server said where the payment stands. */
export type Confirmed<T> = { refused: string; settled: null } | { refused: null; settled: T };

/** What a signed-in paying screen (invoice, tip, new order) asks of the card fields, whoever's they are. */
export type CardPaymentHandle = {
  /**
   * Before the call: the sandbox's card token (its fields are ours), undefined when the provider's
   * own part takes the card, null when the fields are not filled in right (they say why).
   */
  token(): string | undefined | null;
  /**
   * After the call answered an intent that needs the provider's step (see `needsProviderStep`):
   * Stripe's own part confirms it (Stripe.js, with its 3-D Secure), or the sandbox's bank asks the
   * buyer to confirm in its 3-D Secure modal (closing it is a refusal). Then `settle` asks the server
   * where the payment stands; the modal stays open, busy, until it has answered, so that it closes
   * onto the caller's result. Resolves with the provider's words for a refusal, or what `settle` answered.
   */
  confirm<T>(started: Started, charge: Charge, settle: () => Promise<T>): Promise<Confirmed<T>>;
};

/**
 * Whether a card call's answer needs the provider's step before the server is asked again: there is
 * an intent, and either the provider's own part takes the card (no token was sent: Stripe) or the
 * bank asks for 3-D Secure (`requires_action`, with the intent's client secret).
 */
export function needsProviderStep<A extends Started>(token: string | undefined, answer: A): answer is A & { intent_id: string } {
  if (answer.intent_id === null) return false;
  return token === undefined || (answer.state === 'requires_action' && answer.client_secret !== null);
}

/**
 * The focus after a provider's step (a modal over the page): the button that paid, when it can take
 * it (a refusal: paying again is the next thing to do), else the result message (paid: the button
 * is gone or busy), never the page's body. `button` and `result` go on those; `focusBack` after the
 * step, with the result shown.
 */
export function useFocusAfterStep() {
  const button = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [due, setDue] = useState(0);
  useEffect(() => {
    if (due === 0) return;
    const pay = button.current;
    (pay && !pay.disabled ? pay : result.current)?.focus();
  }, [due]);
  const focusBack = useCallback(() => setDue((n) => n + 1), []);
  return { button, result, focusBack };
}

type Props = { gateway: CheckoutGateway; disabled?: boolean };

/** The card fields of the site's card gateway: the sandbox's own (with its bank's 3-D Secure step), or Stripe Elements. */
export const CardPayment = forwardRef<CardPaymentHandle, Props>(function CardPayment({ gateway, disabled }, ref) {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const sandbox = useRef<CardFieldHandle>(null);
  const stripe = useRef<StripePayHandle>(null);
  // The sandbox bank's 3-D Secure step: what it asks to confirm, and the buyer's answer once given.
  const [challenge, setChallenge] = useState<Charge | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const answer = useRef<((approve: boolean) => void) | null>(null);

  /** The first answer counts (a close while the answer is being sent is no second one). */
  const onAnswer = useCallback((approve: boolean) => {
    const take = answer.current;
    answer.current = null;
    take?.(approve);
  }, []);

  useImperativeHandle(
    ref,
    () => {
      /** The bank's step: the modal asks, the buyer answers, the sandbox is told. */
      async function bankStep(clientSecret: string, charge: Charge) {
        const approve = await new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setChallenge(charge);
        });
        setAuthenticating(true);
        await sandboxAuthenticate(clientSecret, approve);
      }

      /** The provider's part: its words for a refusal, or null once done (the server then says where the payment stands). */
      async function providerStep(started: Started, charge: Charge): Promise<string | null> {
        if (gateway.provider === 'sandbox') {
          // The sandbox's token was confirmed by the server; its bank may ask the buyer to confirm.
          if (started.state === 'requires_action' && started.client_secret) await bankStep(started.client_secret, charge);
          return null;
        }
        if (gateway.provider !== 'stripe') return null;
        if (!started.client_secret) return t('unavailable');
        if (!stripe.current) return t('provider.loading');
        return stripe.current.pay(started.client_secret, { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }, window.location.href);
      }

      return {
        token: () => (gateway.provider === 'sandbox' ? (sandbox.current?.tokenize() ?? null) : undefined),
        async confirm(started, charge, settle) {
          try {
            const refused = await providerStep(started, charge);
            if (refused !== null) return { refused, settled: null };
            return { refused: null, settled: await settle() };
          } finally {
            answer.current = null;
            setChallenge(null);
            setAuthenticating(false);
          }
        },
      };
    },
    [gateway, t, user],
  );

  if (gateway.provider === 'sandbox') {
    return (
      <>
        <SandboxCardField ref={sandbox} disabled={disabled} />
        <Secure3dModal challenge={challenge} busy={authenticating} onAnswer={onAnswer} />
      </>
    );
  }
  if (gateway.provider === 'flutterwave') return <Alert color="yellow">{t('unavailable')}</Alert>;
  return <StripeCardField ref={stripe} publishableKey={gateway.publishableKey} method="card" disabled={disabled} />;
});
