import { and, eq, gte, sql } from 'drizzle-orm';
import type { ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/prepared';
import { orders, writerListMonthlyCounts, writerMonthlyCounts, writerOrderCounts } from '../../platform/db/schema';
import { listedOrders, orderList, pageOfOrders, type OrderListRowData } from '../orders';

/**
 * The writer's orders: assigned to them and not hidden, archived or not. A hidden order is withdrawn
 * from every list (spec: "orders with hideOrder true are not listed"), so it does not count on the
 * dashboard either.
 */
const writerOrders = orderList('writer_orders', {
  listed: listedOrders(eq(orders.writerId, sql.placeholder('writerId')), eq(orders.writerArchived, sql.placeholder('archived'))),
  // The writer's running counts (migration 0003): the archived ones, or all the others.
  total: sql`SELECT CASE WHEN ${sql.placeholder('archived')} THEN ${writerOrderCounts.archived} ELSE ${writerOrderCounts.orders} - ${writerOrderCounts.archived} END
    FROM ${writerOrderCounts} WHERE ${writerOrderCounts.siteId} = ${sql.placeholder('siteId')} AND ${writerOrderCounts.writerId} = ${sql.placeholder('writerId')}`,
  // The same list's running counts per month of purchase (migration 0018).
  months: sql`SELECT ${writerListMonthlyCounts.month}, ${writerListMonthlyCounts.orders} FROM ${writerListMonthlyCounts}
    WHERE ${writerListMonthlyCounts.siteId} = ${sql.placeholder('siteId')} AND ${writerListMonthlyCounts.writerId} = ${sql.placeholder('writerId')}
      AND ${writerListMonthlyCounts.archived} = ${sql.placeholder('archived')}`,
});

/** One page of the writer's orders, archived or not; the total is the writer's running count. */
export async function listAssigned(
  db: Db,
  siteId: string,
  writerId: string,
  page: ResolvedPage & { archived: boolean },
): Promise<{ rows: OrderListRowData[]; total: number }> {
  return pageOfOrders(db, writerOrders, { siteId, writerId, archived: page.archived }, page);
}

/**
 * The writer's listed orders: all, completed (exactly 100 percent) and archived, from the running
 * counts the database keeps with every change of an order (migration 0003), not by counting them.
 */
export async function countAssigned(db: Db, siteId: string, writerId: string): Promise<{ total: number; completed: number; archived: number }> {
  const [row] = await writerCounts(db).execute({ siteId, writerId });
  return row ?? { total: 0, completed: 0, archived: 0 };
}
const writerCounts = preparedOnce('writer_order_counts', (db) =>
  db
    .select({ total: writerOrderCounts.orders, completed: writerOrderCounts.completed, archived: writerOrderCounts.archived })
    .from(writerOrderCounts)
    .where(and(eq(writerOrderCounts.siteId, sql.placeholder('siteId')), eq(writerOrderCounts.writerId, sql.placeholder('writerId')))),
);

/**
 * Orders per UTC month from `since` on. An order counts in the month it reached the writer
 * (`assigned_at`): that is the writer's workload, whereas the purchase may be weeks older. Orders
 * assigned before the assignment time was recorded count in their purchase month. Read from the
 * running counts per month, so the chart costs the same for a writer of ten orders or of ten thousand.
 */
export async function countAssignedByMonth(db: Db, siteId: string, writerId: string, since: Date): Promise<Record<string, number>> {
  const from = `${since.getUTCFullYear()}-${String(since.getUTCMonth() + 1).padStart(2, '0')}`;
  const rows = await db
    .select({ month: writerMonthlyCounts.month, n: writerMonthlyCounts.orders })
    .from(writerMonthlyCounts)
    .where(and(eq(writerMonthlyCounts.siteId, siteId), eq(writerMonthlyCounts.writerId, writerId), gte(writerMonthlyCounts.month, from)));
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.month, r.n]));
}
