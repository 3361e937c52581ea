import type { CheckoutGateway, PaymentAnswer } from '@portal/domain/payments/calls';
import type { StripePayHandle } from './stripe-card-field';

export type ProviderPayment = {
  stripe: StripePayHandle | null;
  buyer: { name: string; email: string };
  /** Where an instalment provider sends the customer back (the checkout, which then asks the server). */
  returnUrl: string;
  /** The dialog's title: the site's company. */
  title: string;
  texts: { notReady: string; closed: string; unavailable: string };
};

/** What the provider's part needs of a started payment (the checkout's intent, or the new order page's mobile-money reference). */
export type ProviderIntent = Pick<PaymentAnswer, 'intent_id' | 'client_secret' | 'amount' | 'currency'>;

/**
 * Pays the started intent in the provider's own browser part: Stripe.js with the intent's client
 * secret, or Flutterwave's dialog with our attempt as its reference. Answers the words to show when
 * nothing was paid (the provider's refusal, a closed dialog), or null when the provider is done and
 * the server should be asked where the payment stands.
 */
export async function payAtProvider(gateway: Exclude<CheckoutGateway, { provider: 'sandbox' }>, started: ProviderIntent, payment: ProviderPayment): Promise<string | null> {
  if (!started.client_secret || !started.intent_id) return payment.texts.unavailable;
  if (gateway.provider === 'stripe') {
    if (!payment.stripe) return payment.texts.notReady;
    return payment.stripe.pay(started.client_secret, payment.buyer, payment.returnUrl);
  }
  const { payInFlutterwaveDialog } = await import('./flutterwave');
  let outcome;
  try {
    outcome = await payInFlutterwaveDialog({
      publicKey: gateway.publicKey,
      txRef: started.intent_id,
      amountMinor: started.amount,
      currency: started.currency,
      email: payment.buyer.email,
      name: payment.buyer.name,
      title: payment.title,
    });
  } catch {
    return payment.texts.unavailable;
  }
  return outcome ? null : payment.texts.closed;
}
