import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/prepared';
import { orders } from '../../platform/db/schema';

export const ORDER_STATUS_LIMIT = 500;

/** The status-only list of a customer's visible orders, oldest first (for the redirect rules). */
export async function listOrderStatuses(db: Db, siteId: string, customerId: string) {
  const rows = await statusesQuery(db).execute({ siteId, customerId });
  return rows.map((r) => ({ _id: r.id, statusPercentage: r.statusPercentage }));
}

// Read on every page load of a customer (GET /api/auth/user): prepared once per database, so
// neither the query text nor its plan is built again for each request.
const statusesQuery = preparedOnce('order_statuses', (db) =>
  db
    .select({ id: orders.id, statusPercentage: orders.statusPercentage })
    .from(orders)
    .where(and(eq(orders.siteId, sql.placeholder('siteId')), eq(orders.customerId, sql.placeholder('customerId')), sql`${orders.hideOrder} = false`))
    .orderBy(asc(orders.createdAt))
    .limit(ORDER_STATUS_LIMIT),
);

export async function countVisibleOrders(db: Db, siteId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.hideOrder, false)));
  return row?.n ?? 0;
}
