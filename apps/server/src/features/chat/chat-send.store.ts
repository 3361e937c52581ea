import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { chatConversations, chatMessages, chatReads, orders } from '../../platform/db/schema';
import type { ConversationRow, MessageRow, OrderChatFacts } from './chat.store';

export type LockedConversation = { conversation: ConversationRow; order: OrderChatFacts | null };

/**
 * Locks the conversations of a batch of sends (their next sequence numbers are taken under these
 * locks), in id order so that two batches never wait for each other in a circle, and reads in the
 * same statement the columns of each one's order that decide who may write: access is decided on
 * what holds at the moment of the send.
 */
export async function lockForSends(tx: Db, ids: readonly string[]): Promise<Map<string, LockedConversation>> {
  const rows = await tx
    .select({
      conversation: chatConversations,
      order: { id: orders.id, customerId: orders.customerId, writerId: orders.writerId, hideOrder: orders.hideOrder, number: orders.number },
    })
    .from(chatConversations)
    .leftJoin(orders, and(eq(orders.id, chatConversations.orderId), eq(orders.siteId, chatConversations.siteId)))
    .where(inArray(chatConversations.id, [...ids]))
    .orderBy(asc(chatConversations.id))
    .for('update', { of: chatConversations });
  return new Map(rows.map((row) => [row.conversation.id, row]));
}

/**
 * Stores the batch's messages; a client id already stored in its conversation is skipped by the
 * unique index (the caller compares the count: a skipped row would leave a hole in the numbers).
 */
export async function insertMessages(tx: Db, rows: readonly Omit<MessageRow, 'createdAt'>[]): Promise<MessageRow[]> {
  return tx
    .insert(chatMessages)
    .values([...rows])
    .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.senderId, chatMessages.clientId] })
    .returning();
}

/** Each conversation's counter moves to its last message of the batch, in one statement. */
export async function setLastSeqs(tx: Db, last: ReadonlyMap<string, number>): Promise<void> {
  const values = sql.join(
    [...last].map(([id, seq]) => sql`(${id}::text, ${seq}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${chatConversations} set last_seq = v.seq, last_message_at = now()
    from (values ${values}) as v(id, seq) where ${chatConversations.id} = v.id`);
}

/** A member's read marker after a batch: how far their own messages went, and whether they have read the last one. */
export type ReadMark = { conversationId: string; userId: string; siteId: string; ownSeq: number; readAll: boolean };

/**
 * After a batch, in one statement: each sender has read up to their own last message, and whoever
 * has not read a conversation's last message has it waiting (their clock for the chat mail starts if
 * it has not). One row per conversation and member (an upsert touches a row once).
 */
export async function markSent(tx: Db, marks: readonly ReadMark[]): Promise<void> {
  if (!marks.length) return;
  await tx
    .insert(chatReads)
    .values(marks.map((m) => ({ conversationId: m.conversationId, userId: m.userId, siteId: m.siteId, readSeq: m.ownSeq, unreadSince: m.readAll ? null : sql`now()` })))
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: {
        readSeq: sql`greatest(${chatReads.readSeq}, excluded.read_seq)`,
        unreadSince: sql`case when excluded.unread_since is null then null else coalesce(${chatReads.unreadSince}, excluded.unread_since) end`,
      },
    });
}

/** Read marks of a batch of stored messages (in sequence order) and each one's other members. */
export function readMarks(siteId: (conversationId: string) => string, stored: readonly { row: MessageRow; others: readonly string[] }[]): ReadMark[] {
  const lastOf = new Map<string, number>();
  for (const { row } of stored) lastOf.set(row.conversationId, Math.max(lastOf.get(row.conversationId) ?? 0, row.seq));
  const marks = new Map<string, ReadMark>();
  const mark = (conversationId: string, userId: string) => {
    const key = `${conversationId} ${userId}`;
    let m = marks.get(key);
    if (!m) marks.set(key, (m = { conversationId, userId, siteId: siteId(conversationId), ownSeq: 0, readAll: false }));
    return m;
  };
  for (const { row, others } of stored) {
    if (row.senderId) {
      const own = mark(row.conversationId, row.senderId);
      own.ownSeq = Math.max(own.ownSeq, row.seq);
      own.readAll = own.ownSeq === lastOf.get(row.conversationId);
    }
    for (const userId of others) mark(row.conversationId, userId);
  }
  return [...marks.values()];
}
