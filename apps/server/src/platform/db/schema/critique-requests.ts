import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { critiques } from './billing';
import { sites } from './identity';

/**
 * A visitor's request for a free critique (the public page): who asked, the resume they sent (an
 * upload of the `review` context) and how far the critique is. The critique itself is made in the
 * background by the outbox's `critique_requested` subscriber; its id is the status page's secret.
 */
export const critiqueRequests = pgTable(
  'critique_requests',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    language: text('language').notNull(),
    fileKey: text('file_key').notNull(),
    status: text('status', { enum: ['queued', 'done', 'unreadable'] }).notNull().default('queued'),
    /** Why the file could not be read (the reader's words), when it could not. */
    reason: text('reason'),
    /** The same as a code (`no_text_layer`, ...), so the mail says it in the visitor's language. */
    reasonCode: text('reason_code'),
    critiqueId: text('critique_id').references(() => critiques.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('critique_requests_site').on(t.siteId, t.createdAt)],
);
