import { eq } from 'drizzle-orm';
import type { ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { siteOrderCounts } from '../../platform/db/schema';
import { listedOrders, orderList, pageOfOrders, type OrderViewRow } from '../orders';

const siteOrders = orderList('site_orders', listedOrders());

/** Every listed order of the site, newest first; hidden orders are not listed for anyone. */
export async function listSiteOrders(db: Db, siteId: string, page: ResolvedPage): Promise<{ rows: OrderViewRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    pageOfOrders(db, siteOrders, { siteId }, page),
    // The running count of the site's listed orders (kept by the database with every change).
    db.select({ n: siteOrderCounts.orders }).from(siteOrderCounts).where(eq(siteOrderCounts.siteId, siteId)),
  ]);
  return { rows, total: count?.n ?? 0 };
}
