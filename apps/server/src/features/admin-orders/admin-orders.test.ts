import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { assignmentQueue, orderAssignments, orders, writerProfiles } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildServices } from '../services';
import { queueForAssignment } from '.';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function writerWith(site: TestSite, limits: { maxOpenJobs?: number | null; maxJobsPerWeek?: number | null; services?: string[] } = {}): Promise<TestUser> {
  const writer = await t.factories.user(site, 'writer');
  await t.db.insert(writerProfiles).values({
    userId: writer.id,
    siteId: site.id,
    workPhone: '+1 555 010 2030',
    profileTitle: 'Writer',
    profileSummary: 'Writes resumes.',
    services: limits.services ?? ['Resume Writing'],
    maxOpenJobs: limits.maxOpenJobs ?? null,
    maxJobsPerWeek: limits.maxJobsPerWeek ?? null,
  });
  return writer;
}

async function queue(site: TestSite, ids: string[]) {
  await t.db.transaction(async (tx) => {
    for (const id of ids) await queueForAssignment(tx as unknown as Db, site.id, id);
  });
}

const writerOf = async (orderId: string) => (await t.db.select({ w: orders.writerId }).from(orders).where(eq(orders.id, orderId)))[0]!.w;

describe('automatic assignment', () => {
  it('hands 100 paid orders arriving at once to the least-loaded writers with room, none over capacity', async () => {
    const site = await t.factories.site('auto-100.test');
    const customer = await t.factories.user(site, 'user');
    const small = await writerWith(site, { maxOpenJobs: 10 });
    const weekly = await writerWith(site, { maxJobsPerWeek: 3 });
    const open = [await writerWith(site), await writerWith(site), await writerWith(site, { maxOpenJobs: 40 })];
    const elsewhere = await writerWith(site, { services: ['Cover Letter'] });
    const created = [];
    for (let i = 0; i < 100; i++) created.push(await t.factories.order(site, customer));
    await queue(
      site,
      created.map((o) => o.id),
    );
    // Several assigners at once (as several processes would): the writers' row locks serialize them.
    const extra = buildServices(t.platform).autoAssignment;
    await Promise.all([extra.assignWaiting(site.id), extra.assignWaiting(site.id), extra.assignWaiting(site.id)]);
    const rows = await t.db.select({ writerId: orders.writerId }).from(orders).where(eq(orders.siteId, site.id));
    const load = (w: TestUser) => rows.filter((r) => r.writerId === w.id).length;
    expect(rows.every((r) => r.writerId !== null)).toBe(true);
    expect(load(small)).toBe(10);
    expect(load(weekly)).toBe(3);
    expect(load(elsewhere)).toBe(0);
    const loads = open.map(load);
    expect(loads.reduce((a, b) => a + b)).toBe(87);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    const why = await t.db.select().from(orderAssignments).where(eq(orderAssignments.siteId, site.id));
    expect(why).toHaveLength(100);
    expect(why.every((a) => a.kind === 'automatic' && a.reasonText.startsWith('Fewest open jobs'))).toBe(true);
    expect(await t.db.select().from(assignmentQueue).where(eq(assignmentQueue.siteId, site.id))).toHaveLength(0);
  });

  it('gives a writer who frees room the oldest waiting order within 5 s', async () => {
    const site = await t.factories.site('auto-room.test');
    const customer = await t.factories.user(site, 'user');
    const writer = await writerWith(site, { maxOpenJobs: 1 });
    const current = await t.factories.order(site, customer, { writer });
    const oldest = await t.factories.order(site, customer);
    const younger = await t.factories.order(site, customer);
    await queue(site, [oldest.id]);
    await queue(site, [younger.id]);
    await buildServices(t.platform).autoAssignment.assignWaiting(site.id);
    expect(await writerOf(oldest.id)).toBeNull();
    const [waiting] = await t.db.select().from(assignmentQueue).where(eq(assignmentQueue.orderId, oldest.id));
    expect(waiting?.waitingReason).toBe('Every writer offering these services is at their limit');

    const started = Date.now();
    await t.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.execute(sql`update orders set status_percentage = 100, completed_at = now() where id = ${current.id}`);
      await t.platform.events.append(tx, { type: 'order_completed', siteId: site.id, orderId: current.id, orderNumber: current.number, recipientId: customer.id, actor: null });
    });
    let writerId: string | null = null;
    while (Date.now() - started < 5000 && !(writerId = await writerOf(oldest.id))) await new Promise((r) => setTimeout(r, 20));
    expect(writerId).toBe(writer.id);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await writerOf(younger.id)).toBeNull();
  });

  it('wakes on a queued order without anyone asking (the notice after commit)', async () => {
    const site = await t.factories.site('auto-wake.test');
    const customer = await t.factories.user(site, 'user');
    const writer = await writerWith(site);
    const order = await t.factories.order(site, customer);
    await queue(site, [order.id]);
    const until = Date.now() + 5000;
    while (Date.now() < until && !(await writerOf(order.id))) await new Promise((r) => setTimeout(r, 20));
    expect(await writerOf(order.id)).toBe(writer.id);
  });
});

