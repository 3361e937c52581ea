import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';
import { orders } from './orders';

/**
 * A conversation: an order's (its customer, its writer, the site's admins) or a writer's with the
 * site's admins. `last_seq` is the sequence counter: a send locks the row, takes the next number and
 * inserts the message in one transaction, so sequence order is commit order and no number is used twice.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['order', 'staff'] }).notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    writerId: text('writer_id').references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_order').on(t.siteId, t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('chat_conversations_staff').on(t.siteId, t.writerId).where(sql`${t.kind} = 'staff'`),
    check('chat_conversations_one_owner', sql`(${t.kind} = 'order' and ${t.orderId} is not null) or (${t.kind} = 'staff' and ${t.writerId} is not null)`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderRole: text('sender_role', { enum: ['user', 'writer', 'reviewer', 'admin'] }).notNull(),
    /** The sender's own id for the send: a retried send finds its message instead of storing another. */
    clientId: text('client_id'),
    type: text('type', { enum: ['text', 'file'] }).notNull(),
    content: text('content').notNull().default(''),
    file: jsonb('file').$type<{ key: string; mimetype: string; originalname: string } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client').on(t.conversationId, t.senderId, t.clientId),
  ],
);

/**
 * How far each member has read a conversation, and up to where we have mailed them about it: a
 * member is mailed once per batch of unread messages (those still unread two minutes after the first).
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: text('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    readSeq: integer('read_seq').notNull().default(0),
    mailedSeq: integer('mailed_seq').notNull().default(0),
    /** When the oldest message this member has neither read nor been mailed about arrived. */
    unreadSince: timestamp('unread_since', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_reads_user').on(t.siteId, t.userId),
    index('chat_reads_mail_due').on(t.unreadSince).where(sql`${t.unreadSince} is not null`),
  ],
);
