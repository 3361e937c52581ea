import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_TEXTS, SANDBOX_TEST_PHONES, parseSandboxToken, type GatewayStatus } from '@portal/domain/payments/rules';
import { NO_PAGE_SOURCES } from '../../platform/http/page-sources';
import { WebhookSignatureError, type CreateIntent, type GatewayEvent, type GatewayIntent, type GatewayRefund, type PaymentGateway, type RefundLookup, type RefundLookupResult, type RefundRequest } from './gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook older than this is refused (a replayed capture). */
const TOLERANCE_S = 300;

type SandboxIntent = GatewayIntent & { method: CreateIntent['method']; webhookHost: string | null; pendingOutcome: 'succeeded' | 'declined' | null };

/** A webhook the sandbox sends: to the site's host, through the same route as a real provider's. */
export type SandboxWebhook = { host: string; body: string; headers: Record<string, string> };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * The embedded default gateway of a family: it keeps its intents in memory, as a provider's servers
 * would keep them, runs the same state machine as the real providers (intent, confirm, decline,
 * 3-D Secure, processing) and sends HMAC-signed webhooks through our webhook route. Test cards and
 * phone numbers decide the outcome (packages/domain payments/rules.ts).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name: string;
  /** Its browser part is the portal's own (checkout/components/sandbox-card-field.tsx): no other host. */
  readonly browser = { provider: 'sandbox' as const };
  readonly pageSources = NO_PAGE_SOURCES;
  private readonly intents = new Map<string, SandboxIntent>();
  private readonly byKey = new Map<string, string>();
  private readonly bySecret = new Map<string, string>();
  /** Refunds by idempotency key, and what each intent has given back. */
  private readonly refunds = new Map<string, GatewayRefund & { intentId: string; amount: number }>();
  private readonly refundedOf = new Map<string, number>();
  /** Tests: how refunds are answered: at once, left pending (as a bank may), or made with the answer lost on the way. */
  refundAnswers: 'now' | 'pending' | 'lost' = 'now';
  /** Webhooks kept for a test to deliver (manual mode), in the order they were sent. */
  readonly held: SandboxWebhook[] = [];
  private deliverer: ((hook: SandboxWebhook) => Promise<void>) | null = null;

  constructor(
    readonly family: 'card' | 'mobile-money',
    private readonly secret: string,
    private readonly mode: 'auto' | 'manual',
    private readonly log: (message: string, err?: unknown) => void = () => {},
  ) {
    this.name = family === 'card' ? 'sandbox-card' : 'sandbox-mobile-money';
  }

  /** How webhooks leave the sandbox in auto mode (an HTTP request to our own webhook route). */
  setDeliverer(deliver: (hook: SandboxWebhook) => Promise<void>): void {
    this.deliverer = deliver;
  }

  async createIntent(input: CreateIntent & { webhookHost?: string }): Promise<GatewayIntent> {
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return this.view(this.intents.get(known)!);
    const intent: SandboxIntent = {
      intentId: id(this.family === 'card' ? 'pi_sbx' : 'tx_sbx'),
      status: 'requires_payment_method',
      amount: input.amount,
      currency: input.currency,
      attemptId: input.idempotencyKey,
      clientSecret: id('secret_sbx'),
      message: null,
      method: input.method,
      webhookHost: input.webhookHost ?? null,
      pendingOutcome: null,
    };
    this.intents.set(intent.intentId, intent);
    this.byKey.set(input.idempotencyKey, intent.intentId);
    this.bySecret.set(intent.clientSecret!, intent.intentId);
    return this.view(intent);
  }

  async retrieve(intentId: string): Promise<GatewayIntent | null> {
    const intent = this.intents.get(intentId);
    return intent ? this.view(intent) : null;
  }

  async findByKey(key: string): Promise<GatewayIntent | null> {
    const intentId = this.byKey.get(key);
    return intentId ? this.retrieve(intentId) : null;
  }

  /** What the provider's browser library does with the client secret and a token. */
  async confirmBySecret(clientSecret: string, token: string): Promise<GatewayIntent | null> {
    const intentId = this.bySecret.get(clientSecret);
    return intentId ? this.confirmWithToken(intentId, token) : null;
  }

  async confirmWithToken(intentId: string, token: string): Promise<GatewayIntent> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error('No such intent');
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') return this.view(intent);
    const outcome = this.outcomeOf(token);
    intent.message = null;
    switch (outcome) {
      case 'succeeded':
        this.move(intent, 'succeeded');
        break;
      case 'processing':
        intent.pendingOutcome = 'succeeded';
        this.move(intent, 'processing');
        if (this.mode === 'auto') setTimeout(() => void this.settle(intent.intentId), 1500).unref();
        break;
      case 'three_d_secure':
        this.move(intent, 'requires_action');
        break;
      case 'instalment_declined':
        if (intent.method === 'instalment') this.decline(intent, PAYMENT_TEXTS.instalmentDeclined);
        else this.move(intent, 'succeeded');
        break;
      default:
        if (intent.method === 'mobile_money') this.decline(intent, PAYMENT_TEXTS.mobileMoneyDeclined);
        else this.decline(intent, outcome === 'invalid' ? 'Your card number is invalid.' : PAYMENT_TEXTS.declined);
    }
    return this.view(intent);
  }

  /** The 3-D Secure page's answer. */
  async authenticate(clientSecret: string, approve: boolean): Promise<GatewayIntent | null> {
    const intent = this.intents.get(this.bySecret.get(clientSecret) ?? '');
    if (!intent) return null;
    if (intent.status === 'requires_action') {
      if (approve) this.move(intent, 'succeeded');
      else this.decline(intent, 'We are unable to authenticate your payment method.');
    }
    return this.view(intent);
  }

  /** A processing payment reaches its end (the bank answered). */
  async settle(intentId: string): Promise<void> {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'processing') return;
    if (intent.pendingOutcome === 'declined') this.decline(intent, PAYMENT_TEXTS.declined);
    else this.move(intent, 'succeeded');
  }

  /**
   * A refund, as a provider makes one: only of a succeeded intent, never more than is left of it,
   * and the same key again answers the same refund (without giving back twice).
   */
  async refund(input: RefundRequest): Promise<GatewayRefund> {
    const known = this.refunds.get(input.idempotencyKey);
    if (known) {
      if (known.intentId !== input.intentId || known.amount !== input.amount) throw new Error('Idempotency key reused with other parameters');
      return { refundId: known.refundId, status: known.status, message: known.message };
    }
    const intent = this.intents.get(input.intentId);
    if (!intent) throw new Error('No such intent');
    const refunded = this.refundedOf.get(intent.intentId) ?? 0;
    let answer: GatewayRefund;
    if (intent.status !== 'succeeded') answer = { refundId: id('re_sbx'), status: 'failed', message: 'This payment was not completed, so it cannot be refunded.' };
    else if (input.amount <= 0 || input.amount > intent.amount - refunded || input.currency.toLowerCase() !== intent.currency.toLowerCase()) answer = { refundId: id('re_sbx'), status: 'failed', message: 'The refund is more than what is left of the payment.' };
    else {
      answer = { refundId: id('re_sbx'), status: this.refundAnswers === 'pending' ? 'pending' : 'succeeded', message: null };
      this.refundedOf.set(intent.intentId, refunded + input.amount);
    }
    this.refunds.set(input.idempotencyKey, { ...answer, intentId: input.intentId, amount: input.amount });
    if (this.refundAnswers === 'lost') throw new Error('The connection closed before the answer arrived');
    return answer;
  }

  /** Our refund by its key (the sandbox files its refunds by key); absent when it was never made. */
  async refundStatus(lookup: RefundLookup): Promise<RefundLookupResult> {
    const known = this.refunds.get(lookup.idempotencyKey);
    return known ? { refundId: known.refundId, status: known.status, message: known.message } : 'absent';
  }

  /** Tests: the bank settles the refunds left pending (a failed one gives its amount back to the intent). */
  settleRefunds(status: 'succeeded' | 'failed'): void {
    for (const refund of this.refunds.values()) {
      if (refund.status !== 'pending') continue;
      refund.status = status;
      if (status === 'failed') {
        refund.message = 'The bank declined the refund.';
        this.refundedOf.set(refund.intentId, (this.refundedOf.get(refund.intentId) ?? 0) - refund.amount);
      }
    }
  }

  /** Tests: what the sandbox has given back of an intent. */
  refundedAmount(intentId: string): number {
    return this.refundedOf.get(intentId) ?? 0;
  }

  /** Tests: change what the provider holds (a tampered amount). */
  tamper(intentId: string, change: Partial<Pick<GatewayIntent, 'amount' | 'currency'>>): void {
    const intent = this.intents.get(intentId);
    if (intent) Object.assign(intent, change);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookSignatureError('Missing signature');
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
    const timestamp = Number(parts.t);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_S) throw new WebhookSignatureError('Stale signature');
    const expected = Buffer.from(signSandboxPayload(this.secret, rawBody, timestamp).split('v1=')[1]!, 'hex');
    const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('Bad signature');
    const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: { intentId?: unknown } };
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.intentId !== 'string') throw new WebhookSignatureError('Malformed event');
    return { eventId: event.id, type: event.type, intentId: event.data.intentId };
  }

  /** Delivers the held webhooks (manual mode) and forgets them. */
  takeHeld(): SandboxWebhook[] {
    return this.held.splice(0, this.held.length);
  }

  private outcomeOf(token: string): 'succeeded' | 'declined' | 'three_d_secure' | 'instalment_declined' | 'processing' | 'invalid' {
    if (this.family === 'mobile-money') {
      const phone = token.startsWith('phone:') ? token.slice(6).replace(/\D/g, '') : '';
      const outcome = SANDBOX_TEST_PHONES[phone];
      if (!phone) return 'invalid';
      return outcome === 'failed' ? 'declined' : (outcome ?? 'succeeded');
    }
    return parseSandboxToken(token)?.outcome ?? 'invalid';
  }

  private decline(intent: SandboxIntent, message: string): void {
    intent.message = message;
    this.move(intent, 'requires_payment_method', 'payment_intent.payment_failed');
  }

  private move(intent: SandboxIntent, status: GatewayStatus, eventType?: string): void {
    intent.status = status;
    const type = eventType ?? `payment_intent.${status}`;
    this.send(intent, type);
  }

  private send(intent: SandboxIntent, type: string): void {
    if (!intent.webhookHost) return;
    const body = JSON.stringify({ id: id('evt_sbx'), type, created: Math.floor(Date.now() / 1000), data: { intentId: intent.intentId } });
    const hook: SandboxWebhook = { host: intent.webhookHost, body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(this.secret, body) } };
    if (this.mode === 'manual' || !this.deliverer) {
      this.held.push(hook);
      return;
    }
    const deliver = this.deliverer;
    // Like a provider: after the answer, and retried a few times when our side fails.
    setTimeout(() => {
      void (async () => {
        for (let i = 0; i < 3; i++) {
          try {
            await deliver(hook);
            return;
          } catch (err) {
            this.log('sandbox webhook delivery failed', err);
            await new Promise((r) => setTimeout(r, 1000 * (i + 1)));
          }
        }
      })();
    }, 50).unref();
  }

  private view(intent: SandboxIntent): GatewayIntent {
    const { method: _m, webhookHost: _w, pendingOutcome: _p, ...rest } = intent;
    return { ...rest };
  }
}
