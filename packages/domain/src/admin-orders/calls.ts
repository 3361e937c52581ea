import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

// The admin's orders: every order of the site, filtered and searched, paged on the
// server; assigning and reassigning the writer (the admin overrides automatic assignment); hiding.

export const ADMIN_ORDER_STATUSES = ['all', 'waiting', 'unassigned', 'open', 'completed', 'hidden'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

export const ADMIN_ORDER_MESSAGES = {
  assigned: 'Writer assigned',
  hidden: 'Order hidden',
  shown: 'Order shown again',
  writerNotFound: 'Writer not found',
  sameWriter: 'This writer already has the order',
  dates: 'The start date must be before the end date',
} as const;

// A day of the calendar (zod's ISO date knows month lengths and leap years): 2026-13-01 is refused
// here, not by the database.
const isoDay = z.iso.date({ error: 'Use a date like 2026-01-31' });
const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminOrderSchema = z.object({
  _id: z.string(),
  number: z.number().check(z.int()),
  packageName: z.string(),
  services: z.array(z.string()),
  customer: z.nullable(person),
  writer: z.nullable(person),
  statusPercentage: z.number().check(z.int()),
  invoicePrice: z.number().check(z.int()),
  invoiceCurrency: z.string(),
  hidden: z.boolean(),
  overdue: z.boolean(),
  /** Paid and waiting for a writer with room (automatic assignment). */
  waiting: z.boolean(),
  dueDate: z.nullable(z.string()),
  assignedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Why the current writer has it (the last assignment): `text` in English, as stored; the web writes it in the reader's language from the fields. */
  assignment: z.nullable(
    z.object({
      kind: z.enum(['automatic', 'admin']),
      text: z.string(),
      at: z.string(),
      by: z.nullable(z.string()),
      /** Automatic: the writer's open jobs when chosen, and how many writers could have taken it. */
      openJobs: z.nullable(z.number().check(z.int())),
      eligible: z.nullable(z.number().check(z.int())),
      /** Automatic: the writer's limits and jobs this week when chosen (null limit: none), for the full reason in the reader's language. */
      maxOpenJobs: z.nullable(z.number().check(z.int())),
      jobsThisWeek: z.nullable(z.number().check(z.int())),
      maxJobsPerWeek: z.nullable(z.number().check(z.int())),
      /** By an admin: whether another writer had it before. */
      reassigned: z.boolean(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersQuery = z
  .object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE))),
    status: z.optional(z.enum(ADMIN_ORDER_STATUSES)),
    writer: z.optional(idParam),
    from: z.optional(isoDay),
    to: z.optional(isoDay),
    overdue: z.optional(z.enum(['true', 'false'])),
    q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH))),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_ORDER_MESSAGES.dates, path: ['to'] }));
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const listAdminOrders = defineCall({
  method: 'GET',
  path: '/api/admin/orders',
  query: adminOrdersQuery,
  response: z.object({
    status: z.boolean(),
    data: z.array(adminOrderSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});

export const adminWriterSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  hasProfile: z.boolean(),
  services: z.array(z.string()),
  openJobs: z.number().check(z.int()),
  jobsThisWeek: z.number().check(z.int()),
  maxOpenJobs: z.nullable(z.number().check(z.int())),
  maxJobsPerWeek: z.nullable(z.number().check(z.int())),
});
export type AdminWriter = z.infer<typeof adminWriterSchema>;

/** The site's writers with their load (at most 500: the assign menu and the writer filter). */
export const listAdminWriters = defineCall({
  method: 'GET',
  path: '/api/admin/writers',
  response: z.object({ status: z.boolean(), data: z.array(adminWriterSchema) }),
});

const count = z.number().check(z.int(), z.nonnegative());

/**
 * The site's orders at a glance, for the admin's dashboard: those without a writer (of them, those
 * waiting in the automatic assignment's queue), open ones past their due date, in progress,
 * completed, and every order bought in this calendar month (`month`, UTC) and the one before. Each
 * number is the total of the admin's list filtered the same way, which the dashboard links to.
 */
export const adminOrderOverviewSchema = z.object({
  unassigned: count,
  waiting: count,
  overdue: count,
  open: count,
  completed: count,
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  boughtThisMonth: count,
  boughtLastMonth: count,
});
export type AdminOrderOverview = z.infer<typeof adminOrderOverviewSchema>;

export const getAdminOrderOverview = defineCall({
  method: 'GET',
  path: '/api/admin/orders/overview',
  response: z.object({ status: z.boolean(), data: adminOrderOverviewSchema }),
});

export const assignOrderWriter = defineCall({
  method: 'POST',
  path: '/api/admin/orders/assign',
  body: z.strictObject({ order_id: idParam, writer_id: idParam }),
  response: z.object({ status: z.boolean(), message: z.string(), order: adminOrderSchema }),
});

export const hideAdminOrder = defineCall({
  method: 'POST',
  path: '/api/admin/orders/hide',
  body: z.strictObject({ order_id: idParam, hidden: z.boolean() }),
  response: z.object({ status: z.boolean(), message: z.string(), order: adminOrderSchema }),
});
