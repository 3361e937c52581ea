import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { mergePageSources } from '../../platform/http/page-sources';
import { spaCsp } from '../../platform/http/spa';
import * as t from '../../platform/db/schema';
import type { TestSite } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { SandboxGateway, SandboxWebhook } from './sandbox-gateway';

// The proof that money is collected exactly once whatever fails: each scenario ends with
// one order, one payment and one receipt mail, or none of them.

let app: TestApp;
let site: TestSite;
let other: TestSite;
let pkg: { id: string; price: number };
let otherPkg: { id: string };
let sandbox: SandboxGateway;
let seq = 0;

const key = () => randomBytes(12).toString('hex');
const token = (outcome = 'succeeded', last4 = '4242') => `sbx_${outcome}_${last4}_${randomBytes(6).toString('hex')}`;

async function addPackage(s: TestSite, price: number, currency = 'usd') {
  const serviceId = newId();
  await app.db.insert(t.services).values({ id: serviceId, siteId: s.id, name: 'Resume Writing', modules: [{ id: 'previous_document', title: 'Upload' }, { id: 'final_document', title: 'Final' }] });
  const id = newId();
  await app.db.insert(t.packages).values({ id, siteId: s.id, name: `Package ${price}`, price, currency, serviceIds: [serviceId] });
  return { id, price };
}

async function addCoupon(s: TestSite, code: string, kind: 'percent' | 'fixed', value: number, maxUses: number | null = null, expiresAt: Date | null = null) {
  const id = newId();
  await app.db.insert(t.coupons).values({ id, siteId: s.id, code, kind, value, maxUses, expiresAt });
  return id;
}

async function register(c: TestClient, item = pkg.id) {
  const n = ++seq;
  const res = await c.post('/api/registerCustomer', { firstName: 'Buyer', lastName: `Number${n}`, email: `buyer${n}@example.com`, item });
  expect(res.status).toBe(200);
  return res.body.customer._id as string;
}

async function start(c: TestClient, customerId: string, checkoutKey = key(), extra: Record<string, unknown> = {}) {
  return c.post('/api/getPaymentIntentPublic', { item: pkg.id, customerId, checkoutKey, ...extra });
}

/** Posts a sandbox webhook to our route exactly as the sandbox would. */
async function deliver(hook: SandboxWebhook) {
  return app.client(hook.host).post('/api/payments/webhook/sandbox', hook.body, { headers: hook.headers, csrf: false });
}

async function countOf(table: typeof t.orders | typeof t.paymentAttempts, customerId: string) {
  const [row] = await app.db.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
  return row!.n;
}

async function attemptsOf(customerId: string) {
  return app.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.customerId, customerId));
}

async function receiptsFor(email: string) {
  await app.platform.events.drain();
  return app.mails.filter((m) => m.to === email && /payment received/.test(m.subject)).length;
}

async function emailOf(customerId: string) {
  const [u] = await app.db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, customerId));
  return u!.email;
}

async function expectExactlyOnce(customerId: string) {
  expect(await countOf(t.orders, customerId)).toBe(1);
  const attempts = await attemptsOf(customerId);
  expect(attempts).toHaveLength(1);
  expect(attempts[0]!.state).toBe('succeeded');
  expect(await receiptsFor(await emailOf(customerId))).toBe(1);
}

beforeAll(async () => {
  app = await startTestApp({ PAYMENTS_SANDBOX_WEBHOOKS: 'manual' });
  site = await app.factories.site('shop.test');
  other = await app.factories.site('other-shop.test');
  pkg = await addPackage(site, 19900);
  otherPkg = await addPackage(other, 9900);
  sandbox = app.app.payments.gateways.card as SandboxGateway;
});
afterAll(() => app.close());
beforeEach(() => {
  sandbox.takeHeld();
  app.app.payments.faults = {};
});

