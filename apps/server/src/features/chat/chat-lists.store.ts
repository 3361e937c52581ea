import { and, asc, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { chatConversations, chatReads, users } from '../../platform/db/schema';

/**
 * The admin's side: every writer of the site with their conversation with the admins and how much of
 * it this admin has not read (unread = the conversation's last sequence number minus the admin's
 * read one: a sender's own messages count as read). Most recent conversation first.
 */
export async function pageOfStaffChats(db: Db, siteId: string, adminId: string, page: { limit: number; offset: number; search?: string | undefined }) {
  const term = page.search ? `%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(users.siteId, siteId),
    eq(users.role, 'writer'),
    term ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term), ilike(users.email, term)) : undefined,
  );
  const lastSeq = sql<number>`coalesce(${chatConversations.lastSeq}, 0)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        writerId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        writerImg: users.profileImg,
        lastMessageAt: chatConversations.lastMessageAt,
        lastSeq,
        unread: sql<number>`${lastSeq} - coalesce(${chatReads.readSeq}, 0)`,
      })
      .from(users)
      .leftJoin(chatConversations, and(eq(chatConversations.siteId, siteId), eq(chatConversations.kind, 'staff'), eq(chatConversations.writerId, users.id)))
      .leftJoin(chatReads, and(eq(chatReads.conversationId, chatConversations.id), eq(chatReads.userId, adminId)))
      .where(where)
      .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      writerId: r.writerId,
      writerName: `${r.firstName} ${r.lastName}`.trim(),
      writerImg: r.writerImg,
      lastMessageAt: r.lastMessageAt ? r.lastMessageAt.toISOString() : null,
      lastSeq: Number(r.lastSeq),
      unread: Math.max(0, Number(r.unread)),
    })),
    total: counted?.total ?? 0,
  };
}

/** The reader's conversations with unread messages (at most 100), for the menu badges. */
export async function unreadOf(db: Db, siteId: string, userId: string) {
  const rows = await db
    .select({ kind: chatConversations.kind, orderId: chatConversations.orderId, writerId: chatConversations.writerId, unread: sql<number>`${chatConversations.lastSeq} - ${chatReads.readSeq}` })
    .from(chatReads)
    .innerJoin(chatConversations, eq(chatConversations.id, chatReads.conversationId))
    .where(and(eq(chatReads.siteId, siteId), eq(chatReads.userId, userId), gt(chatConversations.lastSeq, chatReads.readSeq)))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(100);
  return rows.map((r) => ({ key: r.kind === 'order' ? `order:${r.orderId}` : `writer:${r.writerId}`, unread: Number(r.unread) }));
}
