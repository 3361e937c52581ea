import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database, type Db } from '../../platform/db/database';
import { completedTasks, orders, users, writerOrderCounts } from '../../platform/db/schema';
import { newId } from '../../platform/db/ids';
import type { TestSite, TestUser } from '../../test/factories';
import { TestClient } from '../../test/http-client';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';

/**
 * The customer's order detail and list and the writer's list are kept by each process until the
 * site's data changes (platform/db/read-cache.ts). Every kind of write to what they show must reach
 * them: to each table they read, by insert, update, delete and truncate, through the API or straight
 * in the database, in this process at once, and in another process on the same PostgreSQL.
 */
let t: TestApp;
let site: TestSite;
let customer: TestUser;
let writer: TestUser;
let asCustomer: TestClient;
let asWriter: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('kept-reads.test');
  customer = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  asCustomer = t.client(site.host);
  await asCustomer.signIn(customer.email);
  asWriter = t.client(site.host);
  await asWriter.signIn(writer.email);
});
afterAll(() => t.close());

type OrderJson = { _id: string; statusPercentage: number; writerName: string | null; customerEmail?: string; completed_tasks: unknown[]; noShowCheck: boolean };
type ListJson = { orders: OrderJson[]; total: number };

/** The three kept reads, each asked twice (the second answer is the kept one when nothing changed). */
async function reads(orderId: string, as = { customer: asCustomer, writer: asWriter }) {
  const get = async (c: TestClient, url: string) => {
    await c.get(url);
    return c.get(url);
  };
  const detail = await get(as.customer, `/api/customer/orders/${orderId}`);
  const list = await get(as.customer, '/api/customer/orders?page=1&limit=20');
  const writerList = await get(as.writer, '/api/writer/orders?page=1&limit=20');
  const listed = (body: ListJson) => body.orders.find((o) => o._id === orderId);
  return {
    detailStatus: detail.status,
    detail: detail.body.order as OrderJson | undefined,
    list: list.body as ListJson,
    inList: listed(list.body),
    writerList: writerList.body as ListJson,
    inWriterList: listed(writerList.body),
  };
}

/** A write the database tells nobody about (its triggers off for the transaction). */
async function unannounced(write: (db: Db) => Promise<unknown>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx as unknown as Db);
  });
}

