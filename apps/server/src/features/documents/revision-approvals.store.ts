import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { drafts, orders, users } from '../../platform/db/schema';
import type { DraftRow } from './documents.store';

// The drafts of a site that await an admin's decision. `pending` lives in the approval JSON; the
// partial index drafts_pending_approval serves both the page and its count.
const isPending = sql`(${drafts.adminApproval} ->> 'pending') = 'true'`;

const writer = alias(users, 'writer');
const customer = alias(users, 'customer');

export type PendingDraftRow = {
  draft: DraftRow;
  orderNumber: number;
  orderPackage: unknown;
  writer: { id: string; firstName: string; lastName: string } | null;
  customer: { id: string; firstName: string; lastName: string } | null;
};

/** One page of the queue, oldest first (the id breaks ties so pages never overlap). */
export async function pagePendingDrafts(db: Db, siteId: string, page: { limit: number; offset: number }): Promise<PendingDraftRow[]> {
  const rows = await db
    .select({
      draft: drafts,
      orderNumber: orders.number,
      orderPackage: orders.package,
      writerId: writer.id,
      writerFirst: writer.firstName,
      writerLast: writer.lastName,
      customerId: customer.id,
      customerFirst: customer.firstName,
      customerLast: customer.lastName,
    })
    .from(drafts)
    .innerJoin(orders, and(eq(orders.id, drafts.orderId), eq(orders.siteId, siteId)))
    .leftJoin(writer, eq(writer.id, orders.writerId))
    .leftJoin(customer, eq(customer.id, orders.customerId))
    .where(and(eq(drafts.siteId, siteId), isPending))
    .orderBy(asc(drafts.createdAt), asc(drafts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    draft: r.draft,
    orderNumber: r.orderNumber,
    orderPackage: r.orderPackage,
    writer: r.writerId ? { id: r.writerId, firstName: r.writerFirst ?? '', lastName: r.writerLast ?? '' } : null,
    customer: r.customerId ? { id: r.customerId, firstName: r.customerFirst ?? '', lastName: r.customerLast ?? '' } : null,
  }));
}

export async function countPendingDrafts(db: Db, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(drafts).where(and(eq(drafts.siteId, siteId), isPending));
  return row?.n ?? 0;
}

export async function findDraftOnSite(db: Db, siteId: string, draftId: string): Promise<DraftRow | null> {
  const rows = await db.select().from(drafts).where(and(eq(drafts.siteId, siteId), eq(drafts.id, draftId))).limit(1);
  return rows[0] ?? null;
}

/** Records the admin's decision unless someone decided first: false when the draft was no longer pending. */
export async function decideDraft(db: Db, siteId: string, draftId: string, approval: unknown): Promise<boolean> {
  const rows = await db
    .update(drafts)
    .set({ adminApproval: approval, updatedAt: new Date() })
    .where(and(eq(drafts.siteId, siteId), eq(drafts.id, draftId), isPending))
    .returning({ id: drafts.id });
  return rows.length === 1;
}
