import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/prepared';
import { orders } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Actor } from '../../platform/http/context';
import { mayOpenOrder } from './order-access';
import type { OrderViewRow } from './order-json';
import { asOrderViewRows, selectOrderViews } from './order-view-query';

export type OrderRow = typeof orders.$inferSelect;
export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The order `id` of the actor's site if the actor may see it; otherwise "not found", exactly as for
 * a missing order, so ids of other customers or sites reveal nothing. Hidden orders are not found
 * for customers.
 */
export async function loadOrderFor(db: Db, actor: Actor, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.siteId, actor.site.id), eq(orders.id, id))).limit(1);
  return seenBy(actor, row);
}

const orderViewById = preparedOnce('order_view_by_id', (db) =>
  selectOrderViews(db)
    .where(and(eq(orders.siteId, sql.placeholder('siteId')), eq(orders.id, sql.placeholder('id'))))
    .limit(1),
);

/** The same order with what its view shows (people, done tasks), in one query: for the order screens. */
export async function loadOrderViewFor(db: Db, actor: Actor, id: string): Promise<OrderViewRow> {
  const rows = await orderViewById(db).execute({ siteId: actor.site.id, id });
  return seenBy(actor, asOrderViewRows(rows)[0]);
}

function seenBy<T extends Omit<OrderRow, 'contractSignature'>>(actor: Actor, row: T | undefined): T {
  if (!row || !mayOpenOrder(actor.user, row)) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** For writes: reviewers look on read-only and never reach a write (their routes refuse them too). */
export async function loadOrderForCustomer(db: Db, actor: Actor, id: string): Promise<OrderRow> {
  if (actor.user.role !== 'user') throw notFound(ORDER_NOT_FOUND);
  return loadOrderFor(db, actor, id);
}

export async function loadOrderForWriter(db: Db, actor: Actor, id: string): Promise<OrderRow> {
  if (actor.user.role !== 'writer' && actor.user.role !== 'admin') throw notFound(ORDER_NOT_FOUND);
  return loadOrderFor(db, actor, id);
}

/**
 * The package snapshot of an order of the site, for background work that acts for no caller (an
 * outbox subscriber reading what was delivered); never for answering a request, which uses loadOrderFor.
 */
export async function orderPackageOf(db: Db, siteId: string, id: string): Promise<OrderPackage | null> {
  const [row] = await db.select({ package: orders.package }).from(orders).where(and(eq(orders.siteId, siteId), eq(orders.id, id))).limit(1);
  return row ? (row.package as OrderPackage) : null;
}
