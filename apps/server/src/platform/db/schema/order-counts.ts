import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Running counts of listed (not hidden) orders, so that a list's total and the writer dashboard read
 * one row instead of counting a site's orders on every request. They are kept by a trigger on
 * `orders` (migration 0003), in the same transaction as the change to the order, whichever code
 * makes it. No foreign keys: the trigger still runs while a site or user is being deleted.
 */

/** Listed orders of a site (the reviewer's list). */
export const siteOrderCounts = pgTable('site_order_counts', {
  siteId: text('site_id').primaryKey(),
  orders: integer('orders').notNull().default(0),
});

/**
 * Orders of a site per UTC month (`YYYY-MM`) they were bought (`created_at`), the lists' sort key: the
 * listed ones (`orders`, the reviewer's list, migration 0018) and all of them, hidden ones too
 * (`everyOrder`, the admin's list, migration 0019). A page asked for by its number finds the month it
 * starts in from these, then steps over the orders of that month alone instead of every order before
 * it (`features/orders/order-paging.ts`).
 */
export const siteMonthlyCounts = pgTable(
  'site_monthly_counts',
  {
    siteId: text('site_id').notNull(),
    month: text('month').notNull(),
    orders: integer('orders').notNull().default(0),
    everyOrder: integer('every_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);

/** Listed orders assigned to a writer: all of them, the completed ones (100 percent), the archived ones. */
export const writerOrderCounts = pgTable(
  'writer_order_counts',
  {
    siteId: text('site_id').notNull(),
    writerId: text('writer_id').notNull(),
    orders: integer('orders').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    archived: integer('archived').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.writerId] })],
);

/** Listed orders of a writer per UTC month (`YYYY-MM`) they reached the writer (else were bought). */
export const writerMonthlyCounts = pgTable(
  'writer_monthly_counts',
  {
    siteId: text('site_id').notNull(),
    writerId: text('writer_id').notNull(),
    month: text('month').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.writerId, t.month] })],
);

/**
 * Listed orders of a writer per UTC month of purchase, the archived ones apart: the months of the
 * writer's two lists (current and archived), as `siteMonthlyCounts` are the site's.
 */
export const writerListMonthlyCounts = pgTable(
  'writer_list_monthly_counts',
  {
    siteId: text('site_id').notNull(),
    writerId: text('writer_id').notNull(),
    archived: boolean('archived').notNull(),
    month: text('month').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.writerId, t.archived, t.month] })],
);

/**
 * Every order of a site by the admin list's status filters (spec: all, unassigned, open, completed,
 * hidden), hidden ones included: the totals of the admin's list when it is filtered by status alone.
 * Kept by their own trigger on `orders` (migration 0019).
 */
export const siteStatusCounts = pgTable('site_status_counts', {
  siteId: text('site_id').primaryKey(),
  orders: integer('orders').notNull().default(0),
  unassigned: integer('unassigned').notNull().default(0),
  open: integer('open').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  hidden: integer('hidden').notNull().default(0),
});
