import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';
import { orders } from './orders';

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    packageName: text('package_name').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'refunded'] }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    /** The site's invoice number: 1, 2, 3... without gaps (taken from `invoice_counters` in the invoice's transaction). */
    number: integer('number'),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_site_customer').on(t.siteId, t.customerId, t.createdAt),
    uniqueIndex('invoices_site_number').on(t.siteId, t.number),
    index('invoices_site_created').on(t.siteId, t.createdAt, t.id),
  ],
);

/**
 * The last invoice number of each site. A new invoice takes the next one by an upsert that locks the
 * site's row until its transaction ends: numbers follow commit order and a rolled-back invoice gives
 * its number back, so there are no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A free personalised resume review, opened by link without signing in. */
export const critiques = pgTable('critiques', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  uniqueCustomerId: text('unique_customer_id'),
  review: jsonb('review').notNull(),
  progress: jsonb('progress').notNull().default([]),
  stars: bigint('stars', { mode: 'number' }),
  feedback: text('feedback'),
  writtenByWriter: text('written_by_writer'),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** An order id, or the word `invoices`. */
    orderId: text('order_id').notNull(),
    content: text('content').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);
