import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { completedTasks, drafts, files, orderDocuments } from '../../platform/db/schema';

export type DraftRow = typeof drafts.$inferSelect;
export type DocumentRow = typeof orderDocuments.$inferSelect;
export type DocumentKind = DocumentRow['kind'];

type OrderRef = { siteId: string; orderId: string };

// ---- files ----

/**
 * The stored facts of files a caller may put on an order: their own unattached uploads or files
 * already on this order (the same rule FilesService.attachToOrder enforces).
 */
export async function findAttachableFiles(db: Db, ref: OrderRef, userId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: files.key, originalName: files.originalName, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(
      and(
        eq(files.siteId, ref.siteId),
        inArray(files.key, keys),
        or(and(eq(files.uploadedBy, userId), isNull(files.orderId)), eq(files.orderId, ref.orderId)),
      ),
    );
}

// ---- order documents (previous, final, linkedin) ----

export async function findDocument(db: Db, ref: OrderRef, serviceId: string, kind: DocumentKind): Promise<DocumentRow | null> {
  const rows = await db
    .select()
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.siteId, ref.siteId),
        eq(orderDocuments.orderId, ref.orderId),
        eq(orderDocuments.serviceId, serviceId),
        eq(orderDocuments.kind, kind),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** One document per order service and kind: a new one replaces the previous one. */
export async function saveDocument(db: Db, ref: OrderRef, serviceId: string, kind: DocumentKind, data: unknown): Promise<void> {
  await db
    .insert(orderDocuments)
    .values({ id: newId(), siteId: ref.siteId, orderId: ref.orderId, serviceId, kind, data })
    .onConflictDoUpdate({
      target: [orderDocuments.orderId, orderDocuments.serviceId, orderDocuments.kind],
      set: { data, updatedAt: sql`now()` },
    });
}

// ---- drafts ----

/** Newest first (the id breaks ties so the order is stable). */
export async function listDrafts(db: Db, ref: OrderRef, serviceId: string): Promise<DraftRow[]> {
  return db
    .select()
    .from(drafts)
    .where(and(eq(drafts.siteId, ref.siteId), eq(drafts.orderId, ref.orderId), eq(drafts.serviceId, serviceId)))
    .orderBy(desc(drafts.createdAt), desc(drafts.id))
    .limit(500);
}

export async function findDraft(db: Db, ref: OrderRef, draftId: string): Promise<DraftRow | null> {
  const rows = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.siteId, ref.siteId), eq(drafts.orderId, ref.orderId), eq(drafts.id, draftId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDraft(
  db: Db,
  ref: OrderRef,
  row: { serviceId: string; data: unknown; adminApproval: unknown },
): Promise<DraftRow> {
  const [draft] = await db
    .insert(drafts)
    .values({ id: newId(), siteId: ref.siteId, orderId: ref.orderId, serviceId: row.serviceId, data: row.data, adminApproval: row.adminApproval })
    .returning();
  return draft!;
}

/** Records the customer's review once: false when the draft was already reviewed. */
export async function saveReview(
  db: Db,
  ref: OrderRef,
  draftId: string,
  review: { rating: number | null; review: string | null; reviewFile: unknown },
): Promise<boolean> {
  const rows = await db
    .update(drafts)
    .set({ ...review, reviewedByUser: true, updatedAt: new Date() })
    .where(and(eq(drafts.siteId, ref.siteId), eq(drafts.orderId, ref.orderId), eq(drafts.id, draftId), eq(drafts.reviewedByUser, false)))
    .returning({ id: drafts.id });
  return rows.length === 1;
}

// ---- order state ----

export async function hasCompletedTask(db: Db, ref: OrderRef, serviceId: string, taskId: string): Promise<boolean> {
  const rows = await db
    .select({ id: completedTasks.id })
    .from(completedTasks)
    .where(
      and(
        eq(completedTasks.siteId, ref.siteId),
        eq(completedTasks.orderId, ref.orderId),
        eq(completedTasks.serviceId, serviceId),
        eq(completedTasks.taskId, taskId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}