describe('kept order reads, in this process', () => {
  it('are kept: a change the database does not announce is not seen, the next announced one is', async () => {
    const order = await t.factories.order(site, customer, { writer });
    expect((await reads(order.id)).detail?.statusPercentage).toBe(0);
    await unannounced((db) => db.update(orders).set({ statusPercentage: 40 }).where(eq(orders.id, order.id)));
    const kept = await reads(order.id);
    expect([kept.detail?.statusPercentage, kept.inList?.statusPercentage, kept.inWriterList?.statusPercentage]).toEqual([0, 0, 0]);
    await t.db.update(orders).set({ noShowCheck: false }).where(eq(orders.id, order.id));
    const fresh = await reads(order.id);
    expect([fresh.detail?.statusPercentage, fresh.inList?.statusPercentage, fresh.inWriterList?.statusPercentage]).toEqual([40, 40, 40]);
  });

  it('see an order changed, added, removed', async () => {
    const order = await t.factories.order(site, customer, { writer });
    const before = await reads(order.id);
    await t.db.update(orders).set({ statusPercentage: 60 }).where(eq(orders.id, order.id));
    const changed = await reads(order.id);
    expect([changed.detail?.statusPercentage, changed.inList?.statusPercentage, changed.inWriterList?.statusPercentage]).toEqual([60, 60, 60]);

    const added = await t.factories.order(site, customer, { writer });
    const afterAdd = await reads(order.id);
    expect(afterAdd.list.total).toBe(before.list.total + 1);
    expect(afterAdd.list.orders.map((o) => o._id)).toContain(added.id);
    expect(afterAdd.writerList.total).toBe(before.writerList.total + 1);

    await t.db.delete(orders).where(eq(orders.id, order.id));
    const afterDelete = await reads(order.id);
    expect(afterDelete.detailStatus).toBe(404);
    expect(afterDelete.inList).toBeUndefined();
    expect(afterDelete.inWriterList).toBeUndefined();
    expect(afterDelete.list.total).toBe(before.list.total);
  });

  it('see the people named on an order change', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id);
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, writer.id));
    await t.db.update(users).set({ email: `changed-${customer.email}` }).where(eq(users.id, customer.id));
    const after = await reads(order.id);
    expect(after.detail?.writerName).toMatch(/^Renamed /);
    expect(after.inList?.writerName).toMatch(/^Renamed /);
    expect(after.inWriterList?.customerEmail).toBe(`changed-${customer.email}`);
    await t.db.update(users).set({ email: customer.email }).where(eq(users.id, customer.id));
  });

  it('see done tasks recorded, removed, and all of them cleared', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id);
    const task = { id: newId(), siteId: site.id, orderId: order.id, taskId: 'previous_document', serviceId: order.service._id, serviceType: null };
    await t.db.insert(completedTasks).values(task);
    expect((await reads(order.id)).detail?.completed_tasks).toEqual([{ taskId: 'previous_document', serviceId: order.service._id }]);
    await t.db.delete(completedTasks).where(eq(completedTasks.id, task.id));
    expect((await reads(order.id)).detail?.completed_tasks).toEqual([]);
    await t.db.insert(completedTasks).values(task);
    expect((await reads(order.id)).detail?.completed_tasks).toHaveLength(1);
    await t.db.execute(sql`TRUNCATE completed_tasks`);
    expect((await reads(order.id)).detail?.completed_tasks).toEqual([]);
  });

  it('see the writer’s running counts change', async () => {
    const order = await t.factories.order(site, customer, { writer });
    const before = await reads(order.id);
    await t.db.update(writerOrderCounts).set({ orders: sql`${writerOrderCounts.orders} + 5` }).where(and(eq(writerOrderCounts.siteId, site.id), eq(writerOrderCounts.writerId, writer.id)));
    expect((await reads(order.id)).writerList.total).toBe(before.writerList.total + 5);
    await t.db.update(writerOrderCounts).set({ orders: sql`${writerOrderCounts.orders} - 5` }).where(and(eq(writerOrderCounts.siteId, site.id), eq(writerOrderCounts.writerId, writer.id)));
  });

  it('see the API’s own writes in the very next request', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id);
    expect((await asCustomer.patch(`/api/customer/orders/noShow/${order.id}`, { noShowCheck: true })).status).toBe(200);
    expect((await asCustomer.get(`/api/customer/orders/${order.id}`)).body.order.noShowCheck).toBe(true);
    expect((await asWriter.patch(`/api/writer/orders/${order.id}`, { archived: true })).status).toBe(200);
    const active = (await asWriter.get('/api/writer/orders?page=1&limit=20')).body as ListJson;
    expect(active.orders.map((o) => o._id)).not.toContain(order.id);
  });

  it('do not see a change that was rolled back, nor another site’s changes', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(orders).set({ statusPercentage: 90 }).where(eq(orders.id, order.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await reads(order.id)).detail?.statusPercentage).toBe(0);
    const version = t.platform.database.siteChanges.version(site.id);
    const other = await t.factories.site('kept-reads-other.test');
    await t.factories.order(other, await t.factories.user(other, 'user'));
    expect(t.platform.database.siteChanges.version(site.id)).toBe(version);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('kept order reads, in another process on the same PostgreSQL', () => {
  let database: Database;
  let second: Awaited<ReturnType<typeof buildApp>>['app'];
  let as: { customer: TestClient; writer: TestClient };

  beforeAll(async () => {
    // Its own pool and listening connection, as a second server process behind a load balancer.
    database = await openPostgres(t.databaseUrl!, 3);
    ({ app: second } = await buildApp({ config: t.platform.config, database, storage: t.platform.storage, mailer: t.platform.mailer }, { logger: { level: 'warn' } }));
    await second.listen({ port: 0, host: '127.0.0.1' });
    const port = (second.server.address() as { port: number }).port;
    as = {
      customer: new TestClient(port, site.host).withCookie('sid', asCustomer.cookieHeader().replace(/^sid=/, '')),
      writer: new TestClient(port, site.host).withCookie('sid', asWriter.cookieHeader().replace(/^sid=/, '')),
    };
  });
  afterAll(async () => {
    await second.close();
    await database.close();
  });

  it('see the first process’s changes as soon as the database tells them', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id, as);
    await t.db.update(orders).set({ statusPercentage: 70 }).where(eq(orders.id, order.id));
    await t.db.update(users).set({ firstName: 'Elsewhere' }).where(eq(users.id, writer.id));
    await eventually(async () => {
      const after = await reads(order.id, as);
      return after.detail?.statusPercentage === 70 && after.inWriterList?.statusPercentage === 70 && after.inList?.writerName?.startsWith('Elsewhere ');
    }, 3000);
  });

  it('read from the database while their listening connection is down, and keep again once it is back', async () => {
    const order = await t.factories.order(site, customer, { writer });
    await reads(order.id, as);
    // Both processes of this test run in one Node process: both listening connections are cut.
    await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${`portal_listener_${process.pid}`}`);
    await eventually(() => database.siteChanges.version(site.id) === null, 3000);
    await unannounced((db) => db.update(orders).set({ statusPercentage: 20 }).where(eq(orders.id, order.id)));
    expect((await reads(order.id, as)).detail?.statusPercentage).toBe(20);
    await eventually(() => database.siteChanges.version(site.id) !== null, 5000);
    await t.db.update(orders).set({ statusPercentage: 30 }).where(eq(orders.id, order.id));
    await eventually(async () => (await reads(order.id, as)).inList?.statusPercentage === 30, 3000);
  });
});
