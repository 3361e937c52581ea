import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentState } from '@portal/domain/payments/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { checkoutClicks, critiques, invoices, packages, paymentAttempts, paymentWebhookEvents } from '../../platform/db/schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type PackageRow = typeof packages.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** A package of the site still on sale (archived ones are kept for their orders, never sold again). */
export async function findPackage(db: Db, siteId: string, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(and(eq(packages.siteId, siteId), eq(packages.id, id), isNull(packages.archivedAt))).limit(1);
  return row ?? null;
}

export async function markCouponReserved(db: Db, attemptId: string): Promise<void> {
  await db.update(paymentAttempts).set({ couponReserved: true }).where(eq(paymentAttempts.id, attemptId));
}

/** Inserts the attempt unless this checkout key already has one; null when it had. */
export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<AttemptRow | null> {
  const rows = await db.insert(paymentAttempts).values(attempt).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findAttemptByKey(db: Db, siteId: string, checkoutKey: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.checkoutKey, checkoutKey))).limit(1);
  return row ?? null;
}

export async function findAttemptByIntent(db: Db, siteId: string | null, intentId: string): Promise<AttemptRow | null> {
  const where = siteId ? and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.intentId, intentId)) : eq(paymentAttempts.intentId, intentId);
  const [row] = await db.select().from(paymentAttempts).where(where).limit(1);
  return row ?? null;
}

/** The attempt, locked for the rest of the transaction: changes to one attempt happen one after the other. */
export async function lockAttempt(db: Db, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row ?? null;
}

export async function setIntent(db: Db, id: string, intentId: string): Promise<void> {
  await db.update(paymentAttempts).set({ intentId, updatedAt: new Date() }).where(and(eq(paymentAttempts.id, id), isNull(paymentAttempts.intentId)));
}

/** Moves the attempt from `from` to `to`; false when another change moved it first. */
export async function moveAttempt(db: Db, id: string, from: PaymentState, to: PaymentState, extra: Partial<Pick<AttemptRow, 'failureMessage' | 'resultId' | 'couponReserved'>> = {}): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ state: to, updatedAt: new Date(), ...extra })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.state, from)))
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

/**
 * Claims the attempt's one sign-in code: true for the first caller only. A payment's id or checkout
 * key travels (gateway redirects put it in the address), so asking again must not sign anyone in.
 */
export async function claimAutoLogin(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ autoLoginIssuedAt: new Date() })
    .where(and(eq(paymentAttempts.id, id), isNull(paymentAttempts.autoLoginIssuedAt)))
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

export async function noteAttempt(db: Db, id: string, change: Partial<Pick<AttemptRow, 'failureMessage' | 'checkedAt'>>): Promise<void> {
  await db.update(paymentAttempts).set(change).where(eq(paymentAttempts.id, id));
}

/** The reconciler's list: open attempts made before `before`, least recently checked first. */
export async function openAttempts(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.state, ['pending', 'requires_action']), lt(paymentAttempts.createdAt, before)))
    .orderBy(sql`${paymentAttempts.checkedAt} asc nulls first`, asc(paymentAttempts.createdAt))
    .limit(limit);
}

/** Stores a webhook event the first time it is seen; the row (new or not), locked. */
export async function claimWebhookEvent(db: Db, provider: string, event: { eventId: string; type: string; siteId: string | null; payload: unknown }) {
  await db
    .insert(paymentWebhookEvents)
    .values({ id: newId(), provider, eventId: event.eventId, type: event.type, siteId: event.siteId, payload: event.payload })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, event.eventId)))
    .for('update');
  return row!;
}

export async function markWebhookProcessed(db: Db, id: string, attempts: number): Promise<void> {
  await db.update(paymentWebhookEvents).set({ processedAt: new Date(), attempts, lastError: null }).where(eq(paymentWebhookEvents.id, id));
}

/** A failed processing: the event stays open (processedAt null) with its error, for the retry. */
export async function recordWebhookFailure(db: Db, provider: string, event: { eventId: string; type: string; siteId: string | null; payload: unknown }, error: string): Promise<void> {
  await db
    .insert(paymentWebhookEvents)
    .values({ id: newId(), provider, eventId: event.eventId, type: event.type, siteId: event.siteId, payload: event.payload, attempts: 1, lastError: error })
    .onConflictDoUpdate({
      target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId],
      set: { attempts: sql`${paymentWebhookEvents.attempts} + 1`, lastError: error },
      setWhere: isNull(paymentWebhookEvents.processedAt),
    });
}

export async function recordClick(db: Db, siteId: string, click: { kind: string; packageId?: string | null; critiqueId?: string | null; critiqueViewId?: string | null }): Promise<string> {
  const id = newId();
  await db.insert(checkoutClicks).values({ id, siteId, kind: click.kind, packageId: click.packageId ?? null, critiqueId: click.critiqueId ?? null, critiqueViewId: click.critiqueViewId ?? null });
  return id;
}

export async function listInvoices(db: Db, siteId: string, customerId: string, limit: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(and(eq(invoices.siteId, siteId), eq(invoices.customerId, customerId))).orderBy(sql`${invoices.createdAt} desc`).limit(limit);
}

export async function findInvoice(db: Db, siteId: string, customerId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.siteId, siteId), eq(invoices.customerId, customerId), eq(invoices.id, id))).limit(1);
  return row ?? null;
}

/** Marks an unpaid invoice paid; false when it was not unpaid any more. */
export async function markInvoicePaid(db: Db, siteId: string, id: string): Promise<boolean> {
  const rows = await db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(and(eq(invoices.siteId, siteId), eq(invoices.id, id), eq(invoices.status, 'unpaid'))).returning({ id: invoices.id });
  return rows.length === 1;
}

export async function findCritique(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select({ id: critiques.id, firstName: critiques.firstName, lastName: critiques.lastName, email: critiques.email, uniqueCustomerId: critiques.uniqueCustomerId })
    .from(critiques)
    .where(and(eq(critiques.siteId, siteId), eq(critiques.id, id)))
    .limit(1);
  return row ?? null;
}

/** The site's packages a customer may buy, in the admin's order (by price, highest first, where the admin set none; a site has a handful). */
export async function purchasablePackages(db: Db, siteId: string): Promise<PackageRow[]> {
  return db.select().from(packages).where(and(eq(packages.siteId, siteId), eq(packages.purchasable, true), isNull(packages.archivedAt))).orderBy(asc(packages.position), desc(packages.price)).limit(50);
}
