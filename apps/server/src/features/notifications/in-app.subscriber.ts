import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { notifications } from '../../platform/db/schema';
import { EVENT_TYPES, type DomainEvent, type OrderEventType } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { EVENT_ACTIONS, eventLine } from './notification-texts';

/** The bell: one in-app notification row per event, for the user the event is for. */
export const inAppNotifications: Subscriber = {
  name: 'in-app-notifications',
  handles: EVENT_TYPES,
  async deliver(received: DomainEvent, db: Db) {
      if (!(EVENT_TYPES as readonly string[]).includes(received.type)) return;
      const event = received as Extract<DomainEvent, { type: OrderEventType }>;
    await db.insert(notifications).values({
      id: newId(),
      siteId: event.siteId,
      userId: event.recipientId,
      orderId: event.orderId,
      content: eventLine(event),
      data: { senderImg: event.actor?.img ?? null, senderName: event.actor?.name ?? null, senderPrefName: event.actor?.name ?? null, action: EVENT_ACTIONS[event.type], ...(event.type === 'due_date_set' ? { date: event.dueDate.slice(0, 10) } : {}) },
    });
  },
};