describe('a card checkout', () => {
  it('records the attempt before the gateway, confirms, and signs a new customer in', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'pending', amount: 19900, currency: 'usd', gateway: 'sandbox-card', orderId: null });
    expect(started.body.client_secret).toBeTruthy();
    const paid = await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    expect(paid.body.status).toBe('succeeded');
    const confirmed = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.state).toBe('succeeded');
    expect(confirmed.body.orderId).toBeTruthy();
    expect(confirmed.body.autoLoginCode).toBeTruthy();
    const login = await c.get(`/api/autologin/${confirmed.body.autoLoginCode}`);
    expect(login.status).toBe(200);
    const order = await c.get(`/api/customer/orders/${confirmed.body.orderId}`);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.order.package.packageName).toBe('Package 19900');
    expect(order.body.order.invoicePrice).toBe(19900);
    // The webhook arriving after the browser changes nothing.
    for (const hook of sandbox.takeHeld()) expect((await deliver(hook)).status).toBe(200);
    await expectExactlyOnce(customerId);
  });

  it('a declined card leaves the attempt open with the gateway message, and a second card can pay it', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const checkoutKey = key();
    const started = await start(c, customerId, checkoutKey);
    const declined = await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token('declined', '0002') });
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', message: 'Your card was declined.' });
    const after = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(after.body).toMatchObject({ state: 'pending', orderId: null, message: 'Your card was declined.' });
    const again = await start(c, customerId, checkoutKey);
    expect(again.body.intent_id).toBe(started.body.intent_id);
    await c.post('/api/sandbox/card/confirm', { clientSecret: again.body.client_secret, token: token() });
    expect((await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id })).body.state).toBe('succeeded');
    await expectExactlyOnce(customerId);
  });

  it('a declined instalment payment says so; 3-D Secure needs the customer to authenticate', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const inst = await start(c, customerId, key(), { method: 'instalment' });
    const declined = await c.post('/api/sandbox/card/confirm', { clientSecret: inst.body.client_secret, token: token('instalment_declined', '0341') });
    expect(declined.body.message).toMatch(/instalment payment was declined/);
    const customer2 = await register(c);
    const tds = await start(c, customer2);
    expect((await c.post('/api/sandbox/card/confirm', { clientSecret: tds.body.client_secret, token: token('three_d_secure', '3220') })).body.status).toBe('requires_action');
    const challenged = await c.post('/api/confirmAffirmPayment', { paymentIntent: tds.body.intent_id });
    // The answer carries what the browser needs to take the bank's step (the page may have only it).
    expect(challenged.body).toMatchObject({ state: 'requires_action', client_secret: tds.body.client_secret });
    await c.post('/api/sandbox/card/authenticate', { clientSecret: challenged.body.client_secret, approve: true });
    expect((await c.post('/api/confirmAffirmPayment', { paymentIntent: tds.body.intent_id })).body.state).toBe('succeeded');
    await expectExactlyOnce(customer2);
  });

  it('a zero total skips the gateway and makes the order at once', async () => {
    const c = app.client(site.host);
    await addCoupon(site, 'FREE100', 'percent', 100);
    const customerId = await register(c);
    const started = await start(c, customerId, key(), { couponCode: 'free100' });
    expect(started.body).toMatchObject({ state: 'succeeded', amount: 0, discount: 19900, gateway: 'none', intent_id: null });
    expect(started.body.orderId).toBeTruthy();
    expect(started.body.autoLoginCode).toBeTruthy();
    await expectExactlyOnce(customerId);
  });
});

