import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { chatConversations, chatMessages, chatReads, orders } from '../../platform/db/schema';
import { toMessageRow, type ConversationRow, type MessageRow, type OrderChatFacts } from './chat.store';

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
 * The writes of a batch of sends, in one statement: the messages, each conversation's counter moved
 * to its last one, the members' read marks and the events (`events`, the outbox's insert). Answers
 * the stored messages: a client id already stored in its conversation is skipped by the unique index,
 * and the caller must then roll back (the counters would point past a hole).
 */
export async function writeSends(tx: Db, rows: readonly Omit<MessageRow, 'createdAt'>[], marks: readonly ReadMark[], events: SQLWrapper | null): Promise<MessageRow[]> {
  const last = new Map<string, number>();
  for (const row of rows) last.set(row.conversationId, Math.max(last.get(row.conversationId) ?? 0, row.seq));
  const counters = sql.join(
    [...last].map(([id, seq]) => sql`(${id}::text, ${seq}::int)`),
    sql`, `,
  );
  const messages = tx
    .insert(chatMessages)
    .values([...rows])
    .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.senderId, chatMessages.clientId] })
    .returning();
  // An embedded builder comes in its own parentheses.
  const parts = [
    sql`m as ${messages}`,
    sql`c as (update ${chatConversations} set last_seq = v.seq, last_message_at = now() from (values ${counters}) as v(id, seq) where ${chatConversations.id} = v.id)`,
    sql`r as ${readMarksUpsert(tx, marks)}`,
    ...(events ? [sql`o as ${events}`] : []),
  ];
  const result = (await tx.execute(sql`with ${sql.join(parts, sql`, `)} select * from m`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(toMessageRow);
}

/** A member's read marker after a batch: how far their own messages went, and whether they have read the last one. */
export type ReadMark = { conversationId: string; userId: string; siteId: string; ownSeq: number; readAll: boolean };

/**
 * Each sender has read up to their own last message, and whoever has not read a conversation's last
 * message has it waiting (their clock for the chat mail starts if it has not). One row per
 * conversation and member (an upsert touches a row once).
 */
function readMarksUpsert(tx: Db, marks: readonly ReadMark[]) {
  return tx
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

/** Read marks of a batch of messages (in sequence order) and each one's other members. */
export function readMarks(stored: readonly { row: Omit<MessageRow, 'createdAt'>; others: readonly string[] }[]): ReadMark[] {
  const lastOf = new Map<string, number>();
  for (const { row } of stored) lastOf.set(row.conversationId, Math.max(lastOf.get(row.conversationId) ?? 0, row.seq));
  const marks = new Map<string, ReadMark>();
  const mark = (conversationId: string, userId: string, siteId: string) => {
    const key = `${conversationId} ${userId}`;
    let m = marks.get(key);
    if (!m) marks.set(key, (m = { conversationId, userId, siteId, ownSeq: 0, readAll: false }));
    return m;
  };
  for (const { row, others } of stored) {
    if (row.senderId) {
      const own = mark(row.conversationId, row.senderId, row.siteId);
      own.ownSeq = Math.max(own.ownSeq, row.seq);
      own.readAll = own.ownSeq === lastOf.get(row.conversationId);
    }
    for (const userId of others) mark(row.conversationId, userId, row.siteId);
  }
  return [...marks.values()];
}
