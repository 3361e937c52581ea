import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { invoiceCounters, invoices, orders, paymentAttempts, refunds, users } from '../../platform/db/schema';

export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
type Person = { id: string; firstName: string; lastName: string; email: string };

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** A customer of the site who may be invoiced (an active customer account). */
export async function findCustomer(db: Db, siteId: string, id: string): Promise<Person | null> {
  const [row] = await db
    .select(person)
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id), eq(users.role, 'user'), isNull(users.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The site's next invoice number. The upsert locks the site's counter row until the transaction
 * ends, so two invoices take numbers one after the other, and a rolled-back invoice gives its number
 * back: the numbers of committed invoices have no gaps.
 */
export async function nextInvoiceNumber(tx: Db, siteId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ siteId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.siteId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function pageInvoices(db: Db, siteId: string, filter: { status?: 'unpaid' | 'paid' | 'refunded' | undefined }, limit: number, offset: number) {
  const where = and(eq(invoices.siteId, siteId), filter.status ? eq(invoices.status, filter.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select({ invoice: invoices, customer: person }).from(invoices).innerJoin(users, eq(users.id, invoices.customerId)).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  const paid = rows.length
    ? await db
        .select({ id: paymentAttempts.id, invoiceId: paymentAttempts.targetId })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.purpose, 'invoice'), eq(paymentAttempts.state, 'succeeded'), inArray(paymentAttempts.targetId, rows.map((r) => r.invoice.id))))
    : [];
  const paymentOf = new Map(paid.map((p) => [p.invoiceId, p.id]));
  return { rows: rows.map((r) => ({ ...r, paymentId: paymentOf.get(r.invoice.id) ?? null })), total: total?.n ?? 0 };
}

export async function findInvoiceRow(db: Db, siteId: string, id: string) {
  const [row] = await db.select({ invoice: invoices, customer: person }).from(invoices).innerJoin(users, eq(users.id, invoices.customerId)).where(and(eq(invoices.siteId, siteId), eq(invoices.id, id))).limit(1);
  return row ?? null;
}

/** Succeeded payments of the site, of one order (its purchase and its tips) or of one invoice, newest first. */
export async function pagePayments(db: Db, siteId: string, filter: { orderId?: string | undefined; invoiceId?: string | undefined; attemptId?: string }, limit: number, offset: number) {
  const where = and(
    eq(paymentAttempts.siteId, siteId),
    filter.attemptId ? eq(paymentAttempts.id, filter.attemptId) : undefined,
    eq(paymentAttempts.state, 'succeeded'),
    filter.orderId ? or(and(eq(paymentAttempts.purpose, 'order'), eq(paymentAttempts.resultId, filter.orderId)), and(eq(paymentAttempts.purpose, 'tip'), eq(paymentAttempts.targetId, filter.orderId))) : undefined,
    filter.invoiceId ? and(eq(paymentAttempts.purpose, 'invoice'), eq(paymentAttempts.targetId, filter.invoiceId)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: paymentAttempts, customer: person, orderNumber: orders.number })
      .from(paymentAttempts)
      .innerJoin(users, eq(users.id, paymentAttempts.customerId))
      .leftJoin(orders, and(eq(orders.siteId, paymentAttempts.siteId), sql`${orders.id} = case when ${paymentAttempts.purpose} = 'invoice' then null else ${paymentAttempts.resultId} end`))
      .where(where)
      .orderBy(desc(paymentAttempts.updatedAt), desc(paymentAttempts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentAttempts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function refundsOf(db: Db, attemptIds: string[]) {
  if (!attemptIds.length) return [];
  return db
    .select({ refund: refunds, byFirst: users.firstName, byLast: users.lastName })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(inArray(refunds.attemptId, attemptIds))
    .orderBy(refunds.createdAt);
}

/** The site's payment attempt, locked until the transaction ends: refunds of one payment happen one after the other. */
export async function lockSiteAttempt(tx: Db, siteId: string, id: string) {
  const [row] = await tx.select().from(paymentAttempts).where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.id, id))).for('update');
  return row ?? null;
}

export async function findRefundByKey(db: Db, siteId: string, key: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.siteId, siteId), eq(refunds.key, key))).limit(1);
  return row ?? null;
}

/** What the payment's refunds hold: the succeeded ones and those still waiting for the gateway. */
export async function heldByRefunds(db: Db, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.attemptId, attemptId), inArray(refunds.state, ['pending', 'succeeded'])));
  return Number(row?.n ?? 0);
}

export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Settles a pending refund; null when it was settled already (another request got there first). */
export async function settleRefund(tx: Db, id: string, change: { state: 'succeeded' | 'failed'; gatewayRefundId: string | null; failureMessage: string | null }): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')))
    .returning();
  return row ?? null;
}

/** An invoice's refunded amount grows; fully refunded, it is `refunded`. */
export async function addInvoiceRefund(tx: Db, siteId: string, invoiceId: string, amount: number): Promise<void> {
  await tx
    .update(invoices)
    .set({
      refundAmount: sql`coalesce(${invoices.refundAmount}, 0) + ${amount}`,
      status: sql`case when coalesce(${invoices.refundAmount}, 0) + ${amount} >= ${invoices.price} then 'refunded' else ${invoices.status} end`,
    })
    .where(and(eq(invoices.siteId, siteId), eq(invoices.id, invoiceId)));
}

/**
 * Pending refunds last touched before `before`, oldest first, locked past other processes (SKIP
 * LOCKED) and touched at `now` in the same transaction: each round takes the next ones, and a
 * refund is looked up by one process at a time.
 */
export async function claimPendingRefunds(tx: Db, before: Date, now: Date, limit: number) {
  const rows = await tx
    .select({
      refund: refunds,
      attempt: { id: paymentAttempts.id, gateway: paymentAttempts.gateway, intentId: paymentAttempts.intentId, purpose: paymentAttempts.purpose, targetId: paymentAttempts.targetId, resultId: paymentAttempts.resultId },
      byId: users.id,
      byFirst: users.firstName,
      byLast: users.lastName,
      byEmail: users.email,
    })
    .from(refunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(and(eq(refunds.state, 'pending'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
    .for('update', { of: refunds, skipLocked: true });
  if (rows.length) await tx.update(refunds).set({ updatedAt: now }).where(inArray(refunds.id, rows.map((r) => r.refund.id)));
  return rows.map(({ refund, attempt, byId, byFirst, byLast, byEmail }) => ({
    refund: { ...refund, updatedAt: now },
    attempt,
    by: byId ? { id: byId, firstName: byFirst ?? '', lastName: byLast ?? '', email: byEmail ?? '' } : null,
  }));
}

/** What a look at a pending refund learned: the gateway's id for it, or a word for the admin. */
export async function noteRefundCheck(db: Db, id: string, note: { gatewayRefundId?: string | null; failureMessage?: string }): Promise<void> {
  await db
    .update(refunds)
    .set({ ...(note.gatewayRefundId ? { gatewayRefundId: note.gatewayRefundId } : {}), ...(note.failureMessage ? { failureMessage: note.failureMessage } : {}), updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
}
