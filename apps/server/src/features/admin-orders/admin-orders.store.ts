import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AssignmentReason } from '@portal/domain/admin-orders/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { assignmentQueue, orderAssignments, users } from '../../platform/db/schema';

/** Puts a paid order in the waiting queue (once: a second call keeps its place). */
export async function enqueue(db: Db, siteId: string, orderId: string): Promise<void> {
  await db.insert(assignmentQueue).values({ orderId, siteId }).onConflictDoNothing();
}

export async function dequeue(db: Db, siteId: string, orderId: string): Promise<void> {
  await db.delete(assignmentQueue).where(and(eq(assignmentQueue.siteId, siteId), eq(assignmentQueue.orderId, orderId)));
}

export async function noteWaiting(db: Db, siteId: string, orderId: string, reason: string): Promise<void> {
  await db
    .update(assignmentQueue)
    .set({ waitingReason: reason })
    .where(and(eq(assignmentQueue.siteId, siteId), eq(assignmentQueue.orderId, orderId)));
}

/** The site's waiting orders, oldest first (at most `limit`), locked; rows another assigner holds are skipped. */
export async function lockWaiting(db: Db, siteId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: assignmentQueue.orderId })
    .from(assignmentQueue)
    .where(eq(assignmentQueue.siteId, siteId))
    .orderBy(asc(assignmentQueue.queuedAt), asc(assignmentQueue.orderId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.orderId);
}

/** The sites that have orders waiting (the periodic sweep's work list). */
export async function sitesWithWaiting(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ siteId: assignmentQueue.siteId }).from(assignmentQueue).limit(1000);
  return rows.map((r) => r.siteId);
}

/** The subquery of waiting order ids of a site (the list's "waiting" filter). */
export function waitingIds(db: Db, siteId: string) {
  return db.select({ id: assignmentQueue.orderId }).from(assignmentQueue).where(eq(assignmentQueue.siteId, siteId));
}

/** How many of the site's orders wait in the automatic assignment's queue. */
export async function waitingCount(db: Db, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assignmentQueue).where(eq(assignmentQueue.siteId, siteId));
  return row?.n ?? 0;
}

export async function waitingAmong(db: Db, siteId: string, orderIds: string[]): Promise<Map<string, string | null>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: assignmentQueue.orderId, reason: assignmentQueue.waitingReason })
    .from(assignmentQueue)
    .where(and(eq(assignmentQueue.siteId, siteId), inArray(assignmentQueue.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, r.reason]));
}

export async function recordAssignment(
  db: Db,
  row: { siteId: string; orderId: string; writerId: string; previousWriterId: string | null; byUserId: string | null; reason: AssignmentReason; reasonText: string },
): Promise<void> {
  await db.insert(orderAssignments).values({ id: newId(), kind: row.reason.kind, ...row });
}

/** The last assignment of each of the orders. */
export async function lastAssignments(db: Db, siteId: string, orderIds: string[]) {
  if (!orderIds.length) return new Map<string, typeof orderAssignments.$inferSelect>();
  const rows = await db
    .selectDistinctOn([orderAssignments.orderId])
    .from(orderAssignments)
    .where(and(eq(orderAssignments.siteId, siteId), inArray(orderAssignments.orderId, orderIds)))
    .orderBy(orderAssignments.orderId, desc(orderAssignments.createdAt), desc(sql`${orderAssignments.id}`));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** The people an event names (the writer as the actor of "writer assigned"). */
export async function staffPerson(db: Db, siteId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, profileImg: users.profileImg, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
