import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: one row per event and subscriber, written in the same transaction as
 * the change the event tells of, so a change never happens without its event nor an event without
 * its change. The dispatcher delivers each row at least once and marks it delivered.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    subscriber: text('subscriber').notNull(),
    siteId: text('site_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbox_event_subscriber').on(t.eventId, t.subscriber),
    // What the dispatcher reads: undelivered rows that are due, oldest first.
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