describe('the sign-in a checkout gives', () => {
  /** Registers `email` at the checkout, pays with the sandbox card and answers the confirmation. */
  async function buyAs(c: TestClient, email: string) {
    const registered = await c.post('/api/registerCustomer', { firstName: 'Sam', lastName: 'Buyer', email, item: pkg.id });
    const customerId = registered.body.customer._id as string;
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const confirmed = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(confirmed.body.state).toBe('succeeded');
    return { customerId, started, confirmed };
  }

  it('is handed out once: asking again with the payment id or the checkout key signs nobody in', async () => {
    const c = app.client(site.host);
    const { customerId, confirmed } = await buyAs(c, `once${++seq}@example.com`);
    expect(confirmed.body.autoLoginCode).toBeTruthy();
    const again = await c.post('/api/confirmAffirmPayment', { paymentIntent: confirmed.body.intent_id });
    expect(again.body).toMatchObject({ state: 'succeeded', autoLoginCode: null });
    const [attempt] = await attemptsOf(customerId);
    const restarted = await c.post('/api/getPaymentIntentPublic', { item: pkg.id, customerId, checkoutKey: attempt!.checkoutKey });
    expect(restarted.body).toMatchObject({ state: 'succeeded', autoLoginCode: null });
  });

  it('whoever paid first with somebody\'s e-mail loses the account\'s session when the owner buys with it', async () => {
    const email = `owner${++seq}@example.com`;
    const attacker = app.client(site.host);
    const first = await buyAs(attacker, email);
    expect((await attacker.get(`/api/autologin/${first.confirmed.body.autoLoginCode}`)).status).toBe(200);
    expect((await attacker.get('/api/customer/orders')).status).toBe(200);

    const owner = app.client(site.host);
    const second = await buyAs(owner, email);
    expect(second.customerId).toBe(first.customerId);
    expect(second.confirmed.body.autoLoginCode).toBeNull();
    // The owner's order is there, and the session made by paying first is gone.
    expect(await countOf(t.orders, first.customerId)).toBe(2);
    expect((await attacker.get('/api/customer/orders')).status).toBe(401);
    expect((await attacker.get(`/api/customer/orders/${second.confirmed.body.orderId}`)).status).toBe(401);
  });

  it('registering an existing customer\'s e-mail answers the names as typed, not the account\'s', async () => {
    const existing = await app.factories.user(site, 'user');
    const res = await app.client(site.host).post('/api/registerCustomer', { firstName: 'Any', lastName: 'Body', email: existing.email, item: pkg.id });
    expect(res.status).toBe(200);
    expect(res.body.customer).toEqual({ _id: existing.id, firstName: 'Any', lastName: 'Body', email: existing.email });
  });

  it('a buyer signed in by their first checkout keeps their session when they buy again', async () => {
    const email = `again${++seq}@example.com`;
    const c = app.client(site.host);
    const first = await buyAs(c, email);
    expect((await c.get(`/api/autologin/${first.confirmed.body.autoLoginCode}`)).status).toBe(200);
    const second = await buyAs(c, email);
    expect(second.confirmed.body.autoLoginCode).toBeNull();
    const orders = await c.get('/api/customer/orders');
    expect(orders.status).toBe(200);
    expect(await countOf(t.orders, first.customerId)).toBe(2);
  });
});

