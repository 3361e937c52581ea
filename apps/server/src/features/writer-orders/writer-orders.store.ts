import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import { type OrderRow } from '../orders';

/**
 * The writer's orders: assigned to them and not hidden. A hidden order is withdrawn from every list
 * (spec: "orders with hideOrder true are not listed"), so it does not count on the dashboard either.
 */
const assignedTo = (siteId: string, writerId: string) =>
  and(eq(orders.siteId, siteId), eq(orders.writerId, writerId), eq(orders.hideOrder, false));

export async function listAssigned(
  db: Db,
  siteId: string,
  writerId: string,
  page: { archived: boolean; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(assignedTo(siteId, writerId), eq(orders.writerArchived, page.archived));
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}



export async function countAssigned(db: Db, siteId: string, writerId: string): Promise<{ total: number; completed: number }> {
  const [row] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${orders.statusPercentage} = 100)`.mapWith(Number),
    })
    .from(orders)
    .where(assignedTo(siteId, writerId));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

/**
 * Orders per UTC month since `since`. An order counts in the month it reached the writer
 * (`assigned_at`): that is the writer's workload, whereas the purchase may be weeks older. Orders
 * assigned before the assignment time was recorded fall back to their purchase time.
 */
export async function countAssignedByMonth(db: Db, siteId: string, writerId: string, since: Date): Promise<Record<string, number>> {
  const at = sql`coalesce(${orders.assignedAt}, ${orders.createdAt})`;
  const month = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count() })
    .from(orders)
    .where(and(assignedTo(siteId, writerId), gte(at, since)))
    .groupBy(month);
  return Object.fromEntries(rows.map((r) => [r.month, r.n]));
}
