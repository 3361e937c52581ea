import { sql } from 'drizzle-orm';
import type { ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { siteMonthlyCounts, siteOrderCounts } from '../../platform/db/schema';
import { listedOrders, orderList, pageOfOrders, type OrderListRowData } from '../orders';

// The total is the running count of the site's listed orders, and the months are its running counts per
// month of purchase (both kept by the database with every change).
const siteOrders = orderList('site_orders', {
  listed: listedOrders(),
  total: sql`SELECT ${siteOrderCounts.orders} FROM ${siteOrderCounts} WHERE ${siteOrderCounts.siteId} = ${sql.placeholder('siteId')}`,
  months: sql`SELECT ${siteMonthlyCounts.month}, ${siteMonthlyCounts.orders} FROM ${siteMonthlyCounts} WHERE ${siteMonthlyCounts.siteId} = ${sql.placeholder('siteId')}`,
});

/** Every listed order of the site, newest first; hidden orders are not listed for anyone. */
export async function listSiteOrders(db: Db, siteId: string, page: ResolvedPage): Promise<{ rows: OrderListRowData[]; total: number }> {
  return pageOfOrders(db, siteOrders, { siteId }, page);
}
