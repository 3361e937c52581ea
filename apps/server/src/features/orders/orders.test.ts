import { eq } from 'drizzle-orm';
import { UNPAGED_LIST_MAX } from '@portal/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@portal/domain/limits';
import { completedTasks, orders } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { expectListRow, withFullSnapshot } from '../../test/list-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let customer: TestUser;
let otherCustomer: TestUser;
let writer: TestUser;
let reviewer: TestUser;
let foreignCustomer: TestUser;
let me: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('orders.test');
  otherSite = await t.factories.site('orders-other.test');
  customer = await t.factories.user(site, 'user');
  otherCustomer = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  foreignCustomer = await t.factories.user(otherSite, 'user');
  me = t.client(site.host);
  await me.signIn(customer.email);
});
afterAll(() => t.close());

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** A fresh customer with orders made in sequence, so "newest first" has one right answer. */
async function customerWithOrders(n: number, options: { hidden?: number[]; complete?: number[] } = {}) {
  const user = await t.factories.user(site, 'user');
  const made = [];
  for (let i = 0; i < n; i++) {
    made.push(
      await t.factories.order(site, user, {
        hideOrder: options.hidden?.includes(i),
        statusPercentage: options.complete?.includes(i) ? 100 : 0,
      }),
    );
    await t.db.update(orders).set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) }).where(eq(orders.id, made[i]!.id));
  }
  return { user, made, client: await signedIn(user) };
}

