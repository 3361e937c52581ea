import { createHmac } from 'node:crypto';
import http from 'node:http';
import { randomUUID } from 'node:crypto';

// STAND-INS, not the providers: a local server answering the few calls of Stripe's API and
// Flutterwave's API that the portal (through the official Stripe SDK and its Flutterwave adapter) and
// the stand-in browser scripts (provider-scripts.ts) make, and sending the providers' signed webhooks
// to the portal. The browser journeys have no internet, so js.stripe.com, api.stripe.com and
// Flutterwave's hosts are routed here by the page (page.route).

export const STAND_IN_KEYS = {
  stripeSecret: 'sk_test_stand_in',
  stripePublishable: 'pk_test_stand_in',
  stripeWebhookSecret: 'whsec_stand_in_for_the_journeys',
  flutterwaveSecret: 'FLWSECK_TEST-stand-in',
  flutterwavePublic: 'FLWPUBK_TEST-stand-in',
  flutterwaveHash: 'flutterwave-stand-in-hash',
} as const;

/** Stripe's test cards, as Stripe answers them. */
const CARD_OUTCOMES: Record<string, string | null> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
/** The stand-in's mobile-money phones. */
const PHONE_OUTCOMES: Record<string, string | null> = { '0700000001': null, '0700000002': 'Declined by the mobile money provider' };

type Intent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; metadata: Record<string, string>; last_payment_error: null | { message: string; code: string } };
type Transaction = { id: number; tx_ref: string; status: string; amount: number; currency: string; processor_response?: string };
export type DeliveredWebhook = { provider: 'stripe' | 'flutterwave'; type: string; status: number };

export class ProviderStandIns {
  readonly delivered: DeliveredWebhook[] = [];
  private readonly intents = new Map<string, Intent>();
  private readonly byKey = new Map<string, string>();
  private readonly transactions = new Map<string, Transaction>();
  private server: http.Server | null = null;

  /** `portalPort`: where webhooks go; the hosts: the site each provider's webhook endpoint names. */
  constructor(private readonly portal: { port: number; stripeHost: string; flutterwaveHost: string }) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => void this.handle(req, raw).then(([status, body]) => send(res, status, body)));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, raw: string): Promise<[number, unknown]> {
    const url = new URL(req.url!, 'http://stand-in');
    const form = new URLSearchParams(raw);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (url.pathname.startsWith('/v1/')) {
      // The portal's server calls with the secret key; Stripe.js with the publishable key and the intent's client secret.
      const browser = form.get('key') === STAND_IN_KEYS.stripePublishable;
      if (bearer !== STAND_IN_KEYS.stripeSecret && !browser) return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
      return this.stripe(req.method!, url, form, browser);
    }
    if (url.pathname === '/v3/transactions/verify_by_reference') {
      if (bearer !== STAND_IN_KEYS.flutterwaveSecret) return [401, { status: 'error', message: 'Invalid authorization key' }];
      const tx = this.transactions.get(url.searchParams.get('tx_ref') ?? '');
      return tx ? [200, { status: 'success', data: tx }] : [400, { status: 'error', message: 'No transaction was found for this id' }];
    }
    if (url.pathname === '/stand-in/flutterwave/charge' && form.get('public_key') === STAND_IN_KEYS.flutterwavePublic) return this.mobileCharge(form);
    return [404, { error: { message: `The stand-in does not answer ${req.method} ${url.pathname}` } }];
  }

  private stripe(method: string, url: URL, form: URLSearchParams, browser: boolean): [number, unknown] {
    if (method === 'POST' && url.pathname === '/v1/payment_intents' && !browser) {
      const key = form.get('metadata[attemptId]')!;
      const known = this.byKey.get(key);
      if (known) return [200, this.intents.get(known)];
      const id = `pi_${randomUUID().replace(/-/g, '')}`;
      const intent: Intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency')!, status: 'requires_payment_method', client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`, metadata: { attemptId: key }, last_payment_error: null };
      this.intents.set(id, intent);
      this.byKey.set(key, id);
      return [200, intent];
    }
    if (method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      const wanted = /'([^']+)'$/.exec(url.searchParams.get('query') ?? '')?.[1];
      return [200, { object: 'search_result', data: [...this.intents.values()].filter((i) => i.metadata.attemptId === wanted), has_more: false, url: '/v1/payment_intents/search' }];
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
    const intent = match ? this.intents.get(match[1]!) : undefined;
    if (!intent || (browser && form.get('client_secret') !== intent.client_secret)) return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    if (!match![2]) return [200, intent];
    const number = form.get('payment_method_data[card][number]') ?? '';
    const outcome = CARD_OUTCOMES[number];
    if (outcome === undefined) return [402, { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } }];
    intent.status = outcome === null ? 'succeeded' : 'requires_payment_method';
    intent.last_payment_error = outcome === null ? null : { message: outcome, code: 'card_declined' };
    this.stripeWebhook(outcome === null ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
    return outcome === null ? [200, intent] : [402, { error: { type: 'card_error', code: 'card_declined', message: outcome, payment_intent: intent } }];
  }

  /** The stand-in dialog's charge: the phone decides; Flutterwave then calls the portal's webhook. */
  private mobileCharge(form: URLSearchParams): [number, unknown] {
    const txRef = form.get('tx_ref') ?? '';
    const outcome = PHONE_OUTCOMES[(form.get('phone') ?? '').replace(/\D/g, '')];
    const tx: Transaction = { id: 100_000 + this.transactions.size, tx_ref: txRef, status: outcome === null ? 'successful' : 'failed', amount: Number(form.get('amount')), currency: form.get('currency') ?? '' };
    if (outcome) tx.processor_response = outcome;
    this.transactions.set(txRef, tx);
    const payload = JSON.stringify({ event: 'charge.completed', data: tx });
    this.deliver('flutterwave', 'charge.completed', this.portal.flutterwaveHost, payload, { 'verif-hash': STAND_IN_KEYS.flutterwaveHash });
    return [200, { status: tx.status, tx_ref: txRef, transaction_id: tx.id }];
  }

  private stripeWebhook(type: string, intent: Intent) {
    const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, data: { object: intent } });
    // Stripe's signature scheme: HMAC-SHA256 of "timestamp.payload" with the endpoint's secret.
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', STAND_IN_KEYS.stripeWebhookSecret).update(`${t}.${payload}`).digest('hex');
    this.deliver('stripe', type, this.portal.stripeHost, payload, { 'stripe-signature': `t=${t},v1=${v1}` });
  }

  /** Sent after the answer, as a provider does: the page's confirmation and the webhook race, as in production. */
  private deliver(provider: DeliveredWebhook['provider'], type: string, host: string, payload: string, headers: Record<string, string>) {
    setTimeout(() => {
      const req = http.request({ host: '127.0.0.1', port: this.portal.port, method: 'POST', path: `/api/payments/webhook/${provider}`, headers: { host, 'content-type': 'application/json', ...headers } }, (res) => {
        res.resume();
        this.delivered.push({ provider, type, status: res.statusCode ?? 0 });
      });
      req.on('error', () => this.delivered.push({ provider, type, status: 0 }));
      req.end(payload);
    }, 50);
  }
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  // Any origin may call it, as Stripe's API allows its browser calls.
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'request-id': `req_${randomUUID()}` });
  res.end(JSON.stringify(body));
}
