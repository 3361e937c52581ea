import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import * as t from '../platform/db/schema';
import type { OrderDomainEvent } from '../platform/events/domain-events';
import { inAppNotifications } from '../features/notifications';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the demo's bells hold: the rows the events of the demo orders' stories would have left,
 * written by the same subscriber, dated when those steps happened.
 */
export async function seedNotifications(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const customer = users['customer@example.com']!;
  const writer = users['writer@example.com']!;
  const rows = await db.select({ id: t.orders.id, number: t.orders.number }).from(t.orders).where(and(eq(t.orders.siteId, siteId), inArray(t.orders.number, [1002, 1003, 1004])));
  const byNumber = new Map(rows.map((r) => [r.number, r.id]));
  const wendy = { id: writer, name: 'Wendy Parker', img: null };
  const jordan = { id: customer, name: 'Jordan Lee', img: null };
  const at = (number: number, recipientId: string, actor: typeof wendy) => ({ siteId, orderId: byNumber.get(number)!, orderNumber: number, recipientId, actor });
  const story: { event: OrderDomainEvent; daysAgo: number }[] = [
    { event: { type: 'final_delivered', ...at(1004, customer, wendy) }, daysAgo: 12 },
    { event: { type: 'order_completed', ...at(1004, customer, wendy) }, daysAgo: 12 },
    { event: { type: 'writer_assigned', ...at(1002, customer, wendy) }, daysAgo: 3 },
    { event: { type: 'draft_uploaded', ...at(1003, customer, wendy) }, daysAgo: 2 },
    { event: { type: 'due_date_set', ...at(1003, customer, wendy), dueDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) }, daysAgo: 2 },
    { event: { type: 'revision_requested', ...at(1004, writer, jordan) }, daysAgo: 18 },
  ];
  const dated = new Set<string>();
  for (const { event, daysAgo } of story) {
    await inAppNotifications({ notifyUser: async () => {} }).deliver(event, db); // nobody is online while the demo is made
    // Dated when the step happened: the recipient's row not dated yet is the one just written.
    const mine = await db.select({ id: t.notifications.id }).from(t.notifications).where(eq(t.notifications.userId, event.recipientId));
    const fresh = mine.map((row) => row.id).filter((id) => !dated.has(id));
    await db.update(t.notifications).set({ createdAt: new Date(Date.now() - daysAgo * DAY) }).where(inArray(t.notifications.id, fresh));
    fresh.forEach((id) => dated.add(id));
  }
}