describe('faults injected', () => {
  it('a double-clicked Pay: two concurrent starts with one key make one attempt and one intent', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const checkoutKey = key();
    const [a, b] = await Promise.all([start(c, customerId, checkoutKey), start(c, customerId, checkoutKey)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.attemptId).toBe(b.body.attemptId);
    expect(a.body.intent_id).toBe(b.body.intent_id);
    await c.post('/api/sandbox/card/confirm', { clientSecret: a.body.client_secret, token: token() });
    await Promise.all([c.post('/api/confirmAffirmPayment', { paymentIntent: a.body.intent_id }), c.post('/api/confirmAffirmPayment', { paymentIntent: b.body.intent_id })]);
    await expectExactlyOnce(customerId);
  });

  it('a browser retry after the payment (the answer was lost) finds the paid attempt, not a new charge', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const checkoutKey = key();
    const first = await start(c, customerId, checkoutKey);
    await c.post('/api/sandbox/card/confirm', { clientSecret: first.body.client_secret, token: token() });
    await c.post('/api/confirmAffirmPayment', { paymentIntent: first.body.intent_id });
    const retry = await start(c, customerId, checkoutKey);
    expect(retry.body).toMatchObject({ attemptId: first.body.attemptId, state: 'succeeded', client_secret: null });
    expect(retry.body.orderId).toBeTruthy();
    await expectExactlyOnce(customerId);
  });

  it('the same webhook three times concurrently, before the browser confirms', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const [hook] = sandbox.takeHeld();
    const answers = await Promise.all([deliver(hook!), deliver(hook!), deliver(hook!)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const [stored] = await app.db.select({ n: count() }).from(t.paymentWebhookEvents).where(eq(t.paymentWebhookEvents.eventId, JSON.parse(hook!.body).id));
    expect(stored!.n).toBe(1);
    // The browser comes back afterwards and finds the order the webhook made.
    const confirmed = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(confirmed.body.state).toBe('succeeded');
    await expectExactlyOnce(customerId);
  });

  it('webhooks out of order: a late "requires_action" after "succeeded" cannot move the attempt back', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token('three_d_secure', '3220') });
    await c.post('/api/sandbox/card/authenticate', { clientSecret: started.body.client_secret, approve: true });
    const hooks = sandbox.takeHeld();
    expect(hooks.map((h) => JSON.parse(h.body).type)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
    for (const hook of [...hooks].reverse()) expect((await deliver(hook)).status).toBe(200);
    expect((await attemptsOf(customerId))[0]!.state).toBe('succeeded');
    await expectExactlyOnce(customerId);
  });

  it('a crash between the gateway call and our commit: the retry gets the same intent, one charge', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const checkoutKey = key();
    let crashed = false;
    app.app.payments.faults.afterGatewayCall = () => {
      if (!crashed) {
        crashed = true;
        throw new Error('process died');
      }
    };
    expect((await start(c, customerId, checkoutKey)).status).toBe(500);
    const [attempt] = await attemptsOf(customerId);
    expect(attempt!.intentId).toBeNull(); // the gateway made the intent; we never stored its id
    const retry = await start(c, customerId, checkoutKey);
    expect(retry.status).toBe(200);
    expect(await sandbox.findByKey(attempt!.id)).toMatchObject({ intentId: retry.body.intent_id });
    await c.post('/api/sandbox/card/confirm', { clientSecret: retry.body.client_secret, token: token() });
    for (const hook of sandbox.takeHeld()) await deliver(hook);
    await expectExactlyOnce(customerId);
  });

  it('a crash after the customer paid but before we stored the intent: the reconciler finds it by key', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    app.app.payments.faults.afterGatewayCall = () => {
      throw new Error('process died');
    };
    await start(c, customerId);
    app.app.payments.faults = {};
    const [attempt] = await attemptsOf(customerId);
    const intent = (await sandbox.findByKey(attempt!.id))!;
    await sandbox.confirmWithToken(intent.intentId, token());
    sandbox.takeHeld(); // every webhook lost
    await app.app.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    await expectExactlyOnce(customerId);
  });

  it('a lost webhook and a browser that never came back: the reconciler settles it within 10 minutes', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token('processing', '9995') });
    await sandbox.settle(started.body.intent_id);
    sandbox.takeHeld();
    expect((await app.app.payments.reconcile(new Date())).settled).toBe(0); // too recent to ask yet
    const run = await app.app.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    expect(run.settled).toBeGreaterThanOrEqual(1);
    await expectExactlyOnce(customerId);
  });

  it('a webhook whose processing fails stays open and is processed on the retry', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const [hook] = sandbox.takeHeld();
    app.app.payments.faults.beforeFulfil = () => {
      throw new Error('database went away');
    };
    expect((await deliver(hook!)).status).toBe(500);
    const eventId = JSON.parse(hook!.body).id as string;
    const [open] = await app.db.select().from(t.paymentWebhookEvents).where(eq(t.paymentWebhookEvents.eventId, eventId));
    expect(open).toMatchObject({ processedAt: null, attempts: 1, lastError: 'database went away' });
    expect(await countOf(t.orders, customerId)).toBe(0);
    app.app.payments.faults = {};
    const retried = await deliver(hook!);
    expect(retried.body).toEqual({ received: true, duplicate: false });
    await expectExactlyOnce(customerId);
  });

  it('refuses a forged webhook', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const [hook] = sandbox.takeHeld();
    const forged = { ...hook!, body: hook!.body.replace('payment_intent.succeeded', 'payment_intent.canceled') };
    expect((await deliver(forged)).status).toBe(400);
    expect((await deliver({ ...hook!, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await countOf(t.orders, customerId)).toBe(0);
  });
});

describe('amounts come from the server', () => {
  it('refuses an amount sent by the client', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const res = await start(c, customerId, key(), { amount: 1 });
    expect(res.status).toBe(400);
    expect(await attemptsOf(customerId)).toHaveLength(0);
  });

  it('refuses a payment whose amount at the gateway differs from the order total', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    const started = await start(c, customerId);
    sandbox.tamper(started.body.intent_id, { amount: 100 });
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const confirmed = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.code).toBe('amount_mismatch');
    for (const hook of sandbox.takeHeld()) expect((await deliver(hook)).status).toBe(422);
    expect(await countOf(t.orders, customerId)).toBe(0);
    expect((await attemptsOf(customerId))[0]!.state).not.toBe('succeeded');
  });

  it('does not sell another site\'s package', async () => {
    const c = app.client(site.host);
    const customerId = await register(c);
    expect((await c.post('/api/getPaymentIntentPublic', { item: otherPkg.id, customerId, checkoutKey: key() })).status).toBe(404);
  });
});

