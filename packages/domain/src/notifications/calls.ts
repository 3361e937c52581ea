import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

/**
 * The bell and the notifications page (spec 002 sections 2.8, 2.10 and 7.4). A notification stays
 * until its user clears it; the list is what is not cleared yet, newest first. `order_id` is an
 * order's id, or the word `invoices` for a payment matter. `contant` (sic: the field's published
 * name) is the line in English; `data.action` names the event so the screen can say it in the
 * reader's language.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** A clear-all names the notifications it clears (those the user saw), at most this many at once. */
export const CLEAR_MAX = 200;
export const INVOICES_TARGET = 'invoices';
/** A message in a writer's chat with the admins: it leads to the chat (the writer's page, the admin's list). */
export const CHAT_TARGET = 'chat';

/** What a notification says happened: the server writes one of these, the web translates each. */
export const NOTIFICATION_ACTIONS = [
  'new_draft',
  'draft_approved',
  'draft_rejected',
  'revision_requested',
  'final_delivered',
  'linkedin_delivered',
  'order_completed',
  'due_date',
  'writer_assigned',
  'follow_up_sent',
  'follow_up_answered',
  'chat_message',
  'invoice_issued',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  contant: z.string(),
  data: z.object({
    senderImg: z.nullable(z.string()),
    senderName: z.nullable(z.string()),
    senderPrefName: z.nullable(z.string()),
    action: z.string(),
    /** The date an event names (a due date), as YYYY-MM-DD, for the translated line. */
    date: z.optional(z.string()),
    /** The writer whose chat with the admins a message was written in. */
    writerId: z.optional(z.string()),
    /** A chat message's first words (or its file's name). */
    preview: z.optional(z.string()),
  }),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationList = {
  status: z.boolean(),
  /** The page asked for (the first page of NOTIFICATIONS_PAGE_SIZE by default). */
  notifications: z.array(notificationSchema),
  /** How many are not cleared, all pages together: the bell's count. */
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  limit: z.number().check(z.int()),
  hasMore: z.boolean(),
};

export const listNotifications = defineCall({
  method: 'GET',
  path: '/api/notifications',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int('Page must be a whole number'), z.gte(1, 'Page starts at 1'), z.lte(10_000))),
    limit: z.optional(z.coerce.number().check(z.int('Limit must be a whole number'), z.gte(1), z.lte(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`))),
  }),
  response: z.object(notificationList),
});

/** After a clear: the first page as it is now, so every open list replaces its own with it. */
const afterClear = z.object({ status: z.boolean(), newNotifications: z.array(notificationSchema), total: z.number().check(z.int()) });

export const clearNotifications = defineCall({
  method: 'PATCH',
  path: '/api/clear-notifications',
  body: z.strictObject({
    notificationsIds: z.array(idParam).check(z.minLength(1, 'Name at least one notification'), z.maxLength(CLEAR_MAX, `At most ${CLEAR_MAX} at once`)),
  }),
  response: afterClear,
});

export const clearSingleNotification = defineCall({
  method: 'PATCH',
  path: '/api/clear-single-notifications',
  body: z.strictObject({ notificationsId: idParam }),
  response: afterClear,
});

/** Where a notification leads (spec 002 2.10). */
export function notificationTarget(notification: Pick<Notification, 'order_id' | 'data'>, role?: string): string {
  if (notification.order_id === INVOICES_TARGET) return '/invoices';
  if (notification.order_id === CHAT_TARGET) return role === 'admin' && notification.data.writerId ? `/chats?writer=${encodeURIComponent(notification.data.writerId)}` : '/chat';
  return `/orders/view/${encodeURIComponent(notification.order_id)}`;
}