describe('the admin orders API', () => {
  let site: TestSite;
  let admin: TestUser;
  let customer: TestUser;
  let w1: TestUser;
  let w2: TestUser;

  beforeAll(async () => {
    site = await t.factories.site('admin-orders.test');
    admin = await t.factories.user(site, 'admin');
    customer = await t.factories.user(site, 'user', 'carla@example.com');
    w1 = await writerWith(site, { maxOpenJobs: 1 });
    w2 = await writerWith(site);
  });

  const signedIn = async (user: TestUser, host = site.host) => {
    const c = t.client(host);
    await c.signIn(user.email);
    return c;
  };

  it('lists, filters and searches every order of the site, paged', async () => {
    const a = await t.factories.order(site, customer, { writer: w1 });
    const b = await t.factories.order(site, customer);
    const hidden = await t.factories.order(site, customer, { hideOrder: true });
    await t.db.execute(sql`update orders set due_date = now() - interval '2 days' where id = ${a.id}`);
    const c = await signedIn(admin);
    const all = await c.get('/api/admin/orders?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.hasMore).toBe(true);
    const numbers = (res: { body: { data: { number: number }[] } }) => res.body.data.map((o) => o.number).sort();
    expect(numbers(await c.get('/api/admin/orders?status=unassigned'))).toEqual([b.number]);
    expect(numbers(await c.get('/api/admin/orders?status=hidden'))).toEqual([hidden.number]);
    expect(numbers(await c.get(`/api/admin/orders?writer=${w1.id}`))).toEqual([a.number]);
    const overdue = await c.get('/api/admin/orders?overdue=true');
    expect(numbers(overdue)).toEqual([a.number]);
    expect(overdue.body.data[0].overdue).toBe(true);
    expect(numbers(await c.get(`/api/admin/orders?q=${b.number}`))).toEqual([b.number]);
    expect((await c.get('/api/admin/orders?q=carla')).body.total).toBe(3);
    expect((await c.get('/api/admin/orders?q=nobody%25')).body.total).toBe(0);
    expect((await c.get('/api/admin/orders?from=2001-01-01&to=2001-01-02')).body.total).toBe(0);
    expect((await c.get('/api/admin/orders?from=2001-01-03&to=2001-01-02')).status).toBe(400);
    // Days that are not on the calendar are the caller's mistake, not the server's.
    for (const day of ['9999-99-99', '2026-13-01', '2026-02-30']) expect((await c.get(`/api/admin/orders?to=${day}`)).status, day).toBe(400);
  });

  it('pages the whole site, hidden orders included, as the same slices of one order; its total follows every change', async () => {
    const big = await t.factories.site('admin-orders-pages.test');
    const boss = await t.factories.user(big, 'admin');
    const buyer = await t.factories.user(big, 'user');
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await t.factories.order(big, buyer, { hideOrder: i % 3 === 1 }));
    // Two orders of one instant: the number orders them.
    await t.db.execute(sql`update orders set created_at = '2025-01-01T00:00:00Z' where id in (${made[2]!.id}, ${made[3]!.id})`);
    const c = await signedIn(boss, big.host);
    const expected = (await t.db.select({ number: orders.number }).from(orders).where(eq(orders.siteId, big.id)).orderBy(sql`created_at desc, number desc`)).map((r) => r.number);
    const whole = await c.get('/api/admin/orders?limit=50');
    expect(whole.body.data.map((o: { number: number }) => o.number)).toEqual(expected);
    expect(whole.body.total).toBe(7);
    for (const limit of [2, 3]) {
      for (let page = 1; page <= 4; page++) {
        const res = await c.get(`/api/admin/orders?limit=${limit}&page=${page}`);
        expect(res.body.data.map((o: { number: number }) => o.number), `page ${page} of ${limit}`).toEqual(expected.slice((page - 1) * limit, page * limit));
        expect(res.body.total).toBe(7);
      }
    }
    expect((await c.get('/api/admin/orders?status=hidden')).body.total).toBe(2);
    await t.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, made[0]!.id));
    expect((await c.get('/api/admin/orders')).body.total).toBe(7);
    expect((await c.get('/api/admin/orders?status=hidden')).body.total).toBe(3);
    await t.db.delete(orders).where(eq(orders.id, made[1]!.id));
    await t.db.delete(orders).where(eq(orders.id, made[6]!.id));
    expect((await c.get('/api/admin/orders')).body.total).toBe(5);
    expect((await c.get('/api/admin/orders?status=hidden')).body.total).toBe(2);
  });

  it('assigns and reassigns with the reason and an audit line; the writer sees the order', async () => {
    const order = await t.factories.order(site, customer);
    const c = await signedIn(admin);
    // w1 has room for one open job and already has one (the list test's order): the admin overrides.
    const first = await c.post('/api/admin/orders/assign', { order_id: order.id, writer_id: w1.id });
    expect(first.status).toBe(200);
    expect(first.body.order.writer._id).toBe(w1.id);
    expect(first.body.order.assignment).toMatchObject({ kind: 'admin', text: 'Assigned by an admin', reassigned: false, openJobs: null, maxOpenJobs: null });

    expect((await c.post('/api/admin/orders/assign', { order_id: order.id, writer_id: w1.id })).status).toBe(422);
    const again = await c.post('/api/admin/orders/assign', { order_id: order.id, writer_id: w2.id });
    expect(again.body.order.writer._id).toBe(w2.id);
    expect(again.body.order.assignment).toMatchObject({ text: 'Reassigned by an admin', reassigned: true });

    // The writer sees it in their list.
    const writerList = await (await signedIn(w2)).get('/api/writer/orders');
    expect(writerList.body.orders.map((o: { _id: string }) => o._id)).toContain(order.id);

    const log = await c.get('/api/admin/audit');
    expect(log.status).toBe(200);
    expect(log.body.data.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['order.reassigned', 'order.assigned']);
    expect(log.body.data[0]).toMatchObject({ actor: { _id: admin.id, email: admin.email }, target: { type: 'order', _id: order.id, label: `#${order.number}` } });
    expect(log.body.data[0].summary).toMatch(/reassigned from writer .* to writer/);

  });

  it('fills the room a reassignment frees with the oldest waiting order, in the same request', async () => {
    const small = await t.factories.site('admin-orders-room.test');
    const boss = await t.factories.user(small, 'admin');
    const buyer = await t.factories.user(small, 'user');
    const busy = await writerWith(small, { maxOpenJobs: 1 });
    const letters = await writerWith(small, { services: ['Cover Letter'] });
    const held = await t.factories.order(small, buyer, { writer: busy });
    const waiting = await t.factories.order(small, buyer);
    await queue(small, [waiting.id]);
    await buildServices(t.platform).autoAssignment.assignWaiting(small.id);
    expect(await writerOf(waiting.id)).toBeNull();
    const c = t.client(small.host);
    await c.signIn(boss.email);
    expect((await c.get('/api/admin/orders?status=waiting')).body.data.map((o: { _id: string }) => o._id)).toEqual([waiting.id]);
    expect((await c.post('/api/admin/orders/assign', { order_id: held.id, writer_id: letters.id })).status).toBe(200);
    expect(await writerOf(waiting.id)).toBe(busy.id);
    expect((await c.get('/api/admin/orders?status=waiting')).body.total).toBe(0);
  });

  it('gives the dashboard its numbers, each the total of the list it opens, for its own site alone', async () => {
    const shop = await t.factories.site('admin-orders-overview.test');
    const boss = await t.factories.user(shop, 'admin');
    const buyer = await t.factories.user(shop, 'user');
    const busy = await writerWith(shop, { maxOpenJobs: 1 });
    const c = t.client(shop.host);
    await c.signIn(boss.email);
    // A site without a single order yet.
    const month = new Date().toISOString().slice(0, 7);
    const empty = { unassigned: 0, waiting: 0, overdue: 0, open: 0, completed: 0, month, boughtThisMonth: 0, boughtLastMonth: 0 };
    expect((await c.get('/api/admin/orders/overview')).body).toEqual({ status: true, data: empty });

    const late = await t.factories.order(shop, buyer, { writer: busy });
    await t.db.execute(sql`update orders set due_date = now() - interval '1 day' where id = ${late.id}`);
    const queued = await t.factories.order(shop, buyer);
    await queue(shop, [queued.id]);
    await t.factories.order(shop, buyer);
    const done = await t.factories.order(shop, buyer, { writer: busy });
    await t.db.execute(sql`update orders set completed_at = now(), status_percentage = 100 where id = ${done.id}`);
    await t.factories.order(shop, buyer, { hideOrder: true });
    // Bought at noon (UTC) of the last day of the month before.
    const earlier = await t.factories.order(shop, buyer, { writer: busy });
    await t.db.execute(sql`update orders set created_at = (date_trunc('month', now() at time zone 'UTC') - interval '12 hours') at time zone 'UTC', completed_at = now(), status_percentage = 100 where id = ${earlier.id}`);
    // Another site's orders count there, not here.
    await t.factories.order(site, customer);

    const overview = (await c.get('/api/admin/orders/overview')).body.data;
    expect(overview).toEqual({ unassigned: 2, waiting: 1, overdue: 1, open: 3, completed: 2, month, boughtThisMonth: 5, boughtLastMonth: 1 });
    const total = async (filter: string) => (await c.get(`/api/admin/orders?${filter}`)).body.total;
    const monthDays = (m: string) => {
      const [year, number] = m.split('-').map(Number);
      return `from=${m}-01&to=${new Date(Date.UTC(year!, number!, 0)).toISOString().slice(0, 10)}`;
    };
    const before = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    expect({
      unassigned: await total('status=unassigned'),
      waiting: await total('status=waiting'),
      overdue: await total('status=open&overdue=true'),
      open: await total('status=open'),
      completed: await total('status=completed'),
      month,
      boughtThisMonth: await total(monthDays(month)),
      boughtLastMonth: await total(monthDays(before)),
    }).toEqual(overview);

    // Assigning the queued order: one fewer needs a writer or waits for one.
    expect((await c.post('/api/admin/orders/assign', { order_id: queued.id, writer_id: busy.id })).status).toBe(200);
    expect((await c.get('/api/admin/orders/overview')).body.data).toEqual({ ...overview, unassigned: 1, waiting: 0 });
  });

  it('refuses a writer or order of another site with 404, and a customer as the writer', async () => {
    const other = await t.factories.site('admin-orders-other.test');
    const foreignWriter = await writerWith(other);
    const foreignCustomer = await t.factories.user(other, 'user');
    const foreignOrder = await t.factories.order(other, foreignCustomer);
    const own = await t.factories.order(site, customer);
    const c = await signedIn(admin);
    expect((await c.post('/api/admin/orders/assign', { order_id: own.id, writer_id: foreignWriter.id })).status).toBe(404);
    expect((await c.post('/api/admin/orders/assign', { order_id: own.id, writer_id: customer.id })).status).toBe(404);
    expect((await c.post('/api/admin/orders/assign', { order_id: foreignOrder.id, writer_id: w2.id })).status).toBe(404);
    expect((await c.post('/api/admin/orders/hide', { order_id: foreignOrder.id, hidden: true })).status).toBe(404);
  });

  it('hides an order and shows it again, each in the audit log', async () => {
    const order = await t.factories.order(site, customer);
    const c = await signedIn(admin);
    const hid = await c.post('/api/admin/orders/hide', { order_id: order.id, hidden: true });
    expect(hid.body.order.hidden).toBe(true);
    expect((await (await signedIn(customer)).get(`/api/customer/orders/${order.id}`)).status).toBe(404);
    const shown = await c.post('/api/admin/orders/hide', { order_id: order.id, hidden: false });
    expect(shown.body.order.hidden).toBe(false);
    const log = await c.get('/api/admin/audit?limit=2');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['order.shown', 'order.hidden']);
    expect(log.body.hasMore).toBe(true);
  });

  it('lists the writers with their load', async () => {
    const res = await (await signedIn(admin)).get('/api/admin/writers');
    expect(res.status).toBe(200);
    const one = res.body.data.find((w: { _id: string }) => w._id === w1.id);
    expect(one).toMatchObject({ hasProfile: true, maxOpenJobs: 1, services: ['Resume Writing'] });
    expect(one.openJobs).toBeGreaterThanOrEqual(1);
  });

  it('counts a writer’s load exactly: open listed jobs, and jobs received this week', async () => {
    const own = await t.factories.site('admin-orders-load.test');
    const boss = await t.factories.user(own, 'admin');
    const buyer = await t.factories.user(own, 'user');
    const busy = await writerWith(own);
    const other = await writerWith(own);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const order = async (writer: TestUser, values: Partial<typeof orders.$inferInsert>) => {
      const made = await t.factories.order(own, buyer, { writer });
      await t.db.update(orders).set(values).where(eq(orders.id, made.id));
    };
    await order(busy, { assignedAt: new Date() }); // open, this week
    await order(busy, { assignedAt: monthAgo }); // open, earlier
    await order(busy, { assignedAt: new Date(), hideOrder: true }); // hidden: not open, but received this week
    await order(busy, { assignedAt: monthAgo, statusPercentage: 100, completedAt: new Date() }); // done
    await order(other, { assignedAt: new Date() });
    const res = await (await signedIn(boss, own.host)).get('/api/admin/writers');
    const loadOf = (id: string) => res.body.data.find((w: { _id: string }) => w._id === id);
    expect(loadOf(busy.id)).toMatchObject({ openJobs: 2, jobsThisWeek: 2 });
    expect(loadOf(other.id)).toMatchObject({ openJobs: 1, jobsThisWeek: 1 });
  });
});