describe('coupons', () => {
  it('apply with the spec message, refuse unknown and expired ones', async () => {
    await addCoupon(site, 'SAVE10', 'percent', 10);
    await addCoupon(site, 'OLD', 'fixed', 500, null, new Date(Date.now() - 1000));
    const c = app.client(site.host);
    const ok = await c.post(`/api/package/${pkg.id}/checkCoupon`, { couponCode: 'save10' });
    expect(ok.body).toEqual({ status: true, message: 'Coupon applied successfully!', discountAmount: 1990, total: 17910 });
    const unknown = await c.post(`/api/package/${pkg.id}/checkCoupon`, { couponCode: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: 'Invalid coupon code', code: 'coupon_invalid' });
    expect((await c.post(`/api/package/${pkg.id}/checkCoupon`, { couponCode: 'OLD' })).body.code).toBe('coupon_expired');
  });

  it('200 concurrent checkouts on a coupon limited to 50: exactly 50 get it', async () => {
    const couponId = await addCoupon(site, 'FIFTY', 'percent', 20, 50);
    const c = app.client(site.host);
    const customers: string[] = [];
    for (let i = 0; i < 200; i++) customers.push(newId());
    await app.db.insert(t.users).values(customers.map((id, i) => ({ id, siteId: site.id, email: `rush${i}@example.com`, role: 'user' as const, firstName: 'Rush', lastName: String(i) })));
    const answers = await Promise.all(customers.map((customerId) => start(c, customerId, key(), { couponCode: 'FIFTY' })));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(50);
    expect(ok.every((r) => r.body.amount === 15920)).toBe(true);
    expect(answers.filter((r) => r.status === 422 && r.body.code === 'coupon_used_up')).toHaveLength(150);
    const [coupon] = await app.db.select().from(t.coupons).where(eq(t.coupons.id, couponId));
    expect(coupon!.usedCount).toBe(50);
    const [attempts] = await app.db.select({ n: count() }).from(t.paymentAttempts).where(eq(t.paymentAttempts.couponId, couponId));
    expect(attempts!.n).toBe(50);
  }, 60_000);

  it('a use is released when the payment expires', async () => {
    const couponId = await addCoupon(site, 'ONCE', 'fixed', 1000, 1);
    const c = app.client(site.host);
    const first = await register(c);
    expect((await start(c, first, key(), { couponCode: 'ONCE' })).status).toBe(200);
    const second = await register(c);
    expect((await start(c, second, key(), { couponCode: 'ONCE' })).body.code).toBe('coupon_used_up');
    // The first buyer never pays: after an hour the reconciler expires the attempt.
    await app.db.update(t.paymentAttempts).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(and(eq(t.paymentAttempts.customerId, first), eq(t.paymentAttempts.couponId, couponId)));
    await app.app.payments.reconcile();
    expect((await attemptsOf(first))[0]!.state).toBe('expired');
    const [coupon] = await app.db.select().from(t.coupons).where(eq(t.coupons.id, couponId));
    expect(coupon!.usedCount).toBe(0);
    expect((await start(c, second, key(), { couponCode: 'ONCE' })).status).toBe(200);
  });
});

describe('sandbox gateways in production', () => {
  it('are refused unless enabled explicitly', async () => {
    const { loadConfig } = await import('../../platform/config');
    const { buildGateways } = await import('./gateways');
    const prod = buildGateways(loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv), () => {});
    expect(prod.card.name).toBe('unavailable-card');
    await expect(prod.card.createIntent({ idempotencyKey: 'x', amount: 1, currency: 'usd', method: 'card', description: '' })).rejects.toThrow(/refused/);
    const enabled = buildGateways(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' } as NodeJS.ProcessEnv), () => {});
    expect(enabled.card.name).toBe('sandbox-card');
  });
});

