import dayjs from 'dayjs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { notifications, sites } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { LiveClient } from '../../test/live-client';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let customer2: TestUser;
let writer: TestUser;
let reviewer: TestUser;
let foreign: TestUser;
let clientId: string;

async function as(who: TestUser, host = site.host): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(who.email);
  return c;
}

/** `n` notifications for `user`, a second apart, the newest last. */
async function seed(user: TestUser, n: number, orderId = 'invoices') {
  const start = Date.now() - n * 1000;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    siteId: user.siteId,
    userId: user.id,
    orderId,
    content: `Line ${i + 1}`,
    data: { senderImg: null, senderName: 'Pat Writer', senderPrefName: 'Pat Writer', action: 'new_draft' },
    createdAt: new Date(start + i * 1000),
  }));
  await t.db.insert(notifications).values(rows);
  return rows.map((r) => r.id).reverse(); // newest first, as listed
}

const uncleared = async (user: TestUser) =>
  (await t.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, user.id), isNull(notifications.clearedAt)))).length;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('bell.test');
  other = await t.factories.site('bell-other.test');
  customer = await t.factories.user(site, 'user');
  customer2 = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  foreign = await t.factories.user(other, 'user');
  const [row] = await t.db.select({ clientId: sites.clientId }).from(sites).where(eq(sites.id, site.id));
  clientId = row!.clientId;
});
afterAll(() => t.close());

describe('GET /api/notifications', () => {
  it('lists what an event left for the customer, with the date it names and where it leads', async () => {
    const order = await t.factories.order(site, customer, { writer });
    const day = dayjs().add(5, 'day').format('YYYY-MM-DD');
    const set = await (await as(writer)).patch('/api/writer/orders/set-due-date', { orderId: order.id, clientId, dueDate: day });
    expect(set.status).toBe(200);
    await t.platform.events.drain();
    const res = await (await as(customer)).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, total: 1, page: 1, limit: 20, hasMore: false });
    expect(res.body.notifications[0]).toMatchObject({
      order_id: order.id,
      contant: `Your order due date was set to ${dayjs(day).format('MM/DD/YYYY')}`,
      data: { action: 'due_date', date: day, senderName: expect.stringContaining('writer') },
    });
    // The writer's own bell stays empty: the event was for the customer.
    expect((await (await as(writer)).get('/api/notifications')).body.total).toBe(0);
  });

  it('pages newest first and says when more follow', async () => {
    const ids = await seed(customer2, 25);
    const c = await as(customer2);
    const first = await c.get('/api/notifications');
    expect(first.body).toMatchObject({ total: 25, page: 1, limit: 20, hasMore: true });
    expect(first.body.notifications.map((n: { _id: string }) => n._id)).toEqual(ids.slice(0, 20));
    const second = await c.get('/api/notifications?page=2');
    expect(second.body).toMatchObject({ total: 25, page: 2, hasMore: false });
    expect(second.body.notifications.map((n: { _id: string }) => n._id)).toEqual(ids.slice(20));
    expect((await c.get('/api/notifications?limit=101')).status).toBe(400);
    expect((await c.get('/api/notifications?page=0')).status).toBe(400);
  });

  it('says who wrote a chat message and what, and in the admins’ chat whose chat it is', async () => {
    const chatWriter = await t.factories.user(site, 'writer');
    const chatCustomer = await t.factories.user(site, 'user');
    const admin = await t.factories.user(site, 'admin');
    const order = await t.factories.order(site, chatCustomer, { writer: chatWriter });
    const send = async (who: TestUser, ref: { chatType: 'writerToCustomer'; order_id: string } | { chatType: 'writerToAdmin'; userId: string }, content: string) => {
      const socket = await LiveClient.open(t.port, await as(who));
      try {
        socket.send({ event: 'subscribe', data: ref });
        await socket.next('all_messages');
        const clientId = `bell-${Date.now()}-${content.length}`;
        socket.send({ event: 'new_message', data: { ...ref, message_type: 'text', content, clientId } });
        await socket.next('new_message', (f) => f.data.message.clientId === clientId);
      } finally {
        await socket.close();
      }
    };
    await send(chatCustomer, { chatType: 'writerToCustomer', order_id: order.id }, 'Did you get my file?');
    await send(admin, { chatType: 'writerToAdmin', userId: chatWriter.id }, 'Second admin message');
    await send(chatWriter, { chatType: 'writerToAdmin', userId: chatWriter.id }, 'Thanks, on it');
    await t.platform.events.drain();

    const forWriter = (await (await as(chatWriter)).get('/api/notifications')).body.notifications as { order_id: string; data: Record<string, unknown> }[];
    expect(forWriter.find((n) => n.order_id === order.id)?.data).toMatchObject({ action: 'chat_message', preview: 'Did you get my file?', senderName: expect.stringMatching(/^user Tester/) });
    expect(forWriter.find((n) => n.order_id === 'chat')?.data).toMatchObject({ action: 'chat_message', preview: 'Second admin message', senderName: expect.stringMatching(/^admin Tester/), writerId: chatWriter.id });
    const forAdmin = (await (await as(admin)).get('/api/notifications')).body.notifications as { order_id: string; data: Record<string, unknown> }[];
    expect(forAdmin.find((n) => n.order_id === 'chat')?.data).toMatchObject({ action: 'chat_message', preview: 'Thanks, on it', senderName: expect.stringMatching(/^writer Tester/), writerId: chatWriter.id });
  });

  it('is nobody else’s: reviewers 403, anonymous 401, another site sees its own only', async () => {
    expect((await (await as(reviewer)).get('/api/notifications')).status).toBe(403);
    expect((await t.client(site.host).get('/api/notifications')).status).toBe(401);
    const res = await (await as(foreign, other.host)).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});

