import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';
import { orders } from './orders';

/**
 * Every change an admin makes, written in the transaction of the change: who (kept as text too, so
 * the line survives the account), what, when, and on what. Read newest first, a page at a time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_site_time').on(t.siteId, t.createdAt.desc(), t.id.desc())],
);

/** Each time an order got a writer, and why that writer (automatic assignment or an admin). */
export const orderAssignments = pgTable(
  'order_assignments',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    writerId: text('writer_id').references(() => users.id, { onDelete: 'set null' }),
    previousWriterId: text('previous_writer_id'),
    kind: text('kind', { enum: ['automatic', 'admin'] }).notNull(),
    byUserId: text('by_user_id'),
    reason: jsonb('reason').notNull(),
    reasonText: text('reason_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_assignments_order').on(t.orderId, t.createdAt)],
);

/** Paid orders waiting for a writer with room, oldest first. A row leaves when the order gets a writer. */
export const assignmentQueue = pgTable(
  'assignment_queue',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why it still waits (no writer offers the services, or none has room). */
    waitingReason: text('waiting_reason'),
  },
  (t) => [index('assignment_queue_site').on(t.siteId, t.queuedAt)],
);

/** An invitation of a writer, reviewer or admin: a single-use link (stored as SHA-256) valid 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['writer', 'reviewer', 'admin'] }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_open_email').on(t.siteId, sql`lower(${t.email})`).where(sql`${t.acceptedAt} is null`)],
);
