import { z } from 'zod/mini';
import { orderStatusSchema } from '../auth/calls';
import { defineCall, idParam } from '../call';
import { pageInfoShape, pageQueryShape } from '../paging';
import { EXPERIENCE_LEVEL_KEYS, INDUSTRY_NAMES, INITIAL_QUESTION_MESSAGES, MAX_INDUSTRIES, MIN_INDUSTRIES } from './industries';
import { orderListRowSchema, orderViewSchema } from './types';

// The customer's own orders: the list (paged, or status-only for the redirects), one order, the
// initial questions, the completion modal's "don't show again" and the external feedback answer.

const orderId = z.object({ id: idParam });

export const customerOrdersPageSchema = z.object({
  status: z.boolean(),
  orders: z.array(orderListRowSchema),
  ...pageInfoShape,
});
export type CustomerOrdersPage = z.infer<typeof customerOrdersPageSchema>;

export const customerOrderStatusesSchema = z.object({ status: z.boolean(), orders: z.array(orderStatusSchema) });
export type CustomerOrderStatuses = z.infer<typeof customerOrderStatusesSchema>;

/**
 * `?include=statusOnly` answers every visible order as `{ _id, statusPercentage }` (oldest first, as
 * the redirect rules read them); otherwise a page of list rows, newest first, with the total.
 */
export const listCustomerOrders = defineCall({
  method: 'GET',
  path: '/api/customer/orders',
  query: z.object({
    include: z.optional(z.literal('statusOnly', 'include may only be statusOnly')),
    ...pageQueryShape,
  }),
  response: z.union([customerOrdersPageSchema, customerOrderStatusesSchema]),
});

export function isOrdersPage(res: CustomerOrdersPage | CustomerOrderStatuses): res is CustomerOrdersPage {
  return 'total' in res;
}

export const getCustomerOrder = defineCall({
  method: 'GET',
  path: '/api/customer/orders/:id',
  params: orderId,
  response: z.object({
    status: z.boolean(),
    order: orderViewSchema,
    invoice: z.object({ price: z.number() }),
    /** The currency the order was paid in: formats its price and decides whether a tip can be paid by card. */
    clientCurrencyType: z.string(),
  }),
});
export type CustomerOrderDetail = z.output<typeof getCustomerOrder.response>;

const { industriesRange, experienceRequired } = INITIAL_QUESTION_MESSAGES;

/** The same rules as `initialQuestionAnswersSchema`, with the spec's message for every way of getting it wrong. */
export const initialQuestionsBodySchema = z.strictObject({
  customer_industries: z.array(z.enum(INDUSTRY_NAMES, industriesRange), industriesRange).check(
    z.minLength(MIN_INDUSTRIES, industriesRange),
    z.maxLength(MAX_INDUSTRIES, industriesRange),
    z.refine((names) => new Set(names).size === names.length, industriesRange),
  ),
  years_of_experience: z.enum(EXPERIENCE_LEVEL_KEYS, experienceRequired),
});

export const saveInitialQuestions = defineCall({
  method: 'PATCH',
  path: '/api/customer/orders/:orderId',
  params: z.object({ orderId: idParam }),
  body: initialQuestionsBodySchema,
  response: z.object({ statusCode: z.literal(200), status: z.boolean(), message: z.string() }),
});

export const setOrderNoShow = defineCall({
  method: 'PATCH',
  path: '/api/customer/orders/noShow/:id',
  params: orderId,
  body: z.strictObject({
    noShowCheck: z.boolean(),
    /** Sent by the spec's client; the site comes from the host, so it is accepted and not trusted. */
    clientId: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: z.object({ status: z.boolean() }),
});

export const saveOrderFeedback = defineCall({
  method: 'PATCH',
  path: '/api/orders/:id/save-feedback',
  params: orderId,
  body: z.strictObject({ status: z.boolean() }),
  response: z.object({ status: z.boolean() }),
});