describe('the providers\' browser keys', () => {
  it('are required with a real gateway, and a secret key is refused in their place', async () => {
    const { loadConfig } = await import('../../platform/config');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig(stripe as NodeJS.ProcessEnv)).toThrow(/STRIPE_PUBLISHABLE_KEY: is required/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_x' } as NodeJS.ProcessEnv)).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a publishable key/);
    expect(loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } as NodeJS.ProcessEnv).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_x');
    const flw = { FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-x', FLUTTERWAVE_SECRET_HASH: 'hash' };
    expect(() => loadConfig(flw as NodeJS.ProcessEnv)).toThrow(/FLUTTERWAVE_PUBLIC_KEY: is required/);
    expect(() => loadConfig({ ...flw, FLUTTERWAVE_PUBLIC_KEY: 'FLWSECK_TEST-x' } as NodeJS.ProcessEnv)).toThrow(/FLUTTERWAVE_PUBLIC_KEY: must be a public key/);
  });

  it('the sandboxes ask no other host of the pages', () => {
    const sources = mergePageSources(Object.values(app.app.payments.gateways).map((g) => g.pageSources));
    expect(sources).toEqual({ script: [], frame: [], connect: [] });
    expect(spaCsp('n0nce', "'self'", sources)).toContain("frame-src 'self' https:;");
  });
});

