import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { mergePageSources } from '../../platform/http/page-sources';
import { spaCsp } from '../../platform/http/spa';
import * as t from '../../platform/db/schema';
import type { TestSite } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// The Stripe adapter against a local stand-in for Stripe's API (the official SDK pointed at it),
// with webhooks signed by the SDK's own test helper.

type Intent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; metadata: Record<string, string>; last_payment_error: null | { message: string } };

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const intents = new Map<string, Intent>();
const byKey = new Map<string, string>();
const creations: string[] = [];
let standIn: http.Server;
let app: TestApp;
let site: TestSite;
let packageId: string;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${newId()}` });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      const form = new URLSearchParams(raw);
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key']);
        creations.push(key);
        const known = byKey.get(key);
        if (known) return answer(res, 200, intents.get(known));
        const id = `pi_${newId().replace(/[-_]/g, '')}`;
        const intent: Intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency')!, status: 'requires_payment_method', client_secret: `${id}_secret_x`, metadata: { attemptId: form.get('metadata[attemptId]')! }, last_payment_error: null };
        intents.set(id, intent);
        byKey.set(key, id);
        return answer(res, 200, intent);
      }
      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        const wanted = /'([^']+)'$/.exec(url.searchParams.get('query') ?? '')?.[1];
        return answer(res, 200, { object: 'search_result', data: [...intents.values()].filter((i) => i.metadata.attemptId === wanted), has_more: false, url: '/v1/payment_intents/search' });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
      const intent = match ? intents.get(match[1]!) : undefined;
      if (!intent) return answer(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (match![2]) intent.status = form.get('payment_method') === 'pm_card_chargeDeclined' ? 'requires_payment_method' : 'succeeded';
      return answer(res, 200, intent);
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  const port = (standIn.address() as { port: number }).port;
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in', STRIPE_API_BASE: `http://127.0.0.1:${port}` });
  site = await app.factories.site('stripe-shop.test');
  packageId = newId();
  await app.db.insert(t.packages).values({ id: packageId, siteId: site.id, name: 'Stripe Package', price: 24900, currency: 'usd', serviceIds: [] });
});
afterAll(async () => {
  await app.close();
  standIn.close();
});

function signed(payload: string) {
  return new Stripe('sk_test_stand_in').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
}

describe('the Stripe gateway', () => {
  it('makes one PaymentIntent per attempt (the attempt id as idempotency key) and an order from a signed webhook, once', async () => {
    const c = app.client(site.host);
    const reg = await c.post('/api/registerCustomer', { firstName: 'Stripe', lastName: 'Buyer', email: 'stripe.buyer@example.com', item: packageId });
    const customerId = reg.body.customer._id as string;
    const body = { item: packageId, customerId, checkoutKey: 'stripe-checkout-key-0001' };
    const first = await c.post('/api/getPaymentIntentPublic', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ gateway: 'stripe', amount: 24900, state: 'pending' });
    const again = await c.post('/api/getPaymentIntentPublic', body);
    expect(again.body.intent_id).toBe(first.body.intent_id);
    expect(intents.size).toBe(1);
    expect(creations[0]).toBe(first.body.attemptId);

    // The customer pays with Stripe.js; Stripe then calls our webhook.
    intents.get(first.body.intent_id)!.status = 'succeeded';
    const payload = JSON.stringify({ id: 'evt_stand_in_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: first.body.intent_id, object: 'payment_intent' } } });
    const hook = () => app.client(site.host).post('/api/payments/webhook/stripe', payload, { csrf: false, headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) } });
    const [a, b] = await Promise.all([hook(), hook()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [orders] = await app.db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, customerId));
    expect(orders!.n).toBe(1);
    const confirmed = await c.post('/api/confirmAffirmPayment', { paymentIntent: first.body.intent_id });
    expect(confirmed.body.state).toBe('succeeded');
    expect(confirmed.body.autoLoginCode).toBeTruthy();
  });

  it('tells the checkout to load Stripe.js with the publishable key, and the pages allow Stripe\'s hosts', async () => {
    const info = await app.client(site.host).get(`/api/getPackageInfo?item=${packageId}`);
    expect(info.body.gateway).toEqual({ provider: 'stripe', publishableKey: 'pk_test_stand_in' });
    const csp = spaCsp('n0nce', "'self'", mergePageSources(Object.values(app.app.payments.gateways).map((g) => g.pageSources)));
    expect(csp).toContain("frame-src 'self' https: https://js.stripe.com https://hooks.stripe.com;");
    expect(csp).toMatch(/script-src 'nonce-n0nce' 'strict-dynamic' 'self' https:\/\/js\.stripe\.com;/);
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).not.toContain('flutterwave');
  });

  it('refuses a webhook whose signature does not match the raw body', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', object: 'payment_intent' } } });
    const header = signed(payload);
    const res = await app.client(site.host).post('/api/payments/webhook/stripe', payload.replace('pi_x', 'pi_y'), { csrf: false, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(res.status).toBe(400);
  });

  it('finds an intent whose id we never stored by its attempt id (search) and settles it', async () => {
    const c = app.client(site.host);
    const reg = await c.post('/api/registerCustomer', { firstName: 'Lost', lastName: 'Answer', email: 'lost.answer@example.com', item: packageId });
    const customerId = reg.body.customer._id as string;
    app.app.payments.faults.afterGatewayCall = () => {
      throw new Error('process died');
    };
    expect((await c.post('/api/getPaymentIntentPublic', { item: packageId, customerId, checkoutKey: 'stripe-checkout-key-0002' })).status).toBe(500);
    app.app.payments.faults = {};
    const [attempt] = await app.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.customerId, customerId));
    expect(attempt!.intentId).toBeNull();
    [...intents.values()].find((i) => i.metadata.attemptId === attempt!.id)!.status = 'succeeded';
    await app.app.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    const [after] = await app.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, attempt!.id));
    expect(after!.state).toBe('succeeded');
  });
});
