import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { notifications } from '../../platform/db/schema';
import { EVENT_TYPES, type DomainEvent, type OrderEventType } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import type { LiveServer } from '../../platform/live/live-server';
import { formatMoney } from '@portal/domain/money/rules';
import { CHAT_TARGET, INVOICES_TARGET } from '@portal/domain/notifications/calls';
import { EVENT_ACTIONS, eventLine } from './notification-texts';

/**
 * The bell: one in-app notification row per event (every order event, every chat message), for the
 * user the event is for; the user's open pages are told on commit to read their notifications again.
 */
export function inAppNotifications(live: Pick<LiveServer, 'notifyUser'>): Subscriber {
  // A chat's traffic makes a row per message: the rows of a batch go in one statement.
  const deliverMany = async (events: DomainEvent[], db: Db) => {
    const rows = events.flatMap((event) => {
      const row = notificationRow(event);
      return row ? [row] : [];
    });
    if (!rows.length) return;
    await db.insert(notifications).values(rows);
    for (const userId of new Set(rows.map((row) => row.userId))) await live.notifyUser(db, userId);
  };
  return {
    name: 'in-app-notifications',
    handles: [...EVENT_TYPES, 'chat_message', 'invoice_issued'],
    deliver: (event, db) => deliverMany([event], db),
    deliverMany,
  };
}

/** The bell's row for an event (none for the chat's mail batches). */
function notificationRow(event: DomainEvent): typeof notifications.$inferInsert | null {
  if (event.type === 'chat_unread') return null;
  if (event.type === 'invoice_issued') {
    const preview = `#${event.invoiceNumber} ${event.description} (${formatMoney(event.amount, event.currency, 'en')})`.slice(0, 200);
    return {
      id: newId(),
      siteId: event.siteId,
      userId: event.recipientId,
      orderId: INVOICES_TARGET,
      content: `A new invoice is waiting for you: ${preview}`.slice(0, 300),
      data: { senderImg: event.actor?.img ?? null, senderName: event.actor?.name ?? null, senderPrefName: event.actor?.name ?? null, action: 'invoice_issued', preview },
    };
  }
  if (event.type !== 'chat_message' && !(EVENT_TYPES as readonly string[]).includes(event.type)) return null; // a payment's receipt is mail only
  const sender = { senderImg: event.actor?.img ?? null, senderName: event.actor?.name ?? null, senderPrefName: event.actor?.name ?? null };
  if (event.type === 'chat_message') {
    return {
      id: newId(),
      siteId: event.siteId,
      userId: event.recipientId,
      // An order's chat leads to the order; a writer's chat with the admins to the chat page.
      orderId: event.orderId ?? CHAT_TARGET,
      content: `New message from ${event.actor?.name ?? 'your chat'}: ${event.preview}`.slice(0, 300),
      data: { ...sender, action: 'chat_message', preview: event.preview, ...(event.writerId ? { writerId: event.writerId } : {}) },
    };
  }
  const order = event as Extract<DomainEvent, { type: OrderEventType }>;
  return {
    id: newId(),
    siteId: order.siteId,
    userId: order.recipientId,
    orderId: order.orderId,
    content: eventLine(order),
    data: { ...sender, action: EVENT_ACTIONS[order.type], ...(order.type === 'due_date_set' ? { date: order.dueDate.slice(0, 10) } : {}) },
  };
}
