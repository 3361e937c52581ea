import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { orderListRowSchema } from '../orders/types';
import { pageInfoShape, pageQueryShape } from '../paging';

export const DUE_DATE_SET_MESSAGE = 'Due Date Set Successfully!';

/** The writer's assigned orders, archived or not, newest first. */
export const listWriterOrders = defineCall({
  method: 'GET',
  path: '/api/writer/orders',
  query: z.object({
    archived: z.pipe(
      z.optional(z.enum(['true', 'false'])),
      z.transform((value) => value === 'true'),
    ),
    ...pageQueryShape,
  }),
  response: z.object({ status: z.boolean(), orders: z.array(orderListRowSchema), ...pageInfoShape }),
});

/** Moves an order in or out of the writer's archive (the writer's own view; nothing else changes). */
export const archiveWriterOrder = defineCall({
  method: 'PATCH',
  path: '/api/writer/orders/:id',
  params: z.object({ id: idParam }),
  body: z.strictObject({ archived: z.boolean() }),
  response: z.object({ status: z.boolean() }),
});

/**
 * The due date is a calendar day (`YYYY-MM-DD`), the day the writer picked in their own time zone;
 * `clientId` is the site's client id, as the spec's body carries it.
 */
export const setDueDate = defineCall({
  method: 'PATCH',
  path: '/api/writer/orders/set-due-date',
  body: z.strictObject({
    orderId: idParam,
    clientId: z.string().check(z.minLength(1), z.maxLength(200)),
    /**
     * A calendar day, `YYYY-MM-DD`; an ISO 8601 date-time (an API client's natural choice) is also
     * accepted and means the calendar day written in it, whatever its offset.
     */
    dueDate: z.pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: 'Enter a valid date' }),
      z.transform((value) => value.slice(0, 10)),
    ),
  }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const writerOrderCounts = defineCall({
  method: 'GET',
  path: '/api/writer/home-page/orders',
  response: z.object({
    status: z.boolean(),
    total: z.number().check(z.int()),
    pending: z.number().check(z.int()),
    completed: z.number().check(z.int()),
  }),
});

/** Orders per month (`YYYY-MM`), the last months up to and including the current one, zero-filled. */
export const writerMonthlyOrders = defineCall({
  method: 'GET',
  path: '/api/writer/home-page/orders/monthly',
  response: z.object({ status: z.boolean(), data: z.record(z.string(), z.number().check(z.int())) }),
});
