import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AFTER_UNKNOWN, resolvePage, type PageRequest, type ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import type { OrderViewRow } from './order-json';
import { asOrderViewRows, selectOrderViews } from './order-view-query';

/** The page a list call asks for; asking for a page number and a cursor at once is refused. */
export function listPage(query: PageRequest): ResolvedPage {
  const page = resolvePage(query);
  if ('problem' in page) throw badRequest(page.problem, { after: page.problem });
  return page;
}

/**
 * One page of a list of orders, newest first (the number breaks ties of one instant), plus the
 * first order of the next page when there is one (see `pageInfo`), each with its people and done
 * tasks: one query per page. `listed` must stay within the listed (not hidden) orders of one site,
 * and use only columns of the list's index, so that the lists' partial indexes serve it; a page
 * `after` an order starts reading right there.
 */
export async function pageOfOrders(db: Db, siteId: string, listed: SQL | undefined, page: ResolvedPage): Promise<OrderViewRow[]> {
  const after =
    page.after === undefined
      ? undefined
      : sql`(${orders.createdAt}, ${orders.number}) < (SELECT o.created_at, o.number FROM orders o WHERE o.site_id = ${siteId} AND o.number = ${page.after})`;
  const newestFirst = [desc(orders.createdAt), desc(orders.number)];
  // A page by number steps over the orders before it. It steps on the index alone (an index-only
  // scan, no table row read), picking the numbers of its orders; only those orders are then read:
  // page 2,500 of 100,000 orders in a third of the time of reading every row it steps over.
  const which =
    page.offset === 0
      ? and(listed, after)
      : and(
          eq(orders.siteId, siteId),
          inArray(orders.number, db.select({ number: orders.number }).from(orders).where(listed).orderBy(...newestFirst).limit(page.limit + 1).offset(page.offset)),
        );
  const rows = await selectOrderViews(db)
    .where(which)
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  if (page.after !== undefined && rows.length === 0) await mustExist(db, siteId, page.after);
  return asOrderViewRows(rows);
}

/** An empty page after a number that names no order of the site is a mistake, not the end of the list. */
async function mustExist(db: Db, siteId: string, number: number): Promise<void> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.number, number)))
    .limit(1);
  if (!row) throw badRequest(AFTER_UNKNOWN, { after: AFTER_UNKNOWN });
}