describe('the checkout page data', () => {
  it('gives the package from the server price list and what the critique knew', async () => {
    const critiqueId = newId();
    await app.db.insert(t.critiques).values({ id: critiqueId, siteId: site.id, firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', uniqueCustomerId: 'cust-1', review: {} });
    const c = app.client(site.host);
    const res = await c.get(`/api/getPackageInfo?item=${pkg.id}&critiqueId=${critiqueId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', currency: 'usd', family: 'card', gateway: { provider: 'sandbox' }, customerPackage: { _id: pkg.id, packagePrice: 19900 } });
    expect(res.body.checkoutClickId).toBeTruthy();
    expect((await c.get(`/api/getPackageInfo?item=${otherPkg.id}`)).status).toBe(404);
  });

  it('validates the buyer per field', async () => {
    const res = await app.client(site.host).post('/api/registerCustomer', { firstName: '', lastName: 'x'.repeat(256), email: 'not-an-email', item: pkg.id });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'firstName', 'lastName']);
  });
});

describe('tips and invoices', () => {
  it('a tip is between 2 units and the order price, paid once per key, and recorded on the order', async () => {
    // Its own site: the factory numbers orders by its own counter.
    const tipSite = await app.factories.site('tips.test');
    const customer = await app.factories.user(tipSite, 'user');
    const order = await app.factories.order(tipSite, customer, { statusPercentage: 100 });
    const c = app.client(tipSite.host);
    await c.signIn(customer.email);
    expect((await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 199, payment: token() })).status).toBe(422);
    expect((await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 14901, payment: token() })).status).toBe(422);
    const declined = await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 1500, payment: token('declined', '0002'), checkoutKey: key() });
    expect(declined.status).toBe(422);
    expect(declined.body.message).toBe('Your card was declined.');
    const checkoutKey = key();
    const [a, b] = await Promise.all([c.post(`/api/customer/orders/tip/${order.id}`, { tip: 1500, payment: token(), checkoutKey }), c.post(`/api/customer/orders/tip/${order.id}`, { tip: 1500, payment: token(), checkoutKey })]);
    expect([a.body.message, b.body.message]).toEqual(['Writer Tipped Successfully', 'Writer Tipped Successfully']);
    const [row] = await app.db.select({ tip: t.orders.tipByCustomer }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.tip).toBe(1500);
    // Without a token the intent is answered for the provider's part; the same key for another amount is refused.
    const startKey = key();
    const started = await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 500, checkoutKey: startKey });
    expect(started.body).toMatchObject({ status: false, state: 'pending', intent_id: expect.any(String), client_secret: expect.any(String) });
    expect((await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 600, checkoutKey: startKey })).status).toBe(409);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    expect((await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id })).body.state).toBe('succeeded');
    const [after] = await app.db.select({ tip: t.orders.tipByCustomer }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(after!.tip).toBe(2000);
    // A card whose bank asks for 3-D Secure: the answer carries the secret the browser takes that step with.
    const challenged = await c.post(`/api/customer/orders/tip/${order.id}`, { tip: 300, payment: token('three_d_secure', '3220'), checkoutKey: key() });
    expect(challenged.body).toMatchObject({ status: false, state: 'requires_action', client_secret: expect.any(String) });
    await c.post('/api/sandbox/card/authenticate', { clientSecret: challenged.body.client_secret, approve: true });
    expect((await c.post('/api/confirmAffirmPayment', { paymentIntent: challenged.body.intent_id })).body.state).toBe('succeeded');
    const [third] = await app.db.select({ tip: t.orders.tipByCustomer }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(third!.tip).toBe(2300);
    const other = await app.factories.user(tipSite, 'user');
    const stranger = app.client(tipSite.host);
    await stranger.signIn(other.email);
    expect((await stranger.post(`/api/customer/orders/tip/${order.id}`, { tip: 500, payment: token() })).status).toBe(404);
  });

  /** A signed-in customer of the site with one unpaid $49 invoice. */
  async function customerWithOpenInvoice() {
    const customer = await app.factories.user(site, 'user');
    const invoiceId = newId();
    await app.db.insert(t.invoices).values({ id: invoiceId, siteId: site.id, customerId: customer.id, packageName: 'Express', status: 'unpaid', price: 4900, currency: 'usd' });
    const c = app.client(site.host);
    await c.signIn(customer.email);
    return { customer, invoiceId, c };
  }

  it('an unpaid invoice is paid once; paid and refunded ones are not open', async () => {
    const { customer, invoiceId, c } = await customerWithOpenInvoice();
    const list = await c.get('/api/customer/invoices');
    expect(list.body.invoices).toEqual([expect.objectContaining({ _id: invoiceId, status: 'unpaid', price: 4900, invoiceCurrency: 'usd', refund_amount: null })]);
    const paid = await c.post('/api/customer/invoices/pay', { invoice_id: invoiceId, payment: token() });
    expect(paid.body).toMatchObject({ status: true, state: 'succeeded' });
    expect((await c.post('/api/customer/invoices/pay', { invoice_id: invoiceId, payment: token() })).status).toBe(409);
    expect((await c.get('/api/customer/invoices')).body.invoices[0].status).toBe('paid');
    expect(await receiptsFor(customer.email)).toBe(1);
  });

  it('without a token an invoice payment answers its client secret; the provider part confirms it and the server reads it', async () => {
    const { customer, invoiceId, c } = await customerWithOpenInvoice();
    const gateways = await c.get('/api/customer/payment-gateways');
    expect(gateways.body).toEqual({ status: true, card: { provider: 'sandbox' }, mobileMoney: { provider: 'sandbox' } });
    const checkoutKey = key();
    const started = await c.post('/api/customer/invoices/pay', { invoice_id: invoiceId, checkoutKey });
    expect(started.body).toMatchObject({ status: false, state: 'pending', intent_id: expect.any(String), client_secret: expect.any(String) });
    // The same key again is the same intent, not a second one.
    expect((await c.post('/api/customer/invoices/pay', { invoice_id: invoiceId, checkoutKey })).body.intent_id).toBe(started.body.intent_id);
    expect((await c.get('/api/customer/invoices')).body.invoices[0].status).toBe('unpaid');
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const settled = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(settled.body).toMatchObject({ status: true, state: 'succeeded', client_secret: null, orderId: null });
    expect((await c.get('/api/customer/invoices')).body.invoices[0].status).toBe('paid');
    expect(await receiptsFor(customer.email)).toBe(1);
  });
});

describe('the new order page', () => {
  it('lists the packages by price and makes one order for a paid card, none for a declined one', async () => {
    const customer = await app.factories.user(site, 'user');
    const c = app.client(site.host);
    await c.signIn(customer.email);
    const list = await c.get('/api/customer/orders_all_packages?purchasable=true');
    expect(list.body.packages[0]).toMatchObject({ _id: pkg.id, packagePrice: 19900 });
    const declined = await c.post('/api/customer/orders_new', { payment: token('declined', '0002'), package_subscribed: pkg.id, checkoutKey: key() });
    expect(declined.status).toBe(422);
    const checkoutKey = key();
    const [a, b] = await Promise.all([
      c.post('/api/customer/orders_new', { payment: token(), package_subscribed: pkg.id, checkoutKey }),
      c.post('/api/customer/orders_new', { payment: token(), package_subscribed: pkg.id, checkoutKey }),
    ]);
    expect(a.body.order_id).toBeTruthy();
    expect(b.body.order_id).toBe(a.body.order_id);
    expect(await countOf(t.orders, customer.id)).toBe(1);
    // Without a token: the intent for the provider's part, and the order once the server read it paid.
    const started = await c.post('/api/customer/orders_new', { package_subscribed: pkg.id, checkoutKey: key() });
    expect(started.body).toMatchObject({ status: false, order_id: null, intent_id: expect.any(String), client_secret: expect.any(String) });
    expect(await countOf(t.orders, customer.id)).toBe(1);
    await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const settled = await c.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    expect(settled.body.orderId).toBeTruthy();
    expect(await countOf(t.orders, customer.id)).toBe(2);
  });
});

describe('mobile money', () => {
  it('pays a kes package through the sandbox dialog (a test phone number) and its signed webhook; a failing number does not', async () => {
    const kes = await addPackage(site, 250000, 'kes');
    const c = app.client(site.host);
    const customerId = await register(c, kes.id);
    expect((await c.post('/api/getPaymentIntentPublic', { item: kes.id, customerId, checkoutKey: key(), method: 'card' })).status).toBe(422);
    const mobile = app.app.payments.gateways.mobileMoney as SandboxGateway;
    const started = await c.post('/api/getPaymentIntentPublic', { item: kes.id, customerId, checkoutKey: key(), method: 'mobile_money' });
    expect(started.body).toMatchObject({ gateway: 'sandbox-mobile-money', amount: 250000, currency: 'kes' });
    const failed = await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: 'phone:0700000002' });
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', message: 'The mobile money payment was declined on your phone.' });
    const paid = await c.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: 'phone:0700000001' });
    expect(paid.body.status).toBe('succeeded');
    for (const hook of mobile.takeHeld()) expect((await deliver(hook)).status).toBe(200);
    await expectExactlyOnce(customerId);
  });
});

describe('guessing coupons', () => {
  it('is limited per address', async () => {
    const c = app.client(other.host);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await c.post(`/api/package/${otherPkg.id}/checkCoupon`, { couponCode: `GUESS${i}` })).status);
    expect(answers.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('counts wrong codes tried with the payment too, and a spent address learns nothing from a right one', async () => {
    const third = await app.factories.site('guess-shop.test');
    const thirdPkg = await addPackage(third, 5000);
    await addCoupon(third, 'REALCODE', 'percent', 10);
    const c = app.client(third.host);
    const customerId = (await c.post('/api/registerCustomer', { firstName: 'Guess', lastName: 'Er', email: `guess${++seq}@example.com`, item: thirdPkg.id })).body.customer._id as string;
    const pay = (couponCode: string) => c.post('/api/getPaymentIntentPublic', { item: thirdPkg.id, customerId, checkoutKey: key(), couponCode });
    // A right code costs an honest buyer nothing.
    expect((await pay('REALCODE')).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await pay(`GUESS${i}`)).status);
    expect(answers.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await pay('REALCODE')).status).toBe(429);
  });
});

describe('mobile money on the new order page', () => {
  it('gives the sandbox dialog a reference, and the verification makes the order once', async () => {
    const mmSite = await app.factories.site('mm-new-order.test');
    const kes = await addPackage(mmSite, 300000, 'kes');
    const customer = await app.factories.user(mmSite, 'user');
    const c = app.client(mmSite.host);
    await c.signIn(customer.email);
    const code = await c.post('/api/customer/flutterwave/code', { selectedPackageId: kes.id, price: 300000, checkoutKey: key() });
    expect(code.body).toMatchObject({ gateway: 'sandbox-mobile-money', amount: 300000, currency: 'kes' });
    await c.post('/api/sandbox/card/confirm', { clientSecret: code.body.integrityHash, token: 'phone:0700000001' });
    const [a, b] = await Promise.all([c.post('/api/customer/flutterwave/verification', { txRef: code.body.txRef }), c.post('/api/customer/flutterwave/verification', { txRef: code.body.txRef })]);
    expect(a.body.orderId).toBeTruthy();
    expect(b.body.orderId).toBe(a.body.orderId);
    expect(await countOf(t.orders, customer.id)).toBe(1);
  });
});
