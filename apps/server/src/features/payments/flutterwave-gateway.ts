import { createHash, timingSafeEqual } from 'node:crypto';
import { toMajor, toMinor } from '@portal/domain/money/rules';
import type { GatewayStatus } from '@portal/domain/payments/rules';
import { WebhookSignatureError, type CreateIntent, type GatewayEvent, type GatewayIntent, type GatewayRefund, type PaymentGateway, type RefundLookup, type RefundLookupResult, type RefundRequest } from './gateway';

export type FlutterwaveSettings = { secretKey: string; secretHash: string; publicKey: string; apiBase?: string };

/** The inline dialog: its script and frame from Flutterwave's checkout hosts. */
const FLUTTERWAVE_SOURCES = { script: ['https://checkout.flutterwave.com'], frame: ['https://checkout.flutterwave.com', 'https://*.flutterwave.com'], connect: ['https://api.flutterwave.com'] };

type Transaction = { id: number; tx_ref: string; status: string; amount: number; currency: string; processor_response?: string };

function statusOf(status: string): GatewayStatus {
  if (status === 'successful') return 'succeeded';
  if (status === 'failed' || status === 'cancelled') return 'requires_payment_method';
  return 'processing';
}

/** Flutterwave's refund states: `completed` (or `completed-mpgs` for cards) is made, `failed` is not, the rest wait. */
function refundState(status: string | undefined): GatewayRefund['status'] {
  if (status === 'completed' || status === 'completed-mpgs') return 'succeeded';
  return status === 'failed' ? 'failed' : 'pending';
}

/**
 * Flutterwave (mobile money): the payment dialog runs in the browser with our attempt id as the
 * transaction reference (`tx_ref`) and an integrity hash over the amount; the server trusts only its
 * own verification of the transaction (status, reference, currency and amount). Webhooks carry the
 * `verif-hash` header, compared with the site's secret hash in constant time.
 */
export class FlutterwaveGateway implements PaymentGateway {
  readonly name = 'flutterwave';
  readonly family = 'mobile-money' as const;
  readonly browser;
  readonly pageSources = FLUTTERWAVE_SOURCES;
  private readonly base: string;

  constructor(private readonly settings: FlutterwaveSettings) {
    this.browser = { provider: 'flutterwave' as const, publicKey: settings.publicKey };
    this.base = (settings.apiBase ?? 'https://api.flutterwave.com').replace(/\/$/, '');
  }

  /** The dialog's integrity hash: binds the reference, amount and currency to our secret. */
  integrityHash(txRef: string, amountMinor: number, currency: string): string {
    return createHash('sha256').update(`${txRef}|${amountMinor}|${currency.toLowerCase()}|${this.settings.secretHash}`).digest('hex');
  }

  async createIntent(input: CreateIntent): Promise<GatewayIntent> {
    // Nothing is made at Flutterwave until the customer pays in the dialog: the reference is ours.
    return {
      intentId: input.idempotencyKey,
      status: 'requires_payment_method',
      amount: input.amount,
      currency: input.currency,
      attemptId: input.idempotencyKey,
      clientSecret: this.integrityHash(input.idempotencyKey, input.amount, input.currency),
      message: null,
    };
  }

  private async transaction(txRef: string): Promise<Transaction | null> {
    const res = await fetch(`${this.base}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`, {
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
      signal: AbortSignal.timeout(20_000),
    });
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new Error(`Flutterwave answered ${res.status}`);
    const body = (await res.json()) as { status?: string; data?: Transaction };
    return body.status === 'success' && body.data ? body.data : null;
  }

  async retrieve(txRef: string): Promise<GatewayIntent | null> {
    const tx = await this.transaction(txRef);
    if (!tx) return null;
    return {
      intentId: txRef,
      status: statusOf(tx.status),
      amount: toMinor(tx.amount, tx.currency),
      currency: tx.currency.toLowerCase(),
      attemptId: tx.tx_ref,
      clientSecret: null,
      message: tx.status === 'failed' ? (tx.processor_response ?? 'Payment failed') : null,
    };
  }

  async findByKey(key: string): Promise<GatewayIntent | null> {
    return this.retrieve(key);
  }

  async confirmWithToken(): Promise<GatewayIntent> {
    throw new Error('Flutterwave payments are made in its payment dialog');
  }

  /**
   * Flutterwave's refund API (`POST /v3/transactions/:id/refund`, the amount in major units) on the
   * transaction our reference names. Flutterwave takes no idempotency key: our refund row is what
   * keeps a retried click from refunding twice (a pending refund is not sent again by a new click).
   */
  async refund(input: RefundRequest): Promise<GatewayRefund> {
    const tx = await this.transaction(input.intentId);
    if (!tx || tx.status !== 'successful') return { refundId: '', status: 'failed', message: 'This payment was not completed, so it cannot be refunded.' };
    const res = await fetch(`${this.base}/v3/transactions/${tx.id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.settings.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: toMajor(input.amount, input.currency) }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json().catch(() => ({}))) as { status?: string; message?: string; data?: { id?: number; status?: string } };
    if (res.status >= 500) throw new Error(`Flutterwave answered ${res.status}`);
    if (!res.ok || body.status !== 'success' || !body.data) return { refundId: '', status: 'failed', message: body.message ?? `Flutterwave answered ${res.status}` };
    return { refundId: String(body.data.id ?? ''), status: refundState(body.data.status), message: null };
  }

  /**
   * A refund Flutterwave answered is read back by its id (`GET /v3/refunds/:id`). One whose answer
   * never reached us cannot be found: Flutterwave keeps no key of ours on a refund, so it stays
   * unknown and is never asked again (asking again could refund twice).
   */
  async refundStatus(lookup: RefundLookup): Promise<RefundLookupResult> {
    if (!lookup.gatewayRefundId) return 'unknown';
    const res = await fetch(`${this.base}/v3/refunds/${encodeURIComponent(lookup.gatewayRefundId)}`, {
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`Flutterwave answered ${res.status}`);
    const body = (await res.json()) as { status?: string; data?: { id?: number; status?: string } };
    if (body.status !== 'success' || !body.data) throw new Error('Flutterwave sent no refund');
    return { refundId: lookup.gatewayRefundId, status: refundState(body.data.status), message: null };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const given = headers['verif-hash'];
    if (typeof given !== 'string') throw new WebhookSignatureError('Missing verif-hash');
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(this.settings.secretHash).digest();
    if (!timingSafeEqual(a, b)) throw new WebhookSignatureError('Bad verif-hash');
    const event = JSON.parse(rawBody) as { event?: string; data?: { id?: number; tx_ref?: string; status?: string } };
    if (!event.data?.tx_ref || event.data.id === undefined) throw new WebhookSignatureError('Malformed event');
    return { eventId: `${event.data.id}:${event.data.status ?? ''}`, type: event.event ?? 'charge.completed', intentId: event.data.tx_ref };
  }
}
