import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as t from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let writer: TestUser;
let writer2: TestUser;
let reviewer: TestUser;
let admin: TestUser;

async function signedIn(user: TestUser, host = site.host) {
  const c = app.client(host);
  await c.signIn(user.email);
  return c;
}

async function notify(user: TestUser, orderId: string, content: string, createdAt: Date, s: TestSite = site) {
  const id = newId();
  await app.db.insert(t.notifications).values({ id, siteId: s.id, userId: user.id, orderId, content, data: { senderName: 'Someone', action: 'new_draft' }, createdAt });
  return id;
}

beforeAll(async () => {
  app = await startTestApp();
  site = await app.factories.site('writer-order-detail.test');
  other = await app.factories.site('writer-order-detail-other.test');
  customer = await app.factories.user(site, 'user');
  writer = await app.factories.user(site, 'writer');
  writer2 = await app.factories.user(site, 'writer');
  reviewer = await app.factories.user(site, 'reviewer');
  admin = await app.factories.user(site, 'admin');
});
afterAll(() => app.close());

describe('GET /api/writer/orders/:id', () => {
  it('answers the assigned writer with the order, its people and tasks', async () => {
    const order = await app.factories.order(site, customer, { writer, statusPercentage: 50 });
    await app.db.insert(t.completedTasks).values({ id: newId(), siteId: site.id, orderId: order.id, taskId: 'previous_document', serviceId: order.service._id });
    const res = await (await signedIn(writer)).get(`/api/writer/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, status: true, sortedNotifications: [] });
    expect(res.body.order).toMatchObject({
      _id: order.id,
      number: order.number,
      statusPercentage: 50,
      package: { packageName: 'Professional Resume', packageServices: [{ _id: order.service._id }] },
      customer: { _id: customer.id, firstName: 'user' },
      writer: { _id: writer.id },
      completed_tasks: [{ taskId: 'previous_document', serviceId: order.service._id }],
    });
    expect(res.body.order.customer.lastName).toMatch(/^Tester/);
  });

  it('carries the caller’s own notifications about the order, newest first, at most 20', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const elsewhere = await app.factories.order(site, customer, { writer });
    const base = Date.now() - 60 * 60 * 1000;
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await notify(writer, order.id, `note ${i}`, new Date(base + i * 1000)));
    await notify(customer, order.id, 'for the customer', new Date());
    await notify(writer, elsewhere.id, 'another order', new Date());

    const res = await (await signedIn(writer)).get(`/api/writer/orders/${order.id}`);
    const notes = res.body.sortedNotifications as { _id: string; order_id: string; contant: string; createdAt: string; data: object }[];
    expect(notes).toHaveLength(20);
    expect(notes.map((n) => n._id)).toEqual(ids.slice(2).reverse());
    expect(notes[0]).toEqual({ _id: ids[21], order_id: order.id, contant: 'note 21', createdAt: expect.any(String), data: { senderName: 'Someone', action: 'new_draft' } });
    expect(notes.some((n) => n.contant === 'for the customer' || n.contant === 'another order')).toBe(false);
  });

  it('accepts includeWriter=true and still names the writer', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const res = await (await signedIn(reviewer)).get(`/api/writer/orders/${order.id}?includeWriter=true`);
    expect(res.status).toBe(200);
    expect(res.body.order.writer).toMatchObject({ _id: writer.id, email: writer.email });
    expect((await (await signedIn(reviewer)).get(`/api/writer/orders/${order.id}?includeWriter=maybe`)).status).toBe(400);
  });

  it('answers another writer with 404, exactly like a missing order', async () => {
    const order = await app.factories.order(site, customer, { writer });
    const c = await signedIn(writer2);
    const res = await c.get(`/api/writer/orders/${order.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    expect((await c.get('/api/writer/orders/missing')).status).toBe(404);
    const unassigned = await app.factories.order(site, customer);
    expect((await c.get(`/api/writer/orders/${unassigned.id}`)).status).toBe(404);
  });

  it('shows reviewers and admins any order of their site, without the notifications of others', async () => {
    const order = await app.factories.order(site, customer, { writer: writer2 });
    await notify(writer2, order.id, 'for the writer', new Date());
    const adminNote = await notify(admin, order.id, 'for the admin', new Date());
    const asReviewer = await (await signedIn(reviewer)).get(`/api/writer/orders/${order.id}`);
    expect(asReviewer.status).toBe(200);
    expect(asReviewer.body.order.writer._id).toBe(writer2.id);
    expect(asReviewer.body.sortedNotifications).toEqual([]);
    const asAdmin = await (await signedIn(admin)).get(`/api/writer/orders/${order.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.sortedNotifications.map((n: { _id: string }) => n._id)).toEqual([adminNote]);
  });

  it('refuses customers with 403 and anonymous callers with 401', async () => {
    const order = await app.factories.order(site, customer, { writer });
    expect((await (await signedIn(customer)).get(`/api/writer/orders/${order.id}`)).status).toBe(403);
    expect((await app.client(site.host).get(`/api/writer/orders/${order.id}`)).status).toBe(401);
  });

  it('answers 404 for an order of another site, to its writers, reviewers and admins', async () => {
    const otherCustomer = await app.factories.user(other, 'user');
    const otherWriter = await app.factories.user(other, 'writer');
    const elsewhere = await app.factories.order(other, otherCustomer, { writer: otherWriter });
    for (const who of [reviewer, admin]) {
      expect((await (await signedIn(who)).get(`/api/writer/orders/${elsewhere.id}`)).status, who.role).toBe(404);
    }
    const own = await app.factories.order(site, customer, { writer });
    expect((await (await signedIn(otherWriter, other.host)).get(`/api/writer/orders/${own.id}`)).status).toBe(404);
    const [row] = await app.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, elsewhere.id));
    expect(row?.id).toBe(elsewhere.id);
  });

  it('refuses malformed ids with 400', async () => {
    const c = await signedIn(writer);
    for (const id of ['bad$id', 'a.b', 'x'.repeat(65), '%27%20or%201%3D1']) {
      expect((await c.get(`/api/writer/orders/${id}`)).status, id).toBe(400);
    }
  });
});
