import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as t from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { SandboxGateway } from './sandbox-gateway';

// The admin's coupons, invoices and refunds over HTTP: who may call them, what they write (and
// that a refused call writes nothing), and the limits that must hold under concurrent requests.

let app: TestApp;
let site: TestSite;
let other: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let writer: TestUser;
let sandbox: SandboxGateway;
let seq = 0;

const key = () => randomBytes(12).toString('hex');
const token = (outcome = 'succeeded') => `sbx_${outcome}_4242_${randomBytes(6).toString('hex')}`;

async function as(user: TestUser, host = site.host): Promise<TestClient> {
  const c = app.client(host);
  await c.signIn(user.email);
  return c;
}

async function addPackage(s: TestSite, price: number) {
  const serviceId = newId();
  await app.db.insert(t.services).values({ id: serviceId, siteId: s.id, name: 'Resume Writing', modules: [{ id: 'final_document', title: 'Final' }] });
  const id = newId();
  await app.db.insert(t.packages).values({ id, siteId: s.id, name: `Package ${price}`, price, currency: 'usd', serviceIds: [serviceId] });
  return id;
}

async function rows(table: typeof t.coupons | typeof t.invoices | typeof t.refunds | typeof t.auditLog, siteId = site.id) {
  const [row] = await app.db.select({ n: count() }).from(table).where(eq(table.siteId, siteId));
  return row!.n;
}

/** A visitor registers and starts a checkout of the package, with a coupon. */
async function checkout(packageId: string, couponCode: string, customer?: { email: string }) {
  const c = app.client(site.host);
  const n = ++seq;
  const reg = await c.post('/api/registerCustomer', { firstName: 'Buyer', lastName: `N${n}`, email: customer?.email ?? `buyer${n}@example.com`, item: packageId });
  return c.post('/api/getPaymentIntentPublic', { item: packageId, customerId: reg.body.customer._id, checkoutKey: key(), couponCode });
}

const coupon = (over: Record<string, unknown> = {}) => ({ code: `C${++seq}`, kind: 'percent', value: 10, expiresAt: null, maxUses: null, perCustomerLimit: null, packageIds: [], ...over });

beforeAll(async () => {
  app = await startTestApp({ PAYMENTS_SANDBOX_WEBHOOKS: 'manual' });
  site = await app.factories.site('billing.test');
  other = await app.factories.site('other-billing.test');
  admin = await app.factories.user(site, 'admin');
  otherAdmin = await app.factories.user(other, 'admin');
  writer = await app.factories.user(site, 'writer');
  sandbox = app.app.payments.gateways.card as SandboxGateway;
});
afterAll(() => app.close());