describe('GET /api/customer/orders', () => {
  it('lists the customer own visible orders, newest first, with the spec fields', async () => {
    const { user, made, client } = await customerWithOrders(3, { hidden: [1], complete: [2] });
    await t.factories.order(site, otherCustomer);
    const res = await client.get('/api/customer/orders');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, total: 2, page: 1, limit: UNPAGED_LIST_MAX, hasMore: false });
    expect(res.body.orders.map((o: { _id: string }) => o._id)).toEqual([made[2]!.id, made[0]!.id]);
    const [newest] = res.body.orders;
    expect(newest).toMatchObject({ number: made[2]!.number, statusPercentage: 100, writer: null, writerName: null, customer: { _id: user.id }, invoicePrice: 14900, invoiceCurrency: 'usd' });
  });

  it('answers list rows: the package’s name and services, without the rest of the snapshot the order screen reads', async () => {
    const { made, client } = await customerWithOrders(1);
    const listedPackage = await withFullSnapshot(t.db, made[0]!.id);
    const [row] = (await client.get('/api/customer/orders?page=1&limit=20')).body.orders;
    expectListRow(row, listedPackage);
    expect(row).toMatchObject({ _id: made[0]!.id, number: made[0]!.number, createdAt: '2025-01-01T00:00:00.000Z', dueDate: null, writerArchived: false });
    // The order itself still carries the whole snapshot and its done tasks.
    const detail = (await client.get(`/api/customer/orders/${made[0]!.id}`)).body.order;
    expect(detail.package.packageServices[0].serviceModules).toHaveLength(2);
    expect(detail.package.packageDownloadables).toHaveLength(1);
    expect(detail.completed_tasks).toEqual([]);
  });

  it('pages with page and limit and keeps the total', async () => {
    const { made, client } = await customerWithOrders(5);
    const second = await client.get('/api/customer/orders?page=2&limit=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, limit: 2, hasMore: true });
    expect(second.body.orders.map((o: { _id: string }) => o._id)).toEqual([made[2]!.id, made[1]!.id]);
    const past = await client.get('/api/customer/orders?page=9&limit=2');
    expect(past.body).toMatchObject({ total: 5, orders: [], hasMore: false });
  });

  it('a client that asks for no page gets every order up to the documented bound, and is told when more exist', async () => {
    const { client } = await customerWithOrders(25);
    const all = await client.get('/api/customer/orders');
    expect(all.body).toMatchObject({ total: 25, page: 1, limit: UNPAGED_LIST_MAX, hasMore: false });
    expect(all.body.orders).toHaveLength(25);
    const paged = await client.get('/api/customer/orders?page=1');
    expect(paged.body).toMatchObject({ total: 25, limit: 20, hasMore: true });
    expect(paged.body.orders).toHaveLength(20);
  });

  it('refuses bad paging and include values with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=0', `limit=${MAX_PAGE_SIZE + 1}`, 'limit=2.5', 'include=everything']) {
      const res = await me.get(`/api/customer/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await me.get(`/api/customer/orders?limit=${MAX_PAGE_SIZE}`)).status).toBe(200);
  });

  it('answers the status-only list of visible orders, oldest first', async () => {
    const { made, client } = await customerWithOrders(3, { hidden: [0], complete: [2] });
    const res = await client.get('/api/customer/orders?include=statusOnly');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      orders: [
        { _id: made[1]!.id, statusPercentage: 0 },
        { _id: made[2]!.id, statusPercentage: 100 },
      ],
    });
  });

  it('is for customers only', async () => {
    expect((await t.client(site.host).get('/api/customer/orders')).status).toBe(401);
    expect((await (await signedIn(writer)).get('/api/customer/orders')).status).toBe(403);
    expect((await (await signedIn(reviewer)).get('/api/customer/orders?include=statusOnly')).status).toBe(403);
  });

  it('never lists orders of another site', async () => {
    const { made, client } = await customerWithOrders(1);
    const theirs = await t.factories.order(otherSite, foreignCustomer);
    const foreign = await signedIn(foreignCustomer, otherSite.host);
    const res = await foreign.get('/api/customer/orders');
    expect(res.body.orders.map((o: { _id: string }) => o._id)).toEqual([theirs.id]);
    expect(res.body.orders.map((o: { _id: string }) => o._id)).not.toContain(made[0]!.id);
    // A session from this site presented on the other one is no session at all.
    expect((await t.client(otherSite.host).get('/api/customer/orders', { headers: { cookie: client.cookieHeader() } })).status).toBe(401);
  });
});

describe('GET /api/customer/orders/:id', () => {
  it('answers the order, its invoice price and currency', async () => {
    const order = await t.factories.order(site, customer, { writer });
    const res = await me.get(`/api/customer/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, invoice: { price: 14900 }, clientCurrencyType: 'usd' });
    expect(res.body.order).toMatchObject({ _id: order.id, number: order.number, writerName: expect.stringMatching(/^writer Tester\d+$/) });
    expect(res.body.order.writer).toMatchObject({ _id: writer.id, email: writer.email });
  });

  it('shows the done tasks of the order and its customer; no writer yet is null', async () => {
    const order = await t.factories.order(site, customer);
    await t.db.insert(completedTasks).values({ id: `${order.id}-t`, siteId: site.id, orderId: order.id, taskId: 'previous_document', serviceId: order.service._id, serviceType: null });
    const res = await me.get(`/api/customer/orders/${order.id}`);
    expect(res.body.order).toMatchObject({
      completed_tasks: [{ taskId: 'previous_document', serviceId: order.service._id }],
      customer: { _id: customer.id, email: customer.email },
      customerEmail: customer.email,
      writer: null,
      writerName: null,
    });
    expect(res.body.order.completed_tasks[0]).not.toHaveProperty('serviceType');
  });

  it('answers 404 for another customer, a hidden order, another site and a missing id', async () => {
    const theirs = await t.factories.order(site, otherCustomer);
    const hidden = await t.factories.order(site, customer, { hideOrder: true });
    const foreign = await t.factories.order(otherSite, foreignCustomer);
    for (const id of [theirs.id, hidden.id, foreign.id, 'no-such-order']) {
      const res = await me.get(`/api/customer/orders/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Order not found');
    }
  });

  it('refuses writers and reviewers, even on an order they may see elsewhere', async () => {
    const order = await t.factories.order(site, customer, { writer });
    expect((await (await signedIn(writer)).get(`/api/customer/orders/${order.id}`)).status).toBe(403);
    expect((await (await signedIn(reviewer)).get(`/api/customer/orders/${order.id}`)).status).toBe(403);
    expect((await t.client(site.host).get(`/api/customer/orders/${order.id}`)).status).toBe(401);
  });

  it('refuses an id that cannot be one with 400', async () => {
    expect((await me.get(`/api/customer/orders/${'x'.repeat(65)}`)).status).toBe(400);
    expect((await me.get('/api/customer/orders/bad%20id')).status).toBe(400);
  });
});

describe('PATCH /api/customer/orders/:orderId (initial questions)', () => {
  const answers = { customer_industries: ['Legal', 'Information Technology'], years_of_experience: 'director' };

  it('saves the industries and experience level', async () => {
    const order = await t.factories.order(site, customer);
    const res = await me.patch(`/api/customer/orders/${order.id}`, answers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ statusCode: 200, status: true, message: 'Order Updated Successfully' });
    const row = await orderRow(order.id);
    expect(row.customerIndustries).toEqual(['Legal', 'Information Technology']);
    expect(row.yearsOfExperience).toBe('director');
    const view = await me.get(`/api/customer/orders/${order.id}`);
    expect(view.body.order).toMatchObject(answers);
  });

  it('refuses bad answers with the spec messages and writes nothing', async () => {
    const order = await t.factories.order(site, customer);
    const range = 'You should select 1-3 industries';
    const level = 'You must select one of the answers!';
    const cases: [unknown, string][] = [
      [{ customer_industries: [], years_of_experience: 'entry' }, range],
      [{ customer_industries: ['Legal', 'Sales', 'Retail', 'Other'], years_of_experience: 'entry' }, range],
      [{ customer_industries: ['Legal', 'Legal'], years_of_experience: 'entry' }, range],
      [{ customer_industries: ['Astrology'], years_of_experience: 'entry' }, range],
      [{ years_of_experience: 'entry' }, range],
      [{ customer_industries: 'Legal', years_of_experience: 'entry' }, range],
      [{ customer_industries: ['Legal'] }, level],
      [{ customer_industries: ['Legal'], years_of_experience: 'guru' }, level],
      [{ customer_industries: ['Legal'], years_of_experience: 3 }, level],
    ];
    for (const [body, message] of cases) {
      const res = await me.patch(`/api/customer/orders/${order.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const extra = await me.patch(`/api/customer/orders/${order.id}`, { ...answers, statusPercentage: 100 });
    expect(extra.status).toBe(400);
    const row = await orderRow(order.id);
    expect(row.customerIndustries).toBeNull();
    expect(row.statusPercentage).toBe(0);
  });

  it('answers 404 for another customer, a hidden order and another site, and writes nothing', async () => {
    const theirs = await t.factories.order(site, otherCustomer);
    const hidden = await t.factories.order(site, customer, { hideOrder: true });
    const foreign = await t.factories.order(otherSite, foreignCustomer);
    for (const id of [theirs.id, hidden.id, foreign.id]) {
      expect((await me.patch(`/api/customer/orders/${id}`, answers)).status).toBe(404);
      expect((await orderRow(id)).customerIndustries).toBeNull();
    }
  });

  it('is refused to writers and reviewers', async () => {
    const order = await t.factories.order(site, customer, { writer });
    expect((await (await signedIn(writer)).patch(`/api/customer/orders/${order.id}`, answers)).status).toBe(403);
    expect((await (await signedIn(reviewer)).patch(`/api/customer/orders/${order.id}`, answers)).status).toBe(403);
    expect((await t.client(site.host).patch(`/api/customer/orders/${order.id}`, answers)).status).toBe(401);
    expect((await orderRow(order.id)).customerIndustries).toBeNull();
  });

  it('needs the CSRF header', async () => {
    const order = await t.factories.order(site, customer);
    expect((await me.patch(`/api/customer/orders/${order.id}`, answers, { csrf: false })).status).toBe(403);
  });
});

describe('PATCH /api/customer/orders/noShow/:id', () => {
  it('remembers and forgets "don\'t show this again"', async () => {
    const order = await t.factories.order(site, customer, { statusPercentage: 100 });
    const on = await me.patch(`/api/customer/orders/noShow/${order.id}`, { noShowCheck: true, clientId: 'anything' });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ status: true });
    expect((await orderRow(order.id)).noShowCheck).toBe(true);
    expect((await me.get(`/api/customer/orders/${order.id}`)).body.order.noShowCheck).toBe(true);
    await me.patch(`/api/customer/orders/noShow/${order.id}`, { noShowCheck: false });
    expect((await orderRow(order.id)).noShowCheck).toBe(false);
  });

  it('refuses bad bodies with 400', async () => {
    const order = await t.factories.order(site, customer);
    for (const body of [{}, { noShowCheck: 'yes' }, { noShowCheck: true, clientId: 5 }, { noShowCheck: true, extra: 1 }]) {
      expect((await me.patch(`/api/customer/orders/noShow/${order.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await orderRow(order.id)).noShowCheck).toBe(false);
  });

  it('answers 404 for other customers and sites, 403 for writers and reviewers', async () => {
    const theirs = await t.factories.order(site, otherCustomer, { writer });
    const foreign = await t.factories.order(otherSite, foreignCustomer);
    for (const id of [theirs.id, foreign.id]) expect((await me.patch(`/api/customer/orders/noShow/${id}`, { noShowCheck: true })).status).toBe(404);
    expect((await (await signedIn(writer)).patch(`/api/customer/orders/noShow/${theirs.id}`, { noShowCheck: true })).status).toBe(403);
    expect((await (await signedIn(reviewer)).patch(`/api/customer/orders/noShow/${theirs.id}`, { noShowCheck: true })).status).toBe(403);
    expect((await orderRow(theirs.id)).noShowCheck).toBe(false);
    expect((await orderRow(foreign.id)).noShowCheck).toBe(false);
  });
});

describe('PATCH /api/orders/:id/save-feedback', () => {
  async function orderWithSurvey(owner: TestUser, survey: { url?: string; _id?: string } | null, where = site) {
    const order = await t.factories.order(where, owner, { writer: where === site ? writer : undefined });
    const row = await orderRow(order.id);
    const pkg = { ...(row.package as object), ...(survey ? { surveyDetails: survey } : {}) };
    await t.db.update(orders).set({ package: pkg }).where(eq(orders.id, order.id));
    return order;
  }

  it('marks the survey submitted for the order own customer', async () => {
    const order = await orderWithSurvey(customer, { url: 'https://example.com/survey' });
    const res = await me.patch(`/api/orders/${order.id}/save-feedback`, { status: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await me.get(`/api/customer/orders/${order.id}`)).body.order.surveySubmitted).toBe(true);
  });

  it('refuses an order without a survey with 422', async () => {
    const order = await orderWithSurvey(customer, null);
    const res = await me.patch(`/api/orders/${order.id}/save-feedback`, { status: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This order has no feedback survey');
    expect((await orderRow(order.id)).surveySubmitted).toBe(false);
  });

  it('refuses bad bodies with 400', async () => {
    const order = await orderWithSurvey(customer, { url: 'https://example.com/survey' });
    for (const body of [{}, { status: 'true' }, { status: true, surveySubmitted: true }]) {
      expect((await me.patch(`/api/orders/${order.id}/save-feedback`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await orderRow(order.id)).surveySubmitted).toBe(false);
  });

  it('is the customer own: 404 for others and other sites, 403 for the writer and reviewers', async () => {
    const theirs = await orderWithSurvey(otherCustomer, { _id: 'survey-1' });
    const foreign = await orderWithSurvey(foreignCustomer, { url: 'https://example.com/s' }, otherSite);
    for (const id of [theirs.id, foreign.id]) expect((await me.patch(`/api/orders/${id}/save-feedback`, { status: true })).status).toBe(404);
    expect((await (await signedIn(writer)).patch(`/api/orders/${theirs.id}/save-feedback`, { status: true })).status).toBe(403);
    expect((await (await signedIn(reviewer)).patch(`/api/orders/${theirs.id}/save-feedback`, { status: true })).status).toBe(403);
    expect((await t.client(site.host).patch(`/api/orders/${theirs.id}/save-feedback`, { status: true })).status).toBe(401);
    expect((await orderRow(theirs.id)).surveySubmitted).toBe(false);
  });
});
