import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { chartMonthKeys } from '@portal/domain/writer-orders/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { expectListRow, withFullSnapshot } from '../../test/list-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let writer: TestUser;
let writer2: TestUser;
let reviewer: TestUser;
let admin: TestUser;
let clientId: string;

const tomorrow = () => dayjs().add(1, 'day').format('YYYY-MM-DD');
const asOf = (when: Date) => ({ createdAt: when, updatedAt: when });

async function signedIn(user: TestUser, host = site.host) {
  const c = app.client(host);
  await c.signIn(user.email);
  return c;
}

beforeAll(async () => {
  app = await startTestApp();
  site = await app.factories.site('writer-orders.test');
  other = await app.factories.site('writer-orders-other.test');
  customer = await app.factories.user(site, 'user');
  writer = await app.factories.user(site, 'writer');
  writer2 = await app.factories.user(site, 'writer');
  reviewer = await app.factories.user(site, 'reviewer');
  admin = await app.factories.user(site, 'admin');
  const [row] = await app.db.select({ clientId: t.sites.clientId }).from(t.sites).where(eq(t.sites.id, site.id));
  clientId = row!.clientId;
});
afterAll(() => app.close());

describe('GET /api/writer/orders', () => {
  it('lists only the orders assigned to the writer, newest first, active or archived', async () => {
    const older = await app.factories.order(site, customer, { writer });
    await app.db.update(t.orders).set(asOf(dayjs().subtract(3, 'day').toDate())).where(eq(t.orders.id, older.id));
    const newer = await app.factories.order(site, customer, { writer });
    const archived = await app.factories.order(site, customer, { writer });
    await app.db.update(t.orders).set({ writerArchived: true }).where(eq(t.orders.id, archived.id));
    const hidden = await app.factories.order(site, customer, { writer, hideOrder: true });
    const foreign = await app.factories.order(site, customer, { writer: writer2 });
    await app.factories.order(site, customer);

    const c = await signedIn(writer);
    const active = await c.get('/api/writer/orders');
    expect(active.status).toBe(200);
    expect(active.body.status).toBe(true);
    const ids = active.body.orders.map((o: { _id: string }) => o._id);
    expect(ids).toEqual([newer.id, older.id]);
    expect(active.body.total).toBe(2);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(foreign.id);
    expect(active.body.orders[0]).toMatchObject({ number: newer.number, customer: { _id: customer.id }, writer: { _id: writer.id }, writerArchived: false });

    const inArchive = await c.get('/api/writer/orders?archived=true');
    expect(inArchive.body.orders.map((o: { _id: string }) => o._id)).toEqual([archived.id]);
    expect(inArchive.body.total).toBe(1);
  });

  it('answers list rows: the customer, the due date and the package’s name and services, without the rest of the snapshot', async () => {
    // A writer of their own, so that the other tests' counts of the writer's orders stay as they are.
    const own = await app.factories.user(site, 'writer');
    const order = await app.factories.order(site, customer, { writer: own });
    const listedPackage = await withFullSnapshot(app.db, order.id);
    const due = dayjs().add(3, 'day').startOf('day').toDate();
    await app.db.update(t.orders).set({ dueDate: due }).where(eq(t.orders.id, order.id));
    const [row] = (await (await signedIn(own)).get('/api/writer/orders?page=1&limit=20')).body.orders;
    expectListRow(row, listedPackage);
    expect(row).toMatchObject({ _id: order.id, number: order.number, dueDate: due.toISOString(), customer: { _id: customer.id, email: customer.email }, writer: { _id: own.id } });
  });

  it('pages after an order within the writer’s own list: active and archive apart', async () => {
    const c = await signedIn(writer);
    for (const archived of ['false', 'true']) {
      const all = (await c.get(`/api/writer/orders?archived=${archived}&page=1&limit=100`)).body.orders.map((o: { _id: string }) => o._id);
      const walked: string[] = [];
      let res = await c.get(`/api/writer/orders?archived=${archived}&limit=1`);
      walked.push(...res.body.orders.map((o: { _id: string }) => o._id));
      while (res.body.next !== null) {
        res = await c.get(`/api/writer/orders?archived=${archived}&limit=1&after=${res.body.next}`);
        walked.push(...res.body.orders.map((o: { _id: string }) => o._id));
      }
      expect(walked, archived).toEqual(all);
      expect(all.length, archived).toBeGreaterThan(0);
    }
  });

  it('a page by number, found from the months’ running counts of each list, is the same slice as the whole list', async () => {
    const own = await app.factories.user(site, 'writer');
    // Months' edges in UTC, a shared instant, archived and hidden orders, and another writer's orders in the same months.
    const instants = ['2024-12-31T23:59:59.999Z', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z', '2025-02-14T10:00:00Z', '2025-02-28T23:00:00Z', '2025-04-02T00:00:00Z', '2025-06-30T23:59:59Z'];
    for (const [i, at] of instants.entries()) {
      for (const archived of [false, true]) {
        const order = await app.factories.order(site, customer, { writer: own, hideOrder: i === 3 && archived });
        await app.db.update(t.orders).set({ ...asOf(new Date(at)), writerArchived: archived }).where(eq(t.orders.id, order.id));
      }
      const foreign = await app.factories.order(site, customer, { writer: writer2 });
      await app.db.update(t.orders).set(asOf(new Date(at))).where(eq(t.orders.id, foreign.id));
    }
    const c = await signedIn(own);
    for (const archived of ['false', 'true']) {
      const whole = (await c.get(`/api/writer/orders?archived=${archived}&page=1&limit=100`)).body.orders.map((o: { _id: string }) => o._id);
      expect(whole, archived).toHaveLength(archived === 'true' ? 6 : 7);
      for (const limit of [1, 2, 3]) {
        for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page++) {
          const res = await c.get(`/api/writer/orders?archived=${archived}&page=${page}&limit=${limit}`);
          expect(res.body.orders.map((o: { _id: string }) => o._id), `${archived}: page ${page} of ${limit}`).toEqual(whole.slice((page - 1) * limit, page * limit));
          expect(res.body.total).toBe(whole.length);
        }
      }
    }
  });

  it('paginates with page and limit, and refuses bad paging with 400', async () => {
    const c = await signedIn(writer);
    const first = await c.get('/api/writer/orders?page=1&limit=1');
    const second = await c.get('/api/writer/orders?page=2&limit=1');
    expect(first.body.orders).toHaveLength(1);
    expect(second.body.orders).toHaveLength(1);
    expect(first.body.total).toBe(2);
    expect(first.body.orders[0]._id).not.toBe(second.body.orders[0]._id);
    for (const q of ['page=0', 'limit=1000', 'page=x', 'archived=yes']) {
      expect((await c.get(`/api/writer/orders?${q}`)).status, q).toBe(400);
    }
  });

  it('is for writers: anonymous 401, customers and reviewers 403, another site sees nothing', async () => {
    expect((await app.client(site.host).get('/api/writer/orders')).status).toBe(401);
    expect((await (await signedIn(customer)).get('/api/writer/orders')).status).toBe(403);
    expect((await (await signedIn(reviewer)).get('/api/writer/orders')).status).toBe(403);
    const outsider = await app.factories.user(other, 'writer');
    const res = await (await signedIn(outsider, other.host)).get('/api/writer/orders');
    expect(res.body).toMatchObject({ orders: [], total: 0 });
  });
});

