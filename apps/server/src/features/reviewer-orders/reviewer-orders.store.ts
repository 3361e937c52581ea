import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import { type OrderRow } from '../orders';

/** Every listed order of the site, newest first; hidden orders are not listed for anyone. */
export async function listSiteOrders(db: Db, siteId: string, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.siteId, siteId), eq(orders.hideOrder, false));
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number)).limit(page.limit).offset(page.offset);
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}
