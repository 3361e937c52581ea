import Stripe from 'stripe';
import type { GatewayStatus } from '@portal/domain/payments/rules';
import { WebhookSignatureError, type CreateIntent, type GatewayEvent, type GatewayIntent, type GatewayRefund, type PaymentGateway, type RefundLookup, type RefundLookupResult, type RefundRequest } from './gateway';

export type StripeSettings = { secretKey: string; webhookSecret: string; publishableKey: string; host?: string; port?: number; protocol?: 'http' | 'https' };

/** Stripe.js comes from js.stripe.com (frames for the card fields and 3-D Secure), and calls api.stripe.com. */
const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

function statusOf(pi: Stripe.PaymentIntent): GatewayStatus {
  switch (pi.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

function view(pi: Stripe.PaymentIntent): GatewayIntent {
  return {
    intentId: pi.id,
    status: statusOf(pi),
    amount: pi.amount,
    currency: pi.currency,
    attemptId: pi.metadata?.attemptId ?? '',
    clientSecret: pi.client_secret ?? null,
    message: pi.last_payment_error?.message ?? null,
  };
}

function refundView(refund: Stripe.Refund): GatewayRefund {
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { refundId: refund.id, status, message: refund.failure_reason ?? null };
}

/**
 * Stripe through its official SDK: PaymentIntents made with our attempt id as the idempotency key
 * (and in the metadata, so a lost id is found again by search), card or an instalment method (Affirm),
 * webhooks verified by the SDK over the raw body with the endpoint's secret.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly family = 'card' as const;
  readonly browser;
  readonly pageSources = STRIPE_SOURCES;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.browser = { provider: 'stripe' as const, publishableKey: settings.publishableKey };
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol ?? 'https' } : {}),
    });
  }

  async createIntent(input: CreateIntent): Promise<GatewayIntent> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        allowed_payment_method_types: input.method === 'instalment' ? ['affirm'] : ['card'],
        description: input.description,
        metadata: { attemptId: input.idempotencyKey },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return view(pi);
  }

  async retrieve(intentId: string): Promise<GatewayIntent | null> {
    try {
      return view(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async findByKey(key: string): Promise<GatewayIntent | null> {
    if (!/^[A-Za-z0-9_-]+$/.test(key)) return null;
    const found = await this.stripe.paymentIntents.search({ query: `metadata['attemptId']:'${key}'`, limit: 1 });
    return found.data[0] ? view(found.data[0]) : null;
  }

  async confirmWithToken(intentId: string, token: string): Promise<GatewayIntent> {
    try {
      return view(await this.stripe.paymentIntents.confirm(intentId, { payment_method: token }));
    } catch (err) {
      // A decline answers 402 with the intent in the error: report it as the intent now stands.
      if (err instanceof Stripe.errors.StripeCardError) {
        const again = await this.retrieve(intentId);
        if (again) return { ...again, message: err.message };
      }
      throw err;
    }
  }

  /** Stripe's Refunds API, keyed by our refund's id (a retry answers the same refund). */
  async refund(input: RefundRequest): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.intentId, amount: input.amount, metadata: { refundId: input.idempotencyKey } }, { idempotencyKey: `refund-${input.idempotencyKey}` });
      return refundView(refund);
    } catch (err) {
      // Stripe refuses a refund it will not make (more than is left, a disputed charge) with a 400: a failed refund.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return { refundId: '', status: 'failed', message: err.message };
      throw err;
    }
  }

  /**
   * By Stripe's refund id, or, when the answer never reached us, among the intent's refunds by the
   * refund id we put in its metadata (Stripe's idempotency keys last a day; the metadata stays).
   */
  async refundStatus(lookup: RefundLookup): Promise<RefundLookupResult> {
    if (lookup.gatewayRefundId) return refundView(await this.stripe.refunds.retrieve(lookup.gatewayRefundId));
    const page = await this.stripe.refunds.list({ payment_intent: lookup.intentId, limit: 100 });
    const made = page.data.find((r) => r.metadata?.refundId === lookup.idempotencyKey);
    if (made) return refundView(made);
    return page.has_more ? 'unknown' : 'absent';
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new WebhookSignatureError('Missing signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError('Bad signature');
    }
    const object = event.data.object as { id?: string; object?: string };
    if (object.object !== 'payment_intent' || typeof object.id !== 'string') return { eventId: event.id, type: event.type, intentId: '' };
    return { eventId: event.id, type: event.type, intentId: object.id };
  }
}