describe('PATCH /api/writer/orders/:id (archive)', () => {
  it('archives and unarchives the writer’s own order', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const c = await signedIn(writer);
    expect((await c.patch(`/api/writer/orders/${order.id}`, { archived: true })).body).toEqual({ status: true });
    expect((await c.get('/api/writer/orders?archived=true')).body.orders.map((o: { _id: string }) => o._id)).toContain(order.id);
    expect((await c.patch(`/api/writer/orders/${order.id}`, { archived: false })).status).toBe(200);
    const [row] = await app.db.select({ a: t.orders.writerArchived }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.a).toBe(false);
  });

  it('answers 404 for another writer’s order and an order of another site, 400 for bad bodies', async () => {
    const foreign = await app.factories.order(site, customer, { writer: writer2 });
    const c = await signedIn(writer);
    expect((await c.patch(`/api/writer/orders/${foreign.id}`, { archived: true })).status).toBe(404);
    const otherCustomer = await app.factories.user(other, 'user');
    const otherWriter = await app.factories.user(other, 'writer');
    const elsewhere = await app.factories.order(other, otherCustomer, { writer: otherWriter });
    expect((await c.patch(`/api/writer/orders/${elsewhere.id}`, { archived: true })).status).toBe(404);
    const [row] = await app.db.select({ a: t.orders.writerArchived }).from(t.orders).where(eq(t.orders.id, foreign.id));
    expect(row!.a).toBe(false);
    const own = await app.factories.order(site, customer, { writer });
    for (const body of [{}, { archived: 'yes' }, { archived: true, extra: 1 }]) {
      expect((await c.patch(`/api/writer/orders/${own.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses reviewers and customers with 403, anonymous with 401', async () => {
    const order = await app.factories.order(site, customer, { writer });
    expect((await (await signedIn(reviewer)).patch(`/api/writer/orders/${order.id}`, { archived: true })).status).toBe(403);
    expect((await (await signedIn(customer)).patch(`/api/writer/orders/${order.id}`, { archived: true })).status).toBe(403);
    expect((await app.client(site.host).patch(`/api/writer/orders/${order.id}`, { archived: true })).status).toBe(401);
  });
});

describe('PATCH /api/writer/orders/set-due-date', () => {
  it('sets the due date and leaves the customer an in-app notification', async () => {
    const order = await app.factories.order(site, customer, { writer, statusPercentage: 50 });
    const day = dayjs().add(7, 'day').format('YYYY-MM-DD');
    const res = await (await signedIn(writer)).patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate: day });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Due Date Set Successfully!' });
    const [row] = await app.db.select({ dueDate: t.orders.dueDate }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.dueDate!.toISOString()).toBe(`${day}T12:00:00.000Z`);
    await app.platform.events.drain();
    const notes = await app.db.select().from(t.notifications).where(and(eq(t.notifications.orderId, order.id), eq(t.notifications.userId, customer.id)));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toBe(`Your order due date was set to ${dayjs(day).format('MM/DD/YYYY')}`);
    expect(notes[0]!.data).toMatchObject({ senderName: expect.stringContaining('writer'), action: 'due_date' });
    expect(notes[0]!.siteId).toBe(site.id);
    const mail = app.mails.find((m) => m.to === customer.email && m.text.includes(`/orders/view/${order.id}`));
    expect(mail?.text).toContain(`Your order due date was set to ${dayjs(day).format('MM/DD/YYYY')}`);
  });

  it('accepts a full ISO 8601 date-time and keeps the calendar day written in it', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const day = dayjs().add(10, 'day').format('YYYY-MM-DD');
    const c = await signedIn(writer);
    for (const dueDate of [`${day}T23:30:00-05:00`, `${day}T00:15:00.000Z`, `${day}T09:00:00`]) {
      const res = await c.patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate });
      expect(res.status).toBe(200);
      const [row] = await app.db.select({ dueDate: t.orders.dueDate }).from(t.orders).where(eq(t.orders.id, order.id));
      expect(row!.dueDate!.toISOString()).toBe(`${day}T12:00:00.000Z`);
    }
    const bad = await c.patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate: `${day}T25:00:00Z` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('dueDate');
  });

  it('accepts today', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const res = await (await signedIn(writer)).patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate: dayjs().format('YYYY-MM-DD') });
    expect(res.status).toBe(200);
  });

  it('refuses a past date and a completed order with 422, writing nothing', async () => {
    const c = await signedIn(writer);
    const open = await app.factories.order(site, customer, { writer, statusPercentage: 40 });
    const past = await c.patch('/api/writer/orders/set-due-date', { orderId: open.id, clientId, dueDate: dayjs().subtract(3, 'day').format('YYYY-MM-DD') });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('The due date cannot be in the past');
    const done = await app.factories.order(site, customer, { writer, statusPercentage: 100 });
    const completed = await c.patch('/api/writer/orders/set-due-date', { orderId: done.id, clientId, dueDate: tomorrow() });
    expect(completed.status).toBe(422);
    expect(completed.body.message).toBe('The due date of a completed order cannot be changed');
    const rows = await app.db.select({ dueDate: t.orders.dueDate }).from(t.orders).where(eq(t.orders.id, done.id));
    expect(rows[0]!.dueDate).toBeNull();
    const notes = await app.db.select().from(t.notifications).where(eq(t.notifications.orderId, open.id));
    expect(notes).toHaveLength(0);
  });

  it('refuses a client id that is not the site’s with 422', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const res = await (await signedIn(writer)).patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId: 'someone-else', dueDate: tomorrow() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('clientId');
  });

  it('answers 404 for another writer’s order and for an order of another site', async () => {
    const c = await signedIn(writer);
    const foreign = await app.factories.order(site, customer, { writer: writer2 });
    expect((await c.patch('/api/writer/orders/set-due-date', { orderId: foreign.id, clientId, dueDate: tomorrow() })).status).toBe(404);
    const otherCustomer = await app.factories.user(other, 'user');
    const elsewhere = await app.factories.order(other, otherCustomer, { writer });
    expect((await c.patch('/api/writer/orders/set-due-date', { orderId: elsewhere.id, clientId, dueDate: tomorrow() })).status).toBe(404);
    expect((await c.patch('/api/writer/orders/set-due-date', { orderId: 'missing', clientId, dueDate: tomorrow() })).status).toBe(404);
  });

  it('refuses reviewers and customers with 403 and anonymous callers with 401', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const body = { orderId: order.id, clientId, dueDate: tomorrow() };
    expect((await (await signedIn(reviewer)).patch('/api/writer/orders/set-due-date', body)).status).toBe(403);
    expect((await (await signedIn(customer)).patch('/api/writer/orders/set-due-date', body)).status).toBe(403);
    expect((await app.client(site.host).patch('/api/writer/orders/set-due-date', body)).status).toBe(401);
  });

  it('lets an admin of the site set the due date of any order', async () => {
    const order = await app.factories.order(site, customer, { writer: writer2 });
    const res = await (await signedIn(admin)).patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate: tomorrow() });
    expect(res.status).toBe(200);
  });

  it('refuses malformed bodies with 400', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const c = await signedIn(writer);
    for (const body of [{}, { orderId: order.id, clientId }, { orderId: order.id, clientId, dueDate: 'tomorrow' }, { orderId: order.id, clientId, dueDate: '2030-02-30' }, { orderId: '../x', clientId, dueDate: tomorrow() }, { orderId: order.id, clientId, dueDate: tomorrow(), extra: true }]) {
      expect((await c.patch('/api/writer/orders/set-due-date', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('writer dashboard', () => {
  it('counts the writer’s assigned orders: completed means exactly 100', async () => {
    const fresh = await app.factories.user(site, 'writer');
    await app.factories.order(site, customer, { writer: fresh, statusPercentage: 100 });
    await app.factories.order(site, customer, { writer: fresh, statusPercentage: 99 });
    await app.factories.order(site, customer, { writer: fresh });
    await app.factories.order(site, customer, { writer: fresh, statusPercentage: 100, hideOrder: true });
    await app.factories.order(site, customer, { writer: writer2, statusPercentage: 100 });
    const res = await (await signedIn(fresh)).get('/api/writer/home-page/orders');
    expect(res.body).toEqual({ status: true, total: 3, pending: 2, completed: 1 });
  });

  it('counts orders per month for the last six months, zero-filled, by assignment time', async () => {
    const fresh = await app.factories.user(site, 'writer');
    const now = new Date();
    const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
    const place = async (createdAt: Date, assignedAt: Date | null) => {
      const o = await app.factories.order(site, customer, { writer: fresh });
      await app.db.update(t.orders).set({ createdAt, assignedAt }).where(eq(t.orders.id, o.id));
    };
    await place(monthStart(0), monthStart(0));
    await place(monthStart(0), null);
    // Bought seven months ago, assigned two months ago: it is work of two months ago.
    await place(monthStart(7), monthStart(2));
    await place(monthStart(6), monthStart(6));
    const res = await (await signedIn(fresh)).get('/api/writer/home-page/orders/monthly');
    expect(res.status).toBe(200);
    const keys = chartMonthKeys(now);
    expect(Object.keys(res.body.data)).toEqual(keys);
    expect(res.body.data).toEqual(Object.fromEntries(keys.map((k, i) => [k, i === 5 ? 2 : i === 3 ? 1 : 0])));
  });

  it('is for writers only', async () => {
    for (const path of ['/api/writer/home-page/orders', '/api/writer/home-page/orders/monthly']) {
      expect((await app.client(site.host).get(path)).status).toBe(401);
      expect((await (await signedIn(customer)).get(path)).status).toBe(403);
      expect((await (await signedIn(reviewer)).get(path)).status).toBe(403);
    }
  });
});
