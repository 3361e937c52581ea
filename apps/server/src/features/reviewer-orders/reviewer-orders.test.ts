import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { AFTER_UNKNOWN, PAGE_AND_AFTER } from '@portal/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../platform/db/schema';
import { listedOrders, orderList, pageOfOrders } from '../orders/order-paging';
import type { TestSite, TestUser } from '../../test/factories';
import { expectListRow, withFullSnapshot } from '../../test/list-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let writer: TestUser;
let reviewer: TestUser;

async function signedIn(user: TestUser, host = site.host) {
  const c = app.client(host);
  await c.signIn(user.email);
  return c;
}

beforeAll(async () => {
  app = await startTestApp();
  site = await app.factories.site('reviewer-orders.test');
  other = await app.factories.site('reviewer-orders-other.test');
  customer = await app.factories.user(site, 'user', 'pat@example.com');
  writer = await app.factories.user(site, 'writer', 'sam@example.com');
  reviewer = await app.factories.user(site, 'reviewer');
});
afterAll(() => app.close());

describe('GET /api/reviewer/orders', () => {
  it('lists every order of the site, newest first, with the customer’s and the writer’s e-mail', async () => {
    const old = await app.factories.order(site, customer, { writer });
    const when = dayjs().subtract(5, 'day').toDate();
    await app.db.update(t.orders).set({ createdAt: when, updatedAt: when }).where(eq(t.orders.id, old.id));
    const unassigned = await app.factories.order(site, customer);
    const hidden = await app.factories.order(site, customer, { hideOrder: true });
    const otherCustomer = await app.factories.user(other, 'user');
    const elsewhere = await app.factories.order(other, otherCustomer);

    const res = await (await signedIn(reviewer)).get('/api/reviewer/orders');
    expect(res.status).toBe(200);
    const ids = res.body.orders.map((o: { _id: string }) => o._id);
    expect(ids).toEqual([unassigned.id, old.id]);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(res.body.total).toBe(2);
    expect(res.body.orders[1]).toMatchObject({
      customerEmail: 'pat@example.com',
      customer: { email: 'pat@example.com' },
      writer: { _id: writer.id, email: 'sam@example.com' },
    });
    expect(res.body.orders[0]).toMatchObject({ writer: null, writerName: null });
  });

  it('paginates and refuses bad paging with 400', async () => {
    const c = await signedIn(reviewer);
    const page2 = await c.get('/api/reviewer/orders?page=2&limit=1');
    expect(page2.body.orders).toHaveLength(1);
    expect(page2.body.total).toBe(2);
    expect((await c.get('/api/reviewer/orders?limit=0')).status).toBe(400);
  });

  it('pages after an order: following `next` visits every order once, in the order of the numbered pages', async () => {
    const big = await app.factories.site('reviewer-orders-after.test');
    const buyer = await app.factories.user(big, 'user');
    const staff = await app.factories.user(big, 'reviewer');
    const sameInstant = dayjs().subtract(2, 'day').toDate();
    for (let i = 0; i < 7; i++) {
      const order = await app.factories.order(big, buyer, { hideOrder: i === 3 });
      // Three orders of one instant: the number orders them, and no page loses or repeats one.
      if (i < 3) await app.db.update(t.orders).set({ createdAt: sameInstant }).where(eq(t.orders.id, order.id));
    }
    const c = await signedIn(staff, big.host);
    const numbered: string[] = [];
    for (let page = 1; page <= 3; page++) numbered.push(...(await c.get(`/api/reviewer/orders?page=${page}&limit=2`)).body.orders.map((o: { _id: string }) => o._id));
    expect(numbered).toHaveLength(6);

    const walked: string[] = [];
    let res = await c.get('/api/reviewer/orders?limit=2');
    expect(res.body).toMatchObject({ page: 1, total: 6, hasMore: true, next: res.body.orders[1].number });
    walked.push(...res.body.orders.map((o: { _id: string }) => o._id));
    while (res.body.next !== null) {
      res = await c.get(`/api/reviewer/orders?limit=2&after=${res.body.next}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: null, total: 6, limit: 2 });
      walked.push(...res.body.orders.map((o: { _id: string }) => o._id));
    }
    expect(walked).toEqual(numbered);
    expect(res.body.hasMore).toBe(false);
  });

  it('a page by number, found from the months’ running counts, is the same slice of the list as stepping over every order before it', async () => {
    const big = await app.factories.site('reviewer-orders-months.test');
    const buyer = await app.factories.user(big, 'user');
    const staff = await app.factories.user(big, 'reviewer');
    // Months' edges in UTC, one instant shared by three orders, a month whose only order is hidden,
    // and orders of another site in the same months.
    const instants = ['2024-11-15T10:00:00Z', '2024-12-31T23:59:59.999Z', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z', '2025-01-31T23:59:59.999Z',
      '2025-02-10T08:00:00Z', '2025-03-05T12:00:00Z', '2025-05-20T09:30:00Z', '2025-05-20T09:30:01Z', '2025-07-01T00:00:00Z'];
    for (const [i, at] of instants.entries()) {
      const order = await app.factories.order(big, buyer, { hideOrder: i === 7 });
      await app.db.update(t.orders).set({ createdAt: new Date(at) }).where(eq(t.orders.id, order.id));
      const elsewhere = await app.factories.order(other, await app.factories.user(other, 'user'));
      await app.db.update(t.orders).set({ createdAt: new Date(at) }).where(eq(t.orders.id, elsewhere.id));
    }
    const c = await signedIn(staff, big.host);
    const whole = (await c.get('/api/reviewer/orders?page=1&limit=50')).body.orders.map((o: { _id: string }) => o._id);
    const expected = await app.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(sql`${t.orders.siteId} = ${big.id} AND NOT ${t.orders.hideOrder}`)
      .orderBy(sql`${t.orders.createdAt} DESC, ${t.orders.number} DESC`);
    expect(whole).toEqual(expected.map((o) => o.id));
    expect(whole).toHaveLength(10);
    for (const limit of [1, 2, 3, 4]) {
      for (let page = 1; page <= Math.ceil(10 / limit) + 1; page++) {
        const res = await c.get(`/api/reviewer/orders?page=${page}&limit=${limit}`);
        expect(res.status).toBe(200);
        expect(res.body.orders.map((o: { _id: string }) => o._id), `page ${page} of ${limit}`).toEqual(whole.slice((page - 1) * limit, page * limit));
        expect(res.body.total).toBe(10);
      }
    }
  });

  it('refuses a page number with a cursor, and a cursor that names no order of the site, with 400 and why', async () => {
    const c = await signedIn(reviewer);
    const [first] = (await c.get('/api/reviewer/orders')).body.orders;
    const both = await c.get(`/api/reviewer/orders?page=2&after=${first.number}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(PAGE_AND_AFTER);
    const unknown = await c.get('/api/reviewer/orders?after=999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(AFTER_UNKNOWN);
    for (const q of ['after=abc', 'after=0', 'after=1.5']) expect((await c.get(`/api/reviewer/orders?${q}`)).status, q).toBe(400);
  });

  it('answers list rows with both people, without the snapshot’s modules and downloadables, the done tasks or the contract signature', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const listedPackage = await withFullSnapshot(app.db, order.id);
    await app.db.insert(t.completedTasks).values({ id: `${order.id}-a`, siteId: site.id, orderId: order.id, taskId: 'previous_document', serviceId: 'svc-1', serviceType: null });
    await app.db.update(t.orders).set({ contractSigned: true, contractSignature: { signerName: 'Pat', image: 'x'.repeat(5000) } }).where(eq(t.orders.id, order.id));
    const res = await (await signedIn(reviewer)).get('/api/reviewer/orders?page=1&limit=5');
    const listed = res.body.orders.find((o: { _id: string }) => o._id === order.id);
    expectListRow(listed, listedPackage);
    expect(listed).toMatchObject({ customerEmail: 'pat@example.com', writer: { _id: writer.id, email: 'sam@example.com' }, customer: { _id: customer.id, email: 'pat@example.com' } });
    // What the page query reads of the order: list columns, not the snapshot or the signature.
    const oneOrder = orderList('test_one_order', { listed: listedOrders(eq(t.orders.id, sql.placeholder('id'))), total: sql`SELECT 1` });
    const { rows: [row] } = await pageOfOrders(app.db, oneOrder, { siteId: site.id, id: order.id }, { page: 1, limit: 1, offset: 0 });
    expect(row).toMatchObject({ id: order.id, packageName: 'Executive Bundle', services: listedPackage.packageServices });
    expect(row).not.toHaveProperty('package');
    expect(row).not.toHaveProperty('contractSignature');
  });

  it('is for reviewers and admins: writers and customers 403, anonymous 401', async () => {
    const admin = await app.factories.user(site, 'admin');
    expect((await (await signedIn(admin)).get('/api/reviewer/orders')).status).toBe(200);
    expect((await (await signedIn(writer)).get('/api/reviewer/orders')).status).toBe(403);
    expect((await (await signedIn(customer)).get('/api/reviewer/orders')).status).toBe(403);
    expect((await app.client(site.host).get('/api/reviewer/orders')).status).toBe(401);
  });

  it('a reviewer changes nothing through the writer calls (403)', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const c = await signedIn(reviewer);
    expect((await c.patch(`/api/writer/orders/${order.id}`, { archived: true })).status).toBe(403);
    const [site0] = await app.db.select({ clientId: t.sites.clientId }).from(t.sites).where(eq(t.sites.id, site.id));
    const due = await c.patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId: site0!.clientId, dueDate: dayjs().add(2, 'day').format('YYYY-MM-DD') });
    expect(due.status).toBe(403);
    const [row] = await app.db.select({ a: t.orders.writerArchived, d: t.orders.dueDate }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(row).toEqual({ a: false, d: null });
  });
});
