import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';

/** The status-only list of a customer's visible orders, oldest first (for the redirect rules). */
export async function listOrderStatuses(db: Db, siteId: string, customerId: string) {
  const rows = await db
    .select({ id: orders.id, statusPercentage: orders.statusPercentage })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.hideOrder, false)))
    .orderBy(asc(orders.createdAt))
    .limit(500);
  return rows.map((r) => ({ _id: r.id, statusPercentage: r.statusPercentage }));
}

export async function countVisibleOrders(db: Db, siteId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.hideOrder, false)));
  return row?.n ?? 0;
}
