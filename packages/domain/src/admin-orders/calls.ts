import { z } from 'zod';
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

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31');
const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminOrderSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  packageName: z.string(),
  services: z.array(z.string()),
  customer: person.nullable(),
  writer: person.nullable(),
  statusPercentage: z.number().int(),
  invoicePrice: z.number().int(),
  invoiceCurrency: z.string(),
  hidden: z.boolean(),
  overdue: z.boolean(),
  /** Paid and waiting for a writer with room (automatic assignment). */
  waiting: z.boolean(),
  dueDate: z.string().nullable(),
  assignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Why the current writer has it (the last assignment), in English; `assignment.reason` for the web's words. */
  assignment: z
    .object({
      kind: z.enum(['automatic', 'admin']),
      text: z.string(),
      at: z.string(),
      by: z.string().nullable(),
      /** Automatic: the writer's open jobs when chosen, and how many writers could have taken it. */
      openJobs: z.number().int().nullable(),
      eligible: z.number().int().nullable(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    status: z.enum(ADMIN_ORDER_STATUSES).optional(),
    writer: idParam.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    overdue: z.enum(['true', 'false']).optional(),
    q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_ORDER_MESSAGES.dates, path: ['to'] });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const listAdminOrders = defineCall({
  method: 'GET',
  path: '/api/admin/orders',
  query: adminOrdersQuery,
  response: z.object({
    status: z.boolean(),
    data: z.array(adminOrderSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
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
  openJobs: z.number().int(),
  jobsThisWeek: z.number().int(),
  maxOpenJobs: z.number().int().nullable(),
  maxJobsPerWeek: z.number().int().nullable(),
});
export type AdminWriter = z.infer<typeof adminWriterSchema>;

/** The site's writers with their load (at most 500: the assign menu and the writer filter). */
export const listAdminWriters = defineCall({
  method: 'GET',
  path: '/api/admin/writers',
  response: z.object({ status: z.boolean(), data: z.array(adminWriterSchema) }),
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
