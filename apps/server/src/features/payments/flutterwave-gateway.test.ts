import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { mergePageSources } from '../../platform/http/page-sources';
import { spaCsp } from '../../platform/http/spa';
import * as t from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// The Flutterwave adapter against a local stand-in for its verify API: the webhook's verif-hash is
// compared in constant time, then the transaction is verified (status, reference, currency, amount).

const SECRET_HASH = 'flw-secret-hash-for-tests';
const transactions = new Map<string, { id: number; tx_ref: string; status: string; amount: number; currency: string }>();
let standIn: http.Server;
let app: TestApp;
let site: TestSite;
let customer: TestUser;
let packageId: string;

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    const tx = transactions.get(url.searchParams.get('tx_ref') ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer FLWSECK_TEST-stand-in' || url.pathname !== '/v3/transactions/verify_by_reference') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ status: 'error' }));
    }
    if (!tx) {
      res.statusCode = 400;
      return res.end(JSON.stringify({ status: 'error', message: 'No transaction was found' }));
    }
    res.end(JSON.stringify({ status: 'success', data: tx }));
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  const port = (standIn.address() as { port: number }).port;
  app = await startTestApp({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-stand-in', FLUTTERWAVE_SECRET_HASH: SECRET_HASH, FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-stand-in', FLUTTERWAVE_API_BASE: `http://127.0.0.1:${port}` });
  site = await app.factories.site('flw-shop.test');
  customer = await app.factories.user(site, 'user');
  packageId = newId();
  await app.db.insert(t.packages).values({ id: packageId, siteId: site.id, name: 'Naira Package', price: 1500000, currency: 'ngn', serviceIds: [] });
});
afterAll(async () => {
  await app.close();
  standIn.close();
});

describe('the Flutterwave gateway', () => {
  it('gives a reference and integrity hash, refuses a tampered price, and makes one order from a verified webhook', async () => {
    const c = app.client(site.host);
    await c.signIn(customer.email);
    expect((await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, price: 100 })).status).toBe(422);
    const code = await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, price: 1500000, checkoutKey: 'flw-checkout-key-00001' });
    expect(code.body).toMatchObject({ gateway: 'flutterwave', amount: 1500000, currency: 'ngn' });
    expect(code.body.integrityHash).toMatch(/^[0-9a-f]{64}$/);
    const txRef = code.body.txRef as string;

    // Before the customer paid, verification finds nothing and makes nothing.
    expect((await c.post('/api/customer/flutterwave/verification', { txRef })).body).toMatchObject({ status: false, orderId: null });

    // The customer pays in the dialog; Flutterwave reports it (amount in major units).
    transactions.set(txRef, { id: 4242, tx_ref: txRef, status: 'successful', amount: 15000, currency: 'NGN' });
    const payload = JSON.stringify({ event: 'charge.completed', data: { id: 4242, tx_ref: txRef, status: 'successful', amount: 15000, currency: 'NGN' } });
    const forged = await app.client(site.host).post('/api/payments/webhook/flutterwave', payload, { csrf: false, headers: { 'content-type': 'application/json', 'verif-hash': 'wrong' } });
    expect(forged.status).toBe(400);
    const hook = () => app.client(site.host).post('/api/payments/webhook/flutterwave', payload, { csrf: false, headers: { 'content-type': 'application/json', 'verif-hash': SECRET_HASH } });
    const answers = await Promise.all([hook(), hook(), hook()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const verified = await c.post('/api/customer/flutterwave/verification', { txRef, transactionId: 4242 });
    expect(verified.body).toMatchObject({ status: true, state: 'succeeded' });
    const [orders] = await app.db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, customer.id));
    expect(orders!.n).toBe(1);
  });

  it('tells the checkout to open Flutterwave\'s dialog with the public key, and the pages allow its hosts only', async () => {
    const info = await app.client(site.host).get(`/api/getPackageInfo?item=${packageId}`);
    expect(info.body).toMatchObject({ family: 'mobile-money', gateway: { provider: 'flutterwave', publicKey: 'FLWPUBK_TEST-stand-in' } });
    const csp = spaCsp('n0nce', "'self'", mergePageSources(Object.values(app.app.payments.gateways).map((g) => g.pageSources)));
    expect(csp).toContain('https://checkout.flutterwave.com');
    expect(csp).not.toContain('stripe');
  });

  it('answers the same reference for the same key, and a paid one as paid with its order (not a second dialog)', async () => {
    const c = app.client(site.host);
    const buyer = await app.factories.user(site, 'user');
    await c.signIn(buyer.email);
    const first = await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, price: 1500000, checkoutKey: 'flw-checkout-key-00003' });
    expect(first.body).toMatchObject({ state: 'pending', orderId: null });
    // The dialog was closed without paying: the same reference and hash open it again.
    const again = await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, price: 1500000, checkoutKey: 'flw-checkout-key-00003' });
    expect(again.body).toMatchObject({ txRef: first.body.txRef, integrityHash: first.body.integrityHash, state: 'pending', orderId: null });
    // Paid in the dialog, but the page never heard back: the next press learns it, and no second order is made.
    transactions.set(first.body.txRef, { id: 4444, tx_ref: first.body.txRef, status: 'successful', amount: 15000, currency: 'NGN' });
    const paid = await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, price: 1500000, checkoutKey: 'flw-checkout-key-00003' });
    expect(paid.body).toMatchObject({ txRef: first.body.txRef, state: 'succeeded', orderId: expect.any(String) });
    expect((await c.post('/api/customer/flutterwave/verification', { txRef: first.body.txRef })).body.orderId).toBe(paid.body.orderId);
    const [orders] = await app.db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, buyer.id));
    expect(orders!.n).toBe(1);
  });

  it('does not fulfil a transaction whose amount differs from the attempt', async () => {
    const c = app.client(site.host);
    const buyer = await app.factories.user(site, 'user');
    await c.signIn(buyer.email);
    const code = await c.post('/api/customer/flutterwave/code', { selectedPackageId: packageId, checkoutKey: 'flw-checkout-key-00002' });
    transactions.set(code.body.txRef, { id: 4343, tx_ref: code.body.txRef, status: 'successful', amount: 10, currency: 'NGN' });
    const res = await c.post('/api/customer/flutterwave/verification', { txRef: code.body.txRef });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('amount_mismatch');
    const [orders] = await app.db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, buyer.id));
    expect(orders!.n).toBe(0);
  });
});
