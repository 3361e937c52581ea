import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { chatConversations, chatMessages, chatReads } from '../../platform/db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
/** An order's conversation, or a writer's with the site's admins. */
export type Place = { kind: 'order'; orderId: string } | { kind: 'staff'; writerId: string };
/** The columns of an order that its chat's rules read. */
export type OrderChatFacts = { id: string; customerId: string; writerId: string | null; hideOrder: boolean; number: number };

const placeIs = (siteId: string, place: Place) =>
  place.kind === 'order'
    ? and(eq(chatConversations.siteId, siteId), eq(chatConversations.kind, 'order'), eq(chatConversations.orderId, place.orderId))
    : and(eq(chatConversations.siteId, siteId), eq(chatConversations.kind, 'staff'), eq(chatConversations.writerId, place.writerId));

export async function findConversation(db: Db, siteId: string, place: Place): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(placeIs(siteId, place)).limit(1);
  return row ?? null;
}

export async function conversationById(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return row ?? null;
}

/** The conversation of `place`, made on first use (two first senders at once make one). */
export async function ensureConversation(db: Db, siteId: string, place: Place): Promise<ConversationRow> {
  const found = await findConversation(db, siteId, place);
  if (found) return found;
  await db
    .insert(chatConversations)
    .values({ id: newId(), siteId, kind: place.kind, orderId: place.kind === 'order' ? place.orderId : null, writerId: place.kind === 'staff' ? place.writerId : null })
    .onConflictDoNothing();
  return (await findConversation(db, siteId, place))!;
}

export async function findSent(tx: Db, conversationId: string, senderId: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Messages after `after`, in order, at most `limit`: a resubscription's catch-up and the live fan-out. */
export function messagesAfter(db: Db, conversationId: string, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

const messageColumns = Object.entries(getTableColumns(chatMessages));

/** A message row read by a statement of our own (`db.execute`), mapped as drizzle's selects map it (timestamps arrive as text). */
export function toMessageRow(raw: Record<string, unknown>): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of messageColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MessageRow;
}

/**
 * For each conversation, its messages after the number given (at most `limit` each, in order), in one
 * query: the fan-out reads of every conversation woken at the same moment go together.
 */
export async function messagesAfterEach(db: Db, wanted: readonly { conversationId: string; after: number }[], limit: number): Promise<MessageRow[]> {
  if (!wanted.length) return [];
  const pairs = sql.join(
    wanted.map((w) => sql`(${w.conversationId}::text, ${w.after}::int)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select m.*
    from (values ${pairs}) as w(conversation_id, after)
    cross join lateral (
      select * from ${chatMessages} c where c.conversation_id = w.conversation_id and c.seq > w.after order by c.seq limit ${limit}
    ) m
    order by m.conversation_id, m.seq`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(toMessageRow);
}

/** The last sequence number of each of these conversations (a process checking its open rooms). */
export async function lastSeqsOf(db: Db, ids: readonly string[]): Promise<{ id: string; lastSeq: number }[]> {
  if (!ids.length) return [];
  return db.select({ id: chatConversations.id, lastSeq: chatConversations.lastSeq }).from(chatConversations).where(inArray(chatConversations.id, [...ids]));
}

export async function readSeqOf(db: Db, conversationId: string, userId: string): Promise<number> {
  const [row] = await db.select({ readSeq: chatReads.readSeq }).from(chatReads).where(and(eq(chatReads.conversationId, conversationId), eq(chatReads.userId, userId))).limit(1);
  return row?.readSeq ?? 0;
}

/**
 * The reader has seen up to `seq` (never moves back). Once they have read everything, nothing is
 * waiting to be mailed to them.
 */
export async function markRead(db: Db, siteId: string, conversation: { id: string; lastSeq: number }, userId: string, seq: number): Promise<void> {
  const upTo = Math.min(seq, conversation.lastSeq);
  await db
    .insert(chatReads)
    .values({ conversationId: conversation.id, userId, siteId, readSeq: upTo })
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: {
        readSeq: sql`greatest(${chatReads.readSeq}, ${upTo})`,
        unreadSince: sql`case when greatest(${chatReads.readSeq}, ${upTo}) >= ${conversation.lastSeq} then null else ${chatReads.unreadSince} end`,
      },
    });
}

/**
 * Members whose unread messages have waited past `before` and have not been mailed, locked so that
 * two processes never mail the same batch; `markMailed` closes the batch in the same transaction.
 */
export function dueForMail(tx: Db, before: Date, limit: number) {
  return tx
    .select({
      conversationId: chatReads.conversationId,
      userId: chatReads.userId,
      siteId: chatReads.siteId,
      readSeq: chatReads.readSeq,
      mailedSeq: chatReads.mailedSeq,
      lastSeq: chatConversations.lastSeq,
      kind: chatConversations.kind,
      orderId: chatConversations.orderId,
      writerId: chatConversations.writerId,
    })
    .from(chatReads)
    .innerJoin(chatConversations, eq(chatConversations.id, chatReads.conversationId))
    .where(and(isNotNull(chatReads.unreadSince), lt(chatReads.unreadSince, before)))
    .limit(limit)
    .for('update', { of: chatReads, skipLocked: true });
}

export async function markMailed(tx: Db, conversationId: string, userId: string, throughSeq: number): Promise<void> {
  await tx
    .update(chatReads)
    .set({ mailedSeq: throughSeq, unreadSince: null })
    .where(and(eq(chatReads.conversationId, conversationId), eq(chatReads.userId, userId)));
}
