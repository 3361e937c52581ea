import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema';

/** Whose notifications: always one user of one site, so no query can reach another's. */
export type Owner = { siteId: string; userId: string };

const mine = (owner: Owner) => and(eq(notifications.siteId, owner.siteId), eq(notifications.userId, owner.userId), isNull(notifications.clearedAt));

/** A page of the user's notifications not cleared yet, newest first, and how many there are. */
export async function pageOfNotifications(db: Db, owner: Owner, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: notifications.id, orderId: notifications.orderId, content: notifications.content, data: notifications.data, createdAt: notifications.createdAt })
      .from(notifications)
      .where(mine(owner))
      // The id breaks ties between rows of the same instant, so pages neither repeat nor skip.
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).where(mine(owner)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Marks the user's own notifications among `ids` cleared; ids of others (or already cleared) change nothing. */
export async function clearOwnNotifications(db: Db, owner: Owner, ids: readonly string[]): Promise<number> {
  const cleared = await db
    .update(notifications)
    .set({ clearedAt: new Date() })
    .where(and(mine(owner), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return cleared.length;
}
