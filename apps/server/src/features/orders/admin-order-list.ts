import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrderOverview } from '@portal/domain/admin-orders/calls';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { orders, siteMonthlyCounts, siteStatusCounts, users } from '../../platform/db/schema';
import { pageNumbersFromMonths } from './order-paging';
import type { OrderRef } from './order-changes';

/**
 * What the admin's order list and automatic assignment read of orders: the orders feature's own
 * queries over its table, published through index.ts. Admins see every order of their site,
 * hidden ones too.
 */
export type AdminOrderFilter = {
  status?: 'all' | 'waiting' | 'unassigned' | 'open' | 'completed' | 'hidden' | undefined;
  writerId?: string | undefined;
  /** Bought on or after this day (UTC). */
  from?: Date | undefined;
  /** Bought before this instant. */
  until?: Date | undefined;
  overdue?: boolean | undefined;
  search?: string | undefined;
  /** Only orders whose id the subquery lists (the waiting queue). */
  idIn?: SQL | undefined;
};

const customer = alias(users, 'admin_list_customer');
const writer = alias(users, 'admin_list_writer');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(siteId: string, f: AdminOrderFilter, now: Date): SQL {
  const parts: (SQL | undefined)[] = [eq(orders.siteId, siteId)];
  switch (f.status ?? 'all') {
    case 'unassigned':
      parts.push(isNull(orders.writerId), eq(orders.hideOrder, false));
      break;
    case 'open':
      parts.push(isNull(orders.completedAt), eq(orders.hideOrder, false));
      break;
    case 'completed':
      parts.push(isNotNull(orders.completedAt));
      break;
    case 'hidden':
      parts.push(eq(orders.hideOrder, true));
      break;
    default:
  }
  if (f.idIn) parts.push(inArray(orders.id, f.idIn));
  if (f.writerId) parts.push(eq(orders.writerId, f.writerId));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.until) parts.push(lt(orders.createdAt, f.until));
  if (f.overdue === true) parts.push(isNull(orders.completedAt), lt(orders.dueDate, now));
  if (f.overdue === false) parts.push(or(isNull(orders.dueDate), isNotNull(orders.completedAt), gte(orders.dueDate, now)));
  const search = f.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    parts.push(
      or(
        number !== null ? eq(orders.number, number) : undefined,
        ilike(customer.email, like),
        ilike(sql`${customer.firstName} || ' ' || ${customer.lastName}`, like),
        ilike(writer.email, like),
        ilike(sql`${writer.firstName} || ' ' || ${writer.lastName}`, like),
        ilike(sql`${orders.package} ->> 'packageName'`, like),
      ),
    );
  }
  return and(...parts)!;
}

const person = (u: typeof customer | typeof writer) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });

export type AdminOrderRow = {
  id: string;
  number: number;
  package: OrderPackage;
  customerPerson: { id: string; firstName: string; lastName: string; email: string } | null;
  writerPerson: { id: string; firstName: string; lastName: string; email: string } | null;
  statusPercentage: number;
  invoicePrice: number;
  invoiceCurrency: string;
  hideOrder: boolean;
  dueDate: Date | null;
  assignedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
};

function selectAdminRows(db: Db) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      package: orders.package,
      customerPerson: person(customer),
      writerPerson: person(writer),
      statusPercentage: orders.statusPercentage,
      invoicePrice: orders.invoicePrice,
      invoiceCurrency: orders.invoiceCurrency,
      hideOrder: orders.hideOrder,
      dueDate: orders.dueDate,
      assignedAt: orders.assignedAt,
      completedAt: orders.completedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(writer, eq(writer.id, orders.writerId))
    .$dynamic();
}

const newestFirst = [desc(orders.createdAt), desc(orders.number)];

/** Only the search reads beyond the order's own columns (the customer's and the writer's names). */
const searches = (f: AdminOrderFilter) => Boolean(f.search?.trim());

/** The running count that is the list's total when it is filtered by status alone (migration 0019). */
function statusCount(f: AdminOrderFilter) {
  if (f.idIn || f.writerId || f.from || f.until || f.overdue !== undefined || searches(f)) return null;
  const status = f.status ?? 'all';
  return status === 'waiting' ? null : siteStatusCounts[status === 'all' ? 'orders' : status];
}

/**
 * The numbers of a page's orders, picked on the orders alone (the site's index in the list's order);
 * the whole site's pages by number start from their month, by the running counts per month.
 */
function pageNumbers(db: Db, siteId: string, where: SQL, counted: ReturnType<typeof statusCount>, page: { limit: number; offset: number }) {
  return counted === siteStatusCounts.orders && page.offset > 0
    ? pageNumbersFromMonths(where, sql`SELECT ${siteMonthlyCounts.month}, ${siteMonthlyCounts.everyOrder} AS orders FROM ${siteMonthlyCounts} WHERE ${siteMonthlyCounts.siteId} = ${siteId}`, page)
    : db.select({ number: orders.number }).from(orders).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
}

/**
 * One page of the site's orders, newest first, with the total that matches the filters. Served by
 * the site's index in the list's order (`orders_site_newest`), whatever the site's size:
 * - without a search, the page's orders are picked on the orders alone (stepping over the pages before
 *   on the index, not over rows joined to their people), and only those are read with their people;
 *   the whole site's pages by number start from their month (`pageNumbersFromMonths`);
 * - a list filtered by status alone (or not at all) reads its total from the running counts by status;
 *   any other filter counts the orders that match, joined to their people only for a search.
 */
