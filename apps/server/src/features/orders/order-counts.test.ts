import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// The running counts behind the list totals and the writer dashboard are kept by the database on
// every change of an order; here every kind of change is made and the counts are compared with a
// count of the orders themselves.

let app: TestApp;
let site: TestSite;
let customer: TestUser;
let writer: TestUser;
let writer2: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  site = await app.factories.site('order-counts.test');
  customer = await app.factories.user(site, 'user');
  writer = await app.factories.user(site, 'writer');
  writer2 = await app.factories.user(site, 'writer');
});
afterAll(() => app.close());

type Counts = { site: number; statuses: Record<string, number>; siteMonths: Record<string, number>; everyMonth: Record<string, number>; writers: Record<string, [number, number, number]>; months: Record<string, number>; listMonths: Record<string, number> };

/** What the counts must be: counted from the orders. */
async function counted(): Promise<Counts> {
  const o = t.orders;
  const listed = and(eq(o.siteId, site.id), eq(o.hideOrder, false));
  const [siteRow] = await app.db.select({ n: count() }).from(o).where(listed);
  const [statusRow] = await app.db
    .select({
      orders: count(),
      unassigned: sql<number>`count(*) filter (where ${o.writerId} is null and not ${o.hideOrder})`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${o.completedAt} is null and not ${o.hideOrder})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${o.completedAt} is not null)`.mapWith(Number),
      hidden: sql<number>`count(*) filter (where ${o.hideOrder})`.mapWith(Number),
    })
    .from(o)
    .where(eq(o.siteId, site.id));
  const bought = sql<string>`to_char(${o.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const siteMonthRows = await app.db.select({ month: bought, n: count() }).from(o).where(listed).groupBy(bought);
  const everyMonthRows = await app.db.select({ month: bought, n: count() }).from(o).where(eq(o.siteId, site.id)).groupBy(bought);
  const writerRows = await app.db
    .select({
      writerId: o.writerId,
      n: count(),
      completed: sql<number>`count(*) filter (where ${o.statusPercentage} = 100)`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${o.writerArchived})`.mapWith(Number),
    })
    .from(o)
    .where(and(listed, isNotNull(o.writerId)))
    .groupBy(o.writerId);
  const key = sql<string>`${o.writerId} || ' ' || to_char(coalesce(${o.assignedAt}, ${o.createdAt}) at time zone 'UTC', 'YYYY-MM')`;
  const monthRows = await app.db.select({ key, n: count() }).from(o).where(and(listed, isNotNull(o.writerId))).groupBy(key);
  const listKey = sql<string>`${o.writerId} || ' ' || ${o.writerArchived} || ' ' || ${bought}`;
  const listMonthRows = await app.db.select({ key: listKey, n: count() }).from(o).where(and(listed, isNotNull(o.writerId))).groupBy(listKey);
  return {
    site: siteRow?.n ?? 0,
    statuses: { ...statusRow! },
    siteMonths: Object.fromEntries(siteMonthRows.map((r) => [r.month, r.n])),
    everyMonth: Object.fromEntries(everyMonthRows.map((r) => [r.month, r.n])),
    writers: Object.fromEntries(writerRows.map((r) => [r.writerId!, [r.n, r.completed, r.archived]])),
    months: Object.fromEntries(monthRows.map((r) => [r.key, r.n])),
    listMonths: Object.fromEntries(listMonthRows.map((r) => [r.key, r.n])),
  };
}

/** The running counts, without the rows that went back to zero. */
async function kept(): Promise<Counts> {
  const [siteRow] = await app.db.select().from(t.siteOrderCounts).where(eq(t.siteOrderCounts.siteId, site.id));
  const [statusRow] = await app.db.select().from(t.siteStatusCounts).where(eq(t.siteStatusCounts.siteId, site.id));
  const { siteId: _site, ...statuses } = statusRow ?? { siteId: '', orders: 0, unassigned: 0, open: 0, completed: 0, hidden: 0 };
  const siteMonths = await app.db.select().from(t.siteMonthlyCounts).where(eq(t.siteMonthlyCounts.siteId, site.id));
  const writers = await app.db.select().from(t.writerOrderCounts).where(eq(t.writerOrderCounts.siteId, site.id));
  const months = await app.db.select().from(t.writerMonthlyCounts).where(eq(t.writerMonthlyCounts.siteId, site.id));
  const listMonths = await app.db.select().from(t.writerListMonthlyCounts).where(eq(t.writerListMonthlyCounts.siteId, site.id));
  return {
    site: siteRow?.orders ?? 0,
    statuses,
    siteMonths: Object.fromEntries(siteMonths.filter((m) => m.orders !== 0).map((m) => [m.month, m.orders])),
    everyMonth: Object.fromEntries(siteMonths.filter((m) => m.everyOrder !== 0).map((m) => [m.month, m.everyOrder])),
    writers: Object.fromEntries(writers.filter((w) => w.orders !== 0 || w.archived !== 0 || w.completed !== 0).map((w) => [w.writerId, [w.orders, w.completed, w.archived]])),
    months: Object.fromEntries(months.filter((m) => m.orders !== 0).map((m) => [`${m.writerId} ${m.month}`, m.orders])),
    listMonths: Object.fromEntries(listMonths.filter((m) => m.orders !== 0).map((m) => [`${m.writerId} ${m.archived} ${m.month}`, m.orders])),
  };
}

const expectCountsRight = async (step: string) => expect(await kept(), step).toEqual(await counted());
const setOrder = (id: string, values: Partial<typeof t.orders.$inferInsert>) => app.db.update(t.orders).set(values).where(eq(t.orders.id, id));

describe('running order counts', () => {
  it('follow every insert, change and delete of an order', async () => {
    const a = await app.factories.order(site, customer, { writer });
    const b = await app.factories.order(site, customer, { writer, statusPercentage: 100 });
    const c = await app.factories.order(site, customer);
    await app.factories.order(site, customer, { writer, hideOrder: true });
    await expectCountsRight('inserted');
    expect((await kept()).writers[writer.id]).toEqual([2, 1, 0]);

    await setOrder(c.id, { writerId: writer2.id, assignedAt: new Date('2025-03-10T12:00:00Z') });
    await expectCountsRight('assigned');
    expect((await kept()).months[`${writer2.id} 2025-03`]).toBe(1);
    await setOrder(c.id, { writerId: writer.id });
    await expectCountsRight('reassigned');
    await setOrder(c.id, { assignedAt: new Date('2025-04-30T23:30:00Z') });
    await expectCountsRight('assignment moved to another month');
    await setOrder(c.id, { createdAt: new Date('2024-12-31T23:59:59.999Z') });
    await expectCountsRight('bought in another month');
    expect((await kept()).siteMonths['2024-12']).toBe(1);
    await setOrder(a.id, { statusPercentage: 100, completedAt: new Date() });
    await expectCountsRight('completed');
    await setOrder(b.id, { statusPercentage: 80 });
    await expectCountsRight('reopened');
    await setOrder(a.id, { writerArchived: true });
    await expectCountsRight('archived');
    await setOrder(a.id, { hideOrder: true });
    await expectCountsRight('hidden');
    expect((await kept()).writers[writer.id]).toEqual([2, 0, 0]);
    await setOrder(a.id, { hideOrder: false });
    await expectCountsRight('shown again');
    await setOrder(c.id, { writerId: null });
    await expectCountsRight('unassigned');
    await app.db.update(t.orders).set({ statusPercentage: 40 }).where(eq(t.orders.siteId, site.id));
    await expectCountsRight('many at once');
    await app.db.delete(t.orders).where(eq(t.orders.id, b.id));
    await expectCountsRight('deleted');
    await app.db.delete(t.users).where(eq(t.users.id, writer.id));
    await expectCountsRight('writer deleted (their orders unassigned)');
    await app.db.delete(t.users).where(eq(t.users.id, customer.id));
    await expectCountsRight('customer deleted (their orders deleted)');
    expect(await kept()).toEqual({ site: 0, statuses: { orders: 0, unassigned: 0, open: 0, completed: 0, hidden: 0 }, siteMonths: {}, everyMonth: {}, writers: {}, months: {}, listMonths: {} });
  });

  it('change in the same transaction as the order: a rolled back change leaves them as they were', async () => {
    const other = await app.factories.user(site, 'user');
    await app.factories.order(site, other, { writer: writer2 });
    const before = await kept();
    await expect(
      app.db.transaction(async (tx) => {
        await tx.update(t.orders).set({ statusPercentage: 100 }).where(eq(t.orders.customerId, other.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);
    await expectCountsRight('after the rollback');
  });
});