describe('PATCH /api/clear-single-notifications and /api/clear-notifications', () => {
  it('clears one, answering the first page as it now is', async () => {
    const user = await t.factories.user(site, 'user');
    const ids = await seed(user, 3);
    const res = await (await as(user)).patch('/api/clear-single-notifications', { notificationsId: ids[1] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, total: 2 });
    expect(res.body.newNotifications.map((n: { _id: string }) => n._id)).toEqual([ids[0], ids[2]]);
    expect(await uncleared(user)).toBe(2);
  });

  it('clears the named ones at once and ignores ids that are not the caller’s', async () => {
    const user = await t.factories.user(site, 'user');
    const mine = await seed(user, 4);
    const theirs = await seed(customer, 1);
    const before = await uncleared(customer);
    const res = await (await as(user)).patch('/api/clear-notifications', { notificationsIds: [...mine.slice(0, 3), ...theirs] });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(await uncleared(user)).toBe(1);
    expect(await uncleared(customer)).toBe(before);
  });

  it('refuses reviewers, anonymous callers, a missing CSRF header and bad bodies, clearing nothing', async () => {
    const user = await t.factories.user(site, 'user');
    const ids = await seed(user, 2);
    expect((await (await as(reviewer)).patch('/api/clear-notifications', { notificationsIds: ids })).status).toBe(403);
    expect((await t.client(site.host).patch('/api/clear-single-notifications', { notificationsId: ids[0] })).status).toBe(401);
    const c = await as(user);
    expect((await c.patch('/api/clear-notifications', { notificationsIds: ids }, { csrf: false })).status).toBe(403);
    for (const body of [{}, { notificationsIds: [] }, { notificationsIds: ['bad id!'] }, { notificationsIds: Array.from({ length: 201 }, () => 'a') }, { notificationsIds: ids, extra: 1 }]) {
      expect((await c.patch('/api/clear-notifications', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    // A foreign site's user names this user's ids: nothing happens to them.
    expect((await (await as(foreign, other.host)).patch('/api/clear-notifications', { notificationsIds: ids })).status).toBe(200);
    expect(await uncleared(user)).toBe(2);
  });
});
