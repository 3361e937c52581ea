import { and, eq, inArray } from 'drizzle-orm';
import type { ConversationRef } from '@portal/domain/chat/live';
import type { Db } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import { loadOrderFor, mayOpenOrder, ORDER_NOT_FOUND } from '../orders';
import type { OrderChatFacts, Place } from './chat.store';

export const CHAT_NOT_FOUND = 'Chat not found';

/** What a caller may do in one conversation, and who else is in it. */
export type ChatAccess = {
  place: Place;
  canSend: boolean;
  /** Why sending is refused, when it is. */
  closedReason: string | null;
  /** Members other than admins told of each message (the order's customer and writer; the writer of a staff chat). */
  members: string[];
  /** Whether every admin of the site is told too (a writer's chat with the admins). */
  tellsAdmins: boolean;
  orderNumber: number | null;
};

/**
 * The chat's rules (spec 000 section 4, spec 001 section 4, the issue's rules): an order's chat is
 * open to the order's customer, its assigned writer and the site's admins (whoever may see the order,
 * by `loadOrderFor`, the one "404 unless it is yours" rule), reviewers read it and never write, it is
 * closed until a writer is assigned and absent when the site disables it. A writer's chat with the
 * admins is theirs and the admins'. Everything else is "not found", exactly as a missing chat.
 */
export async function chatAccess(db: Db, actor: Actor, ref: ConversationRef): Promise<ChatAccess> {
  const { user, site } = actor;
  if (ref.chatType === 'writerToCustomer') {
    if (site.config?.website_settings?.disable_writer_customer_chat) throw notFound(CHAT_NOT_FOUND);
    return orderChatAccess(actor, await loadOrderFor(db, actor, ref.order_id));
  }
  if (user.role === 'writer') {
    if (ref.userId !== user.id) throw notFound(CHAT_NOT_FOUND);
  } else if (user.role === 'admin') {
    const [writer] = await db.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.id, ref.userId), eq(users.role, 'writer'))).limit(1);
    if (!writer) throw notFound(CHAT_NOT_FOUND);
  } else {
    throw new AppError('forbidden', 'Only writers and admins use this chat');
  }
  return { place: { kind: 'staff', writerId: ref.userId }, canSend: true, closedReason: null, members: [ref.userId], tellsAdmins: true, orderNumber: null };
}

/**
 * The rules of an order's chat on the order's row, wherever it was read (`loadOrderFor` when a chat
 * is opened; the send's own statement, under the conversation's lock, when a message is sent).
 */
export function orderChatAccess(actor: Actor, order: OrderChatFacts | null): ChatAccess {
  if (actor.site.config?.website_settings?.disable_writer_customer_chat) throw notFound(CHAT_NOT_FOUND);
  if (!order || !mayOpenOrder(actor.user, order)) throw notFound(ORDER_NOT_FOUND);
  const members = [order.customerId, ...(order.writerId ? [order.writerId] : [])];
  const closedReason = !order.writerId ? 'The chat opens once a writer is assigned to this order.' : actor.user.role === 'reviewer' ? 'Reviewers can read this chat but not write in it.' : null;
  return { place: { kind: 'order', orderId: order.id }, canSend: closedReason === null, closedReason, members, tellsAdmins: false, orderNumber: order.number };
}

/** The admins of the site, told of every message in a writer's chat with them (a handful of people). */
export async function siteAdmins(db: Db, siteId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.siteId, siteId), eq(users.role, 'admin'))).limit(50);
  return rows.map((r) => r.id);
}

/** The people a conversation shows (the spec's `writers` of all_messages): names and pictures. */
export async function peopleOf(db: Db, siteId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, profileImg: users.profileImg })
    .from(users)
    .where(and(eq(users.siteId, siteId), inArray(users.id, [...ids])));
  return rows.map((r) => ({ _id: r._id, name: `${r.firstName} ${r.lastName}`.trim(), role: r.role, profileImg: r.profileImg }));
}