describe('coupons in the catalog', () => {
  it('creates, lists a page at a time, edits and archives; an archived coupon is invalid at checkout; every write is audited', async () => {
    const c = await as(admin);
    const pkg = await addPackage(site, 10000);
    const created = await c.post('/api/admin/catalog/coupons', coupon({ code: 'Spring25', kind: 'fixed', value: 2500, maxUses: 10, perCustomerLimit: 1, packageIds: [pkg], expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.coupon).toMatchObject({ code: 'Spring25', kind: 'fixed', value: 2500, maxUses: 10, perCustomerLimit: 1, packageIds: [pkg], usedCount: 0, archived: false });
    const id = created.body.coupon._id as string;
    for (let i = 0; i < 3; i++) expect((await c.post('/api/admin/catalog/coupons', coupon())).status).toBe(200);
    const page1 = await c.get('/api/admin/catalog/coupons?page=1&limit=2');
    expect(page1.body).toMatchObject({ total: 4, page: 1, limit: 2, hasMore: true });
    expect(page1.body.data).toHaveLength(2);
    const page2 = await c.get('/api/admin/catalog/coupons?page=2&limit=2');
    expect(page2.body).toMatchObject({ hasMore: false });
    expect(page2.body.data.map((x: { code: string }) => x.code)).toContain('Spring25');

    expect((await c.post(`/api/package/${pkg}/checkCoupon`, { couponCode: 'spring25' })).body).toMatchObject({ discountAmount: 2500, total: 7500 });
    const edited = await c.put(`/api/admin/catalog/coupons/${id}`, coupon({ code: 'SPRING30', kind: 'percent', value: 30, packageIds: [pkg] }));
    expect(edited.body.coupon).toMatchObject({ code: 'SPRING30', kind: 'percent', value: 30, maxUses: null });
    expect((await c.post(`/api/package/${pkg}/checkCoupon`, { couponCode: 'spring30' })).body).toMatchObject({ discountAmount: 3000 });
    // Restricted to its packages.
    const another = await addPackage(site, 5000);
    expect((await c.post(`/api/package/${another}/checkCoupon`, { couponCode: 'spring30' })).body.code).toBe('coupon_invalid');

    expect((await c.post(`/api/admin/catalog/coupons/${id}/archive`, { archived: true })).body.coupon.archived).toBe(true);
    expect((await c.post(`/api/package/${pkg}/checkCoupon`, { couponCode: 'spring30' })).body.code).toBe('coupon_invalid');
    expect((await checkout(pkg, 'SPRING30')).body.code).toBe('coupon_invalid');
    expect((await c.post(`/api/admin/catalog/coupons/${id}/archive`, { archived: false })).body.coupon.archived).toBe(false);

    const log = await c.get('/api/admin/audit?limit=3');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['catalog.coupon_restored', 'catalog.coupon_archived', 'catalog.coupon_saved']);
    expect(log.body.data[2].target).toMatchObject({ type: 'coupon', _id: id, label: 'SPRING30' });
  });

  it('refuses a taken code, another site\'s package, a percentage over 100, and writes nothing', async () => {
    const c = await as(admin);
    const before = { coupons: await rows(t.coupons), audit: await rows(t.auditLog) };
    await c.post('/api/admin/catalog/coupons', coupon({ code: 'UNIQUE1' }));
    const after = await rows(t.coupons);
    const taken = await c.post('/api/admin/catalog/coupons', coupon({ code: 'unique1' }));
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('code');
    const foreign = await addPackage(other, 100);
    expect((await c.post('/api/admin/catalog/coupons', coupon({ packageIds: [foreign] }))).status).toBe(400);
    expect((await c.post('/api/admin/catalog/coupons', coupon({ value: 150 }))).status).toBe(400);
    expect(await rows(t.coupons)).toBe(after);
    expect(after).toBe(before.coupons + 1);
    expect(await rows(t.auditLog)).toBe(before.audit + 1);
  });

  it('another role gets 403 and an admin of another site 404, and nothing changes', async () => {
    const mine = (await (await as(admin)).post('/api/admin/catalog/coupons', coupon({ code: 'MINE' }))).body.coupon;
    const before = await rows(t.coupons);
    const w = await as(writer);
    expect((await w.get('/api/admin/catalog/coupons')).status).toBe(403);
    expect((await w.post('/api/admin/catalog/coupons', coupon())).status).toBe(403);
    expect((await w.put(`/api/admin/catalog/coupons/${mine._id}`, coupon({ code: 'HACKED' }))).status).toBe(403);
    expect((await w.post(`/api/admin/catalog/coupons/${mine._id}/archive`, { archived: true })).status).toBe(403);
    const o = await as(otherAdmin, other.host);
    expect((await o.put(`/api/admin/catalog/coupons/${mine._id}`, coupon({ code: 'HACKED' }))).status).toBe(404);
    expect((await o.post(`/api/admin/catalog/coupons/${mine._id}/archive`, { archived: true })).status).toBe(404);
    expect((await o.get('/api/admin/catalog/coupons')).body.data.map((x: { _id: string }) => x._id)).not.toContain(mine._id);
    const [row] = await app.db.select().from(t.coupons).where(eq(t.coupons.id, mine._id));
    expect(row).toMatchObject({ code: 'MINE', archivedAt: null });
    expect(await rows(t.coupons)).toBe(before);
  });

  it('the checkout keeps the per-customer limit, also for one customer\'s concurrent checkouts', async () => {
    const c = await as(admin);
    const pkg = await addPackage(site, 20000);
    const once = (await c.post('/api/admin/catalog/coupons', coupon({ code: 'ONCEEACH', perCustomerLimit: 1 }))).body.coupon;
    const email = `repeat${++seq}@example.com`;
    expect((await checkout(pkg, 'ONCEEACH', { email })).status).toBe(200);
    const again = await checkout(pkg, 'ONCEEACH', { email });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('coupon_customer_limit');
    // Somebody else still may.
    expect((await checkout(pkg, 'ONCEEACH')).status).toBe(200);

    const twice = (await c.post('/api/admin/catalog/coupons', coupon({ code: 'TWICEEACH', perCustomerLimit: 2 }))).body.coupon;
    const buyer = app.client(site.host);
    const reg = await buyer.post('/api/registerCustomer', { firstName: 'Many', lastName: 'Tabs', email: `tabs${++seq}@example.com`, item: pkg });
    const answers = await Promise.all(Array.from({ length: 12 }, () => buyer.post('/api/getPaymentIntentPublic', { item: pkg, customerId: reg.body.customer._id, checkoutKey: key(), couponCode: 'TWICEEACH' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422 && a.body.code === 'coupon_customer_limit')).toHaveLength(10);
    const [row] = await app.db.select().from(t.coupons).where(eq(t.coupons.id, twice._id));
    expect(row!.usedCount).toBe(2);
    const [uses] = await app.db.select({ n: count() }).from(t.couponUses).where(eq(t.couponUses.couponId, once._id));
    expect(uses!.n).toBe(2);
  });
});

describe('invoices', () => {
  it('numbers each site\'s invoices without gaps under concurrent creation, tells the customer, who sees and pays it', async () => {
    const shop = await app.factories.site('invoices.test');
    const boss = await app.factories.user(shop, 'admin');
    const customer = await app.factories.user(shop, 'user');
    const c = await as(boss, shop.host);
    const body = (n: number) => ({ customerId: customer.id, amount: 4900 + n, currency: 'usd', description: `Extra revision ${n}`, dueDate: '2030-01-31' });
    const created = await Promise.all(Array.from({ length: 15 }, (_, n) => c.post('/api/admin/invoices', body(n))));
    expect(created.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect(created.map((r) => r.body.invoice.number as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));

    // A refused invoice (a writer is not a customer) takes no number.
    expect((await c.post('/api/admin/invoices', { ...body(0), customerId: boss.id })).status).toBe(404);
    const next = await c.post('/api/admin/invoices', body(99));
    expect(next.body.invoice).toMatchObject({ number: 16, status: 'unpaid', amount: 4999, currency: 'usd', description: 'Extra revision 99', dueDate: '2030-01-31', customer: { _id: customer.id } });

    await app.platform.events.drain();
    expect(app.mails.filter((m) => m.to === customer.email && /invoice #16/.test(m.subject))).toHaveLength(1);
    const me = await as(customer, shop.host);
    const bell = await me.get('/api/notifications?limit=100');
    expect(bell.body.notifications.filter((n: { data: { action: string } }) => n.data.action === 'invoice_issued')).toHaveLength(16);
    expect(bell.body.notifications[0]).toMatchObject({ order_id: 'invoices' });
    const mine = await me.get('/api/customer/invoices');
    const sixteen = mine.body.invoices.find((i: { _id: string }) => i._id === next.body.invoice._id);
    expect(sixteen).toMatchObject({ packageName: 'Extra revision 99', status: 'unpaid', price: 4999, number: 16, dueDate: '2030-01-31' });
    expect((await me.post('/api/customer/invoices/pay', { invoice_id: sixteen._id, payment: token() })).body.status).toBe(true);

    const paid = await c.get('/api/admin/invoices?status=paid');
    expect(paid.body.data).toEqual([expect.objectContaining({ _id: sixteen._id, status: 'paid', paymentId: expect.any(String) })]);
    const all = await c.get('/api/admin/invoices?page=1&limit=10');
    expect(all.body).toMatchObject({ total: 16, hasMore: true });
    const log = await c.get('/api/admin/audit?action=billing.invoice_created&limit=100');
    expect(log.body.total).toBe(16);
  });

  it('another role gets 403, an admin of another site 404 for this site\'s customer, and nothing is written', async () => {
    const customer = await app.factories.user(site, 'user');
    const before = { invoices: await rows(t.invoices), otherInvoices: await rows(t.invoices, other.id), outbox: (await app.db.select({ n: count() }).from(t.outbox))[0]!.n };
    const w = await as(writer);
    const body = { customerId: customer.id, amount: 1000, currency: 'usd', description: 'Rush fee', dueDate: null };
    expect((await w.post('/api/admin/invoices', body)).status).toBe(403);
    expect((await w.get('/api/admin/invoices')).status).toBe(403);
    const o = await as(otherAdmin, other.host);
    expect((await o.post('/api/admin/invoices', body)).status).toBe(404);
    expect((await (await as(admin)).post('/api/admin/invoices', { ...body, currency: 'ngn' })).status).toBe(400);
    // A site that hides invoices from its customers sends none.
    const hiding = await app.factories.site('hidden-invoices.test', { settings: { hide_invoices: true } });
    const hidingAdmin = await app.factories.user(hiding, 'admin');
    const hidingCustomer = await app.factories.user(hiding, 'user');
    expect((await (await as(hidingAdmin, hiding.host)).post('/api/admin/invoices', { ...body, customerId: hidingCustomer.id })).status).toBe(422);
    expect(await rows(t.invoices, hiding.id)).toBe(0);
    expect(await rows(t.invoices)).toBe(before.invoices);
    expect(await rows(t.invoices, other.id)).toBe(before.otherInvoices);
    expect((await app.db.select({ n: count() }).from(t.outbox))[0]!.n).toBe(before.outbox);
  });
});

describe('refunds', () => {
  /** A customer pays an invoice of `amount` by card; the payment's id. */
  async function paidInvoice(amount: number) {
    const customer = await app.factories.user(site, 'user');
    const c = await as(admin);
    const invoice = (await c.post('/api/admin/invoices', { customerId: customer.id, amount, currency: 'usd', description: 'Consultation', dueDate: null })).body.invoice;
    const me = await as(customer);
    expect((await me.post('/api/customer/invoices/pay', { invoice_id: invoice._id, payment: token() })).body.status).toBe(true);
    const payments = await c.get(`/api/admin/payments?invoiceId=${invoice._id}`);
    return { invoiceId: invoice._id as string, paymentId: payments.body.data[0]._id as string, intentId: (await app.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, payments.body.data[0]._id)))[0]!.intentId! };
  }

  it('refunds part through the gateway, once per key, never beyond what was paid; the invoice and the audit log say so', async () => {
    const { invoiceId, paymentId, intentId } = await paidInvoice(4900);
    const c = await as(admin);
    const first = key();
    const [a, b] = await Promise.all([c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1000, key: first }), c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1000, key: first })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await c.get(`/api/admin/payments?invoiceId=${invoiceId}`)).body.data[0];
    expect(after).toMatchObject({ refunded: 1000, refundable: 3900 });
    expect(after.refunds).toHaveLength(1);
    expect(sandbox.refundedAmount(intentId)).toBe(1000);
    // The same key again once the refund is made: the same refund, nothing given back twice.
    expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1000, key: first })).body.payment).toMatchObject({ refunded: 1000 });
    expect(sandbox.refundedAmount(intentId)).toBe(1000);
    // The same key for another amount is another action: refused.
    expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 500, key: first })).status).toBe(409);
    const tooMuch = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 3901, key: key() });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toHaveProperty('amount');

    // Ten concurrent refunds of 1,000 on the 3,900 left: three are made.
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1000, key: key() })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(7);
    expect(sandbox.refundedAmount(intentId)).toBe(4000);
    const rest = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 900, key: key(), reason: 'Cancelled' });
    expect(rest.body.payment).toMatchObject({ refunded: 4900, refundable: 0 });
    expect(sandbox.refundedAmount(intentId)).toBe(4900);

    const [invoice] = await app.db.select().from(t.invoices).where(eq(t.invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'refunded', refundAmount: 4900 });
    const log = await c.get('/api/admin/audit?action=billing.refunded&limit=100');
    expect(log.body.data.filter((e: { target: { _id: string } }) => e.target._id === paymentId)).toHaveLength(5);
    const [made] = await app.db.select({ n: count() }).from(t.refunds).where(and(eq(t.refunds.attemptId, paymentId), eq(t.refunds.state, 'succeeded')));
    expect(made!.n).toBe(5);
  });

  it('refuses a refund of more than is left with a 422 that says how much is left, recording nothing and asking the gateway nothing', async () => {
    const { paymentId, intentId } = await paidInvoice(10000);
    const c = await as(admin);
    const auditBefore = await rows(t.auditLog);
    const once = key();
    const over = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 15000, key: once });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'refund_too_much', fieldCodes: { amount: 'refund_too_much' } });
    expect(over.body.message).toBe('A refund cannot exceed what is left to refund: $100.00 is left');
    expect(over.body.errors).toEqual({ amount: over.body.message });
    expect(await app.db.select().from(t.refunds).where(eq(t.refunds.attemptId, paymentId))).toEqual([]);
    expect(sandbox.refundedAmount(intentId)).toBe(0);
    expect(await rows(t.auditLog)).toBe(auditBefore);

    // Nothing was kept under the refused key: the same dialog's key refunds a right amount.
    expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 4000, key: once })).body.payment).toMatchObject({ refunded: 4000, refundable: 6000 });
    // The limit is what is left, not what was paid.
    const rest = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 6001, key: key() });
    expect(rest.status).toBe(422);
    expect(rest.body.errors.amount).toBe('A refund cannot exceed what is left to refund: $60.00 is left');
    expect(sandbox.refundedAmount(intentId)).toBe(4000);
    expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 6000, key: key() })).body.payment).toMatchObject({ refunded: 10000, refundable: 0 });
    // Paid off: any amount is too much.
    const none = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1, key: key() });
    expect(none.status).toBe(422);
    expect(none.body.errors.amount).toBe('A refund cannot exceed what is left to refund: $0.00 is left');
    expect(sandbox.refundedAmount(intentId)).toBe(10000);
  });

  it('refunds an order bought at the checkout and shows it on the order\'s payments', async () => {
    const pkg = await addPackage(site, 15000);
    const started = await checkout(pkg, '');
    const buyer = app.client(site.host);
    await buyer.post('/api/sandbox/card/confirm', { clientSecret: started.body.client_secret, token: token() });
    const done = await buyer.post('/api/confirmAffirmPayment', { paymentIntent: started.body.intent_id });
    const orderId = done.body.orderId as string;
    const c = await as(admin);
    const payments = await c.get(`/api/admin/payments?orderId=${orderId}`);
    expect(payments.body.data).toEqual([expect.objectContaining({ purpose: 'order', targetId: orderId, amount: 15000, refunded: 0, refundable: 15000 })]);
    await c.post(`/api/admin/payments/${payments.body.data[0]._id}/refund`, { amount: 5000, key: key(), reason: 'Partial' });
    const after = await c.get(`/api/admin/payments?orderId=${orderId}`);
    expect(after.body.data[0]).toMatchObject({ refunded: 5000, refundable: 10000, refunds: [expect.objectContaining({ amount: 5000, state: 'succeeded', reason: 'Partial' })] });
  });

  describe('refunds the gateway settles later', () => {
    const later = () => new Date(Date.now() + 60_000);
    const refundRows = (paymentId: string) => app.db.select().from(t.refunds).where(eq(t.refunds.attemptId, paymentId));
    const auditOf = async (action: string, paymentId: string) => (await (await as(admin)).get(`/api/admin/audit?action=${action}&limit=100`)).body.data.filter((e: { target: { _id: string } }) => e.target._id === paymentId);
    afterEach(() => {
      sandbox.refundAnswers = 'now';
    });

    it('a refund left pending holds its amount, and the reconciler settles it once however many processes look', async () => {
      const { invoiceId, paymentId, intentId } = await paidInvoice(4900);
      const c = await as(admin);
      sandbox.refundAnswers = 'pending';
      const asked = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1000, key: key() });
      expect(asked.body.payment).toMatchObject({ refunded: 0, refundable: 3900, refunds: [expect.objectContaining({ state: 'pending', amount: 1000 })] });
      // Still pending at the bank: a look changes nothing.
      expect(await app.app.billing.reconcileRefunds(later())).toMatchObject({ settled: 0 });
      sandbox.settleRefunds('succeeded');
      const rounds = await Promise.all([app.app.billing.reconcileRefunds(later()), app.app.billing.reconcileRefunds(later()), app.app.billing.reconcileRefunds(later())]);
      expect(rounds.reduce((n, r) => n + r.settled, 0)).toBe(1);
      expect((await refundRows(paymentId)).map((r) => r.state)).toEqual(['succeeded']);
      expect(sandbox.refundedAmount(intentId)).toBe(1000);
      const [invoice] = await app.db.select().from(t.invoices).where(eq(t.invoices.id, invoiceId));
      expect(invoice!.refundAmount).toBe(1000);
      expect(await auditOf('billing.refunded', paymentId)).toHaveLength(1);
    });

    it('an answer lost on the way: the click shows it pending, a repeat waits, and the reconciler finds it made without refunding twice', async () => {
      const { paymentId, intentId } = await paidInvoice(3000);
      const c = await as(admin);
      const same = key();
      sandbox.refundAnswers = 'lost';
      const asked = await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 2000, key: same });
      expect(asked.status).toBe(200);
      expect(asked.body.payment.refunds).toEqual([expect.objectContaining({ state: 'pending' })]);
      sandbox.refundAnswers = 'now';
      expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 2000, key: same })).status).toBe(200);
      // Only 1,000 is left while the 2,000 is held.
      expect((await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1001, key: key() })).status).toBe(422);
      await app.app.billing.reconcileRefunds(later());
      expect((await refundRows(paymentId)).map((r) => r.state)).toEqual(['succeeded']);
      expect(sandbox.refundedAmount(intentId)).toBe(2000);
    });

    it('a refund the gateway never received is asked for again with the same key', async () => {
      const { paymentId, intentId } = await paidInvoice(2500);
      // As if the server stopped between recording the refund and calling the gateway.
      await app.db.insert(t.refunds).values({ id: newId(), siteId: site.id, attemptId: paymentId, key: key(), amount: 500, currency: 'usd', createdBy: admin.id, updatedAt: new Date(Date.now() - 120_000) });
      expect(await app.app.billing.reconcileRefunds()).toMatchObject({ settled: 1 });
      expect((await refundRows(paymentId)).map((r) => r.state)).toEqual(['succeeded']);
      expect(sandbox.refundedAmount(intentId)).toBe(500);
    });

    it('a refusal is settled as failed, gives the amount back to refund, and is in the audit log with the gateway\'s words', async () => {
      const { invoiceId, paymentId } = await paidInvoice(1800);
      const c = await as(admin);
      sandbox.refundAnswers = 'pending';
      await c.post(`/api/admin/payments/${paymentId}/refund`, { amount: 1800, key: key() });
      sandbox.settleRefunds('failed');
      await app.app.billing.reconcileRefunds(later());
      const [payment] = (await c.get(`/api/admin/payments?invoiceId=${invoiceId}`)).body.data;
      expect(payment).toMatchObject({ refunded: 0, refundable: 1800, refunds: [expect.objectContaining({ state: 'failed', message: 'The bank declined the refund.' })] });
      const refused = await auditOf('billing.refund_refused', paymentId);
      expect(refused).toHaveLength(1);
      expect(refused[0].summary).toContain('The bank declined the refund.');
    });
  });

  it('another role gets 403 and an admin of another site 404; an unpaid payment is not refundable; nothing is written', async () => {
    const { paymentId, intentId } = await paidInvoice(3000);
    const before = { refunds: await rows(t.refunds), audit: await rows(t.auditLog) };
    const w = await as(writer);
    expect((await w.post(`/api/admin/payments/${paymentId}/refund`, { amount: 100, key: key() })).status).toBe(403);
    expect((await w.get('/api/admin/payments')).status).toBe(403);
    const o = await as(otherAdmin, other.host);
    expect((await o.post(`/api/admin/payments/${paymentId}/refund`, { amount: 100, key: key() })).status).toBe(404);
    expect((await o.get(`/api/admin/payments?invoiceId=${(await app.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, paymentId)))[0]!.targetId}`)).body.data).toEqual([]);
    // A payment that never succeeded.
    const open = newId();
    const customer = await app.factories.user(site, 'user');
    await app.db.insert(t.paymentAttempts).values({ id: open, siteId: site.id, checkoutKey: key(), purpose: 'invoice', customerId: customer.id, targetId: newId(), price: 100, amount: 100, currency: 'usd', gateway: 'sandbox-card', method: 'card', intentId: 'pi_none' });
    expect((await (await as(admin)).post(`/api/admin/payments/${open}/refund`, { amount: 100, key: key() })).status).toBe(422);
    expect(await rows(t.refunds)).toBe(before.refunds);
    expect(await rows(t.auditLog)).toBe(before.audit);
    expect(sandbox.refundedAmount(intentId)).toBe(0);
  });
});