export async function pageAdminOrders(db: Db, siteId: string, filter: AdminOrderFilter, page: { limit: number; offset: number }, now = new Date()): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = conditions(siteId, filter, now);
  const counted = statusCount(filter);
  const rows = searches(filter)
    ? selectAdminRows(db).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset)
    : selectAdminRows(db)
        .where(and(eq(orders.siteId, siteId), inArray(orders.number, pageNumbers(db, siteId, where, counted, page))))
        .orderBy(...newestFirst);
  const total = counted
    ? db.select({ n: counted }).from(siteStatusCounts).where(eq(siteStatusCounts.siteId, siteId))
    : searches(filter)
      ? db.select({ n: count() }).from(orders).leftJoin(customer, eq(customer.id, orders.customerId)).leftJoin(writer, eq(writer.id, orders.writerId)).where(where)
      : db.select({ n: count() }).from(orders).where(where);
  const [pageRows, totals] = await Promise.all([rows, total]);
  return { rows: pageRows as AdminOrderRow[], total: totals[0]?.n ?? 0 };
}

/** `YYYY-MM` of the UTC month `monthsBefore` months before the one `now` is in. */
const utcMonth = (now: Date, monthsBefore = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBefore, 1)).toISOString().slice(0, 7);

/** The dashboard's numbers that are the orders' own (the assignment queue's count is admin-orders'). */
export type AdminOrderTotals = Omit<AdminOrderOverview, 'waiting'>;

/**
 * The totals of the admin's list filtered by status (unassigned, open, completed: the running counts),
 * of its open orders past their due date (`status=open&overdue=true`) and of every order bought in
 * this UTC month and the one before (the running counts per month, hidden orders too, as the list
 * bought between a month's first and last day counts them): the dashboard shows these numbers, and
 * each must be what the list it links to counts.
 */
export async function adminOrderTotals(db: Db, siteId: string, now = new Date()): Promise<AdminOrderTotals> {
  const month = utcMonth(now);
  const lastMonth = utcMonth(now, 1);
  const [[kept], [late], months] = await Promise.all([
    db
      .select({ unassigned: siteStatusCounts.unassigned, open: siteStatusCounts.open, completed: siteStatusCounts.completed })
      .from(siteStatusCounts)
      .where(eq(siteStatusCounts.siteId, siteId)),
    db.select({ n: count() }).from(orders).where(conditions(siteId, { status: 'open', overdue: true }, now)),
    db
      .select({ month: siteMonthlyCounts.month, n: siteMonthlyCounts.everyOrder })
      .from(siteMonthlyCounts)
      .where(and(eq(siteMonthlyCounts.siteId, siteId), inArray(siteMonthlyCounts.month, [month, lastMonth]))),
  ]);
  const bought = (m: string) => months.find((row) => row.month === m)?.n ?? 0;
  // A site without orders has no running counts yet.
  return {
    unassigned: kept?.unassigned ?? 0,
    open: kept?.open ?? 0,
    completed: kept?.completed ?? 0,
    overdue: late?.n ?? 0,
    month,
    boughtThisMonth: bought(month),
    boughtLastMonth: bought(lastMonth),
  };
}

/** One order of the site as the admin list shows it (null: no such order on this site). */
export async function findAdminOrder(db: Db, ref: OrderRef): Promise<AdminOrderRow | null> {
  const [row] = await selectAdminRows(db)
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)))
    .limit(1);
  return (row as AdminOrderRow | undefined) ?? null;
}

/** Locks the order and says what assignment needs of it (null: no such order on this site). */
export async function lockOrderForAssignment(db: Db, ref: OrderRef): Promise<{ id: string; number: number; customerId: string; writerId: string | null; hidden: boolean; completed: boolean; serviceNames: string[] } | null> {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, customerId: orders.customerId, writerId: orders.writerId, hideOrder: orders.hideOrder, completedAt: orders.completedAt, package: orders.package })
    .from(orders)
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)))
    .for('update');
  if (!row) return null;
  const services = (row.package as OrderPackage).packageServices ?? [];
  return { id: row.id, number: row.number, customerId: row.customerId, writerId: row.writerId, hidden: row.hideOrder, completed: row.completedAt !== null, serviceNames: services.map((s) => s.serviceName) };
}

/**
 * Each writer's load: open jobs (assigned, listed, not complete) and jobs received since `weekStart`.
 * Writers without either are absent (their load is nothing). Two counts, each on its own index
 * (`orders_site_writer_open`, `orders_site_writer_assigned`), so that they read the writers' open and
 * recent jobs only, not every order the writers ever had.
 */
export async function writerLoads(db: Db, siteId: string, writerIds: readonly string[], weekStart: Date): Promise<Map<string, { openJobs: number; jobsThisWeek: number }>> {
  if (!writerIds.length) return new Map();
  const theirs = and(eq(orders.siteId, siteId), inArray(orders.writerId, [...writerIds]));
  const [open, recent] = await Promise.all([
    db
      .select({ writerId: orders.writerId, n: count() })
      .from(orders)
      .where(and(theirs, isNull(orders.completedAt), eq(orders.hideOrder, false)))
      .groupBy(orders.writerId),
    db
      .select({ writerId: orders.writerId, n: count() })
      .from(orders)
      .where(and(theirs, gte(orders.assignedAt, weekStart)))
      .groupBy(orders.writerId),
  ]);
  const loads = new Map<string, { openJobs: number; jobsThisWeek: number }>();
  const loadOf = (writerId: string) => loads.get(writerId) ?? loads.set(writerId, { openJobs: 0, jobsThisWeek: 0 }).get(writerId)!;
  for (const row of open) loadOf(row.writerId!).openJobs = row.n;
  for (const row of recent) loadOf(row.writerId!).jobsThisWeek = row.n;
  return loads;
}
