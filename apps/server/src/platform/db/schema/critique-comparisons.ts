import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { critiques } from './billing';
import { sites } from './identity';
import { orders } from './orders';

/**
 * The before and after of an order bought from a critique: the critique's problems beside those the
 * engine found in the delivered final document (resolved, persisting, new), or why that file could
 * not be read. One row per order, replaced by each new delivery; made in the background by the
 * critiques feature's `final_delivered` subscriber, which owns this table.
 */
export const critiqueComparisons = pgTable(
  'critique_comparisons',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    critiqueId: text('critique_id').notNull().references(() => critiques.id, { onDelete: 'cascade' }),
    /** The order's service whose final document was read (the package's first with a final document). */
    serviceId: text('service_id').notNull(),
    /** The delivered file read (its key and name), PDF before Word. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name'),
    state: text('state', { enum: ['compared', 'unreadable', 'no_findings'] }).notNull(),
    /** Why the files could not be read: the reader's reason (`no_text_layer`, ...) and its words. */
    reason: text('reason'),
    detail: text('detail'),
    /** `{ resolved, persisting, new }`, each a list of `{ ruleId, severity, evidence }`; null unless compared. */
    comparison: jsonb('comparison'),
    rulesBefore: text('rules_before'),
    rulesAfter: text('rules_after'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('critique_comparisons_order').on(t.orderId), index('critique_comparisons_critique').on(t.critiqueId)],
);
