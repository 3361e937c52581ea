import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { AFTER_UNKNOWN, resolvePage, type PageRequest, type ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/prepared';
import { orders, sites } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { selectOrderListRowsWith, type OrderListRowData } from './order-list-rows';

/** The page a list call asks for; asking for a page number and a cursor at once is refused. */
export function listPage(query: PageRequest): ResolvedPage {
  const page = resolvePage(query);
  if ('problem' in page) throw badRequest(page.problem, { after: page.problem });
  return page;
}

const newestFirst = [desc(orders.createdAt), desc(orders.number)];
const param = { siteId: sql.placeholder('siteId'), limit: sql.placeholder('limit'), after: sql.placeholder('after'), offset: sql.placeholder('offset') };

/**
 * The listed (not hidden) orders of the site named by the `siteId` placeholder that also meet
 * `conditions` (with placeholders of their own). `hide_order = false` is spelled out: a parameter in
 * its place would keep the prepared plans off the lists' partial indexes.
 */
// Always the site's condition, so never undefined (drizzle's `and` is typed as if it could be).
export const listedOrders = (...conditions: SQL[]): SQL => and(eq(orders.siteId, param.siteId), sql`${orders.hideOrder} = false`, ...conditions)!;

/**
 * A list of orders (`listed`, from `listedOrders`) and its `total` (a scalar query with the same
 * placeholders: a count on the list's index, or the running count the database keeps), with its
 * page queries prepared once per database, one for each way of asking for a page. Each page query
 * carries the total beside every row, so a page is one round trip to the database, not two. Its
 * conditions must use only columns of the list's index, so that the index serves it. `months`, where
 * the database keeps them, are the list's orders per UTC month of purchase (`month` as `YYYY-MM`,
 * `orders`): with them a page by number starts from its own month (see `pageNumbersFromMonths`).
 */
export function orderList(name: string, list: { listed: SQL; total: SQL; months?: SQL }) {
  const { listed, months } = list;
  const listTotal = sql<number>`coalesce((${list.total}), 0)::int`.as('list_total');
  const page = (db: Db) => selectOrderListRowsWith(db, { listTotal });
  return {
    first: preparedOnce(`${name}_first`, (db) => page(db).where(listed).orderBy(...newestFirst).limit(param.limit)),
    // A page `after` an order starts reading right there.
    after: preparedOnce(`${name}_after`, (db) =>
      page(db)
        .where(and(listed, sql`(${orders.createdAt}, ${orders.number}) < (SELECT o.created_at, o.number FROM orders o WHERE o.site_id = ${param.siteId} AND o.number = ${param.after})`))
        .orderBy(...newestFirst)
        .limit(param.limit),
    ),
    // A page by number picks the numbers of its orders on the index alone (an index-only scan, no
    // table row read); only those orders are then read.
    byNumber: preparedOnce(`${name}_by_number`, (db) =>
      page(db)
        .where(and(eq(orders.siteId, param.siteId), inArray(orders.number, months ? pageNumbersFromMonths(listed, months, param) : stepOverEarlier(db, listed))))
        .orderBy(...newestFirst)
        .limit(param.limit),
    ),
    // An empty page has no row to carry the total: then it is read on its own (one row per site).
    total: preparedOnce(`${name}_total`, (db) => db.select({ listTotal }).from(sites).where(eq(sites.id, param.siteId))),
  };
}
export type OrderList = ReturnType<typeof orderList>;

/** The numbers of a page's orders, stepping over every listed order before it on the index. */
const stepOverEarlier = (db: Db, listed: SQL) =>
  db.select({ number: orders.number }).from(orders).where(listed).orderBy(...newestFirst).limit(param.limit).offset(param.offset);

/**
 * The numbers of a page's orders (those `where` names, newest first), starting from the month the page
 * starts in: the running count of each month (`months`: `month` as `YYYY-MM` and its `orders`) says
 * which month holds the page's first order and how many orders of that month come before it, so the
 * index is entered at the end of that month and steps over those alone. Page 2,500 of 100,000 orders
 * over three years steps over at most a month's orders (about 2,800) instead of 50,000. A page past
 * the end finds no month and is empty. `offset` and `limit` are values or placeholders.
 */
export const pageNumbersFromMonths = (where: SQL, months: SQL, page: { offset: Placeholder | number; limit: Placeholder | number }) => sql`(
  WITH months AS (SELECT month, orders, sum(orders) OVER (ORDER BY month DESC) AS through FROM (${months}) AS kept),
  start AS (
    SELECT ((month || '-01')::timestamp + interval '1 month') AT TIME ZONE 'UTC' AS month_end, ${page.offset} - (through - orders) AS skip
    FROM months WHERE through > ${page.offset} ORDER BY month DESC LIMIT 1
  )
  SELECT ${orders.number} FROM ${orders}
  WHERE ${where} AND ${orders.createdAt} < (SELECT month_end FROM start)
  ORDER BY ${orders.createdAt} DESC, ${orders.number} DESC
  LIMIT ${page.limit} OFFSET (SELECT skip FROM start))`;

/**
 * One page of a list of orders as list rows (`order-list-rows.ts`), newest first (the number breaks
 * ties of one instant), plus the first order of the next page when there is one (see `pageInfo`),
 * and the list's total: one query per page. `values` fills the list's placeholders.
 */
export async function pageOfOrders(
  db: Db,
  list: OrderList,
  values: { siteId: string } & Record<string, unknown>,
  page: ResolvedPage,
): Promise<{ rows: OrderListRowData[]; total: number }> {
  const limit = page.limit + 1;
  const rows =
    page.after !== undefined
      ? await list.after(db).execute({ ...values, after: page.after, limit })
      : page.offset === 0
        ? await list.first(db).execute({ ...values, limit })
        : await list.byNumber(db).execute({ ...values, offset: page.offset, limit });
  if (rows.length > 0) return { rows: rows as OrderListRowData[], total: rows[0]!.listTotal };
  if (page.after !== undefined) await mustExist(db, values.siteId, page.after);
  const [only] = await list.total(db).execute(values);
  return { rows: [], total: only?.listTotal ?? 0 };
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
