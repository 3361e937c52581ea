import type { CheckoutGateway } from '@portal/domain/payments/calls';
import type { GatewayStatus } from '@portal/domain/payments/rules';
import type { PageSources } from '../../platform/http/page-sources';

/** An intent as the gateway reports it: the only truth the server acts on. */
export type GatewayIntent = {
  intentId: string;
  status: GatewayStatus;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Our attempt id, which the intent was made with (its idempotency key, kept in its metadata). */
  attemptId: string;
  clientSecret: string | null;
  /** The gateway's words for a decline, shown to the customer. */
  message: string | null;
};

/** A verified webhook: what happened to which intent (re-read from the gateway before acting). */
export type GatewayEvent = { eventId: string; type: string; intentId: string };

export type CreateIntent = {
  /** Our attempt id: the gateway makes one intent per key, however often it is asked. */
  idempotencyKey: string;
  amount: number;
  currency: string;
  method: 'card' | 'instalment' | 'mobile_money';
  description: string;
};

export type RefundRequest = {
  /** The intent (Stripe), reference (Flutterwave) or sandbox intent paid. */
  intentId: string;
  /** Minor units, at most what is left to refund of the intent. */
  amount: number;
  currency: string;
  /** Our refund's id: asked again with the same key, the gateway answers the same refund. */
  idempotencyKey: string;
};

/** A refund as the gateway reports it. */
export type GatewayRefund = { refundId: string; status: 'succeeded' | 'pending' | 'failed'; message: string | null };

/** A refund we asked for, to look up again: by the gateway's id when its answer reached us, else by our key. */
export type RefundLookup = { intentId: string; gatewayRefundId: string | null; idempotencyKey: string };

/**
 * Where a refund stands at its gateway: its report; `absent` when the gateway certainly never made it
 * (asking again is safe); `unknown` when the gateway cannot say (no id and no key to search by).
 */
export type RefundLookupResult = GatewayRefund | 'absent' | 'unknown';

/**
 * What every payment gateway does for us, real or sandbox: make an intent (idempotently), read an
 * intent back, verify and parse a webhook. A card token the browser got from the provider's own
 * fields can be confirmed server-side (tips and invoices), so no card data ever reaches us.
 */
export type PaymentGateway = {
  readonly name: string;
  readonly family: 'card' | 'mobile-money';
  /** What the checkout page needs to pay here: the provider's browser part and its public key. */
  readonly browser: CheckoutGateway;
  /** The provider's hosts our pages must allow (its script, frames and API), none for the sandboxes. */
  readonly pageSources: PageSources;
  createIntent(input: CreateIntent): Promise<GatewayIntent>;
  retrieve(intentId: string): Promise<GatewayIntent | null>;
  /** The intent made with this idempotency key, if any (after a crash before its id was stored). */
  findByKey(idempotencyKey: string): Promise<GatewayIntent | null>;
  /** Confirms an intent with a token from the provider's browser component. */
  confirmWithToken(intentId: string, token: string): Promise<GatewayIntent>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
  /** Gives back part or all of a paid intent. */
  refund(input: RefundRequest): Promise<GatewayRefund>;
  /** Looks a refund up again (a pending one, or one whose answer was lost). */
  refundStatus(lookup: RefundLookup): Promise<RefundLookupResult>;
};

export class WebhookSignatureError extends Error {}
