import { and, eq, sql } from 'drizzle-orm';
import type { RevisionState } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';

/**
 * Every change another feature makes to an order row, named for what it means. The order's columns
 * are the orders feature's own: other features call these (through `features/orders`), never
 * `update(orders)` themselves (lint enforces it), so each column has one writer to read.
 */
export type OrderRef = { siteId: string; orderId: string };

/** Takes the order row lock, so changes to one order are decided one after the other. */
export async function lockOrder(db: Db, ref: OrderRef): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId))).for('update');
}

/** Sets one service's entry of `revision_data` in place, leaving the other services untouched. */
export async function setRevisionState(db: Db, ref: OrderRef, serviceId: string, state: RevisionState): Promise<void> {
  await db
    .update(orders)
    .set({
      revisionData: sql`coalesce(${orders.revisionData}, '{}'::jsonb) || jsonb_build_object(${serviceId}::text, ${JSON.stringify(state)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}

/** Marks the order signed unless it already is; false when someone else signed it first. */
export async function markContractSigned(db: Db, ref: OrderRef, signature: unknown): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ contractSigned: true, contractSignature: signature, updatedAt: new Date() })
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId), eq(orders.contractSigned, false)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Locks the order and tells whether its survey is still open (null: no such order). */
export async function lockSurveyState(db: Db, ref: OrderRef): Promise<{ surveySubmitted: boolean } | null> {
  const [row] = await db
    .select({ surveySubmitted: orders.surveySubmitted })
    .from(orders)
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)))
    .for('update');
  return row ?? null;
}

export async function markSurveySubmitted(db: Db, ref: OrderRef): Promise<void> {
  await db.update(orders).set({ surveySubmitted: true, updatedAt: new Date() }).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}

/** The due date the writer promised (noon UTC of the chosen day). */
export async function setDueDate(db: Db, ref: OrderRef, dueDate: Date): Promise<void> {
  await db.update(orders).set({ dueDate, updatedAt: new Date() }).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}

/** The writer's own filing of the order; nothing else changes. */
export async function setWriterArchived(db: Db, ref: OrderRef, archived: boolean): Promise<void> {
  await db.update(orders).set({ writerArchived: archived, updatedAt: new Date() }).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}

/** Gives the order to a writer (automatic assignment or an admin); the writer's own filing starts afresh. */
export async function assignWriter(db: Db, ref: OrderRef, writerId: string): Promise<void> {
  await db.update(orders).set({ writerId, assignedAt: new Date(), writerArchived: false, updatedAt: new Date() }).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}

/** An admin hides the order from every list (the customer no longer finds it) or shows it again. */
export async function setOrderHidden(db: Db, ref: OrderRef, hidden: boolean): Promise<void> {
  await db.update(orders).set({ hideOrder: hidden, updatedAt: new Date() }).where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId)));
}
