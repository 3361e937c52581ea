import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { orderViewSchema } from '../orders/types';

/** How many of the caller's notifications about the order the overview carries. */
export const ORDER_NOTIFICATIONS_LIMIT = 20;

/**
 * One in-app notification as the spec names it (`contant` is the spec's spelling). `data` carries
 * who caused it and what happened; other keys a feature adds are passed through.
 */
export const orderNotificationSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  contant: z.string(),
  createdAt: z.string(),
  data: z.looseObject({
    senderImg: z.nullish(z.string()),
    senderName: z.optional(z.string()),
    senderPrefName: z.optional(z.string()),
    action: z.optional(z.string()),
  }),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;

/**
 * The order overview of writers, reviewers and admins. The order always carries its writer
 * (`order.writer`); `includeWriter=true` is the spec's way for a reviewer to ask for it and is
 * accepted so that call keeps working. `sortedNotifications` are the caller's own notifications
 * about this order, newest first, at most `ORDER_NOTIFICATIONS_LIMIT`.
 */
export const getStaffOrder = defineCall({
  method: 'GET',
  path: '/api/writer/orders/:id',
  params: z.object({ id: idParam }),
  query: z.object({
    includeWriter: z.optional(z.enum(['true', 'false'], 'includeWriter may only be true or false')),
  }),
  response: z.object({
    status_code: z.literal(200),
    status: z.boolean(),
    order: orderViewSchema,
    sortedNotifications: z.array(orderNotificationSchema),
  }),
});
export type StaffOrderDetail = z.output<typeof getStaffOrder.response>;
