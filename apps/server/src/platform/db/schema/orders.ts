import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';

/**
 * An order. `package` is a snapshot of the package at purchase (name, price, services with modules,
 * downloadables, contract and survey), so later catalog edits never change what was bought.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    customerId: text('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    writerId: text('writer_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id'),
    package: jsonb('package').notNull(),
    statusPercentage: integer('status_percentage').notNull().default(0),
    invoiceCurrency: text('invoice_currency').notNull(),
    invoicePrice: bigint('invoice_price', { mode: 'number' }).notNull(),
    hideOrder: boolean('hide_order').notNull().default(false),
    writerArchived: boolean('writer_archived').notNull().default(false),
    customerIndustries: jsonb('customer_industries'),
    yearsOfExperience: text('years_of_experience'),
    contractSigned: boolean('contract_signed').notNull().default(false),
    contractSignature: jsonb('contract_signature'),
    tipByCustomer: bigint('tip_by_customer', { mode: 'number' }),
    noShowCheck: boolean('no_show_check').notNull().default(false),
    revisionData: jsonb('revision_data').notNull().default({}),
    surveySubmitted: boolean('survey_submitted').notNull().default(false),
    dueDate: timestamp('due_date', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_site_number').on(t.siteId, t.number),
    // One index per list, in the list's own order and over listed (not hidden) orders only, so a
    // page is read straight off the index however many orders the site has (docs/performance.md).
    index('orders_site_listed').on(t.siteId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()).where(sql`${t.hideOrder} = false`),
    index('orders_customer_listed').on(t.siteId, t.customerId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()).where(sql`${t.hideOrder} = false`),
    index('orders_writer_listed')
      .on(t.siteId, t.writerId, t.writerArchived, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.hideOrder} = false`),
    // The admin's list: every order of the site, hidden ones too, in the same order.
    index('orders_site_newest').on(t.siteId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()),
    // A writer's orders by when they reached the writer: the admin list's writer filter, and the jobs
    // of the week in each writer's load (automatic assignment, the admin's writers list).
    index('orders_site_writer_assigned').on(t.siteId, t.writerId, t.assignedAt),
    // A writer's open jobs (a handful each), the other half of their load.
    index('orders_site_writer_open').on(t.siteId, t.writerId).where(sql`${t.completedAt} IS NULL AND ${t.hideOrder} = false`),
    // Open orders by due date: the overdue ones (the admin dashboard's count, the list's overdue
    // filter) are a short range at its start, whatever the number of open orders.
    index('orders_site_open_due').on(t.siteId, t.dueDate).where(sql`${t.completedAt} IS NULL AND ${t.hideOrder} = false`),
  ],
);

/** A module done for a service of an order; `data` holds questionnaire answers where there are any. */
export const completedTasks = pgTable(
  'completed_tasks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    serviceId: text('service_id').notNull(),
    serviceType: text('service_type'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('completed_tasks_unique').on(t.orderId, t.serviceId, t.taskId)],
);

/** A writer's draft for a service, with the customer's rating and review of it. */
export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    data: jsonb('data').notNull(),
    rating: integer('rating'),
    review: text('review'),
    reviewFile: jsonb('review_file'),
    reviewedByUser: boolean('reviewed_by_user').notNull().default(false),
    adminApproval: jsonb('admin_approval'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_order_service').on(t.orderId, t.serviceId, t.createdAt),
    // The admin's approval queue reads the site's pending drafts, oldest first, straight off this index.
    index('drafts_pending_approval').on(t.siteId, t.createdAt, t.id).where(sql`(${t.adminApproval} ->> 'pending') = 'true'`),
  ],
);

/** Documents per order service: the customer's previous files, the final delivery, the LinkedIn document. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    kind: text('kind', { enum: ['previous', 'final', 'linkedin'] }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_documents_unique').on(t.orderId, t.serviceId, t.kind)],
);

/** A follow-up questionnaire a writer prepares for one service of an order. */
export const additionalQuestionnaires = pgTable(
  'additional_questionnaires',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    fields: jsonb('fields').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('additional_questionnaires_unique').on(t.orderId, t.serviceId)],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_responses_unique').on(t.orderId, t.surveyId)],
);
