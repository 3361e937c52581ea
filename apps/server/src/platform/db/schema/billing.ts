import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_site_customer').on(t.siteId, t.customerId, t.createdAt)],
);

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
