import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@portal/domain/notifications/calls';
import type { Db } from '../../platform/db/database';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { clearOwnNotifications, pageOfNotifications, type Owner } from './notifications.store';

type Row = Awaited<ReturnType<typeof pageOfNotifications>>['rows'][number];

/** A row as the bell shows it; `data` was written by the in-app subscriber, read defensively. */
function notificationJson(row: Row): Notification {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    _id: row.id,
    order_id: row.orderId,
    contant: row.content,
    data: {
      senderImg: text(data.senderImg),
      senderName: text(data.senderName),
      senderPrefName: text(data.senderPrefName),
      action: text(data.action) ?? 'other',
      ...(typeof data.date === 'string' ? { date: data.date } : {}),
      // A chat message's first words and, in a writer's chat with the admins, whose chat it is;
      // an invoice's number and amount: the screen says them in the reader's language.
      ...(typeof data.preview === 'string' ? { preview: data.preview } : {}),
      ...(typeof data.writerId === 'string' ? { writerId: data.writerId } : {}),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The signed-in user's own notifications: listing and clearing. Nothing here takes a user id from
 * the request; the owner is always the caller, so another user's notification is simply not there.
 */
export class NotificationsService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  private owner(actor: Actor): Owner {
    return { siteId: actor.site.id, userId: actor.user.id };
  }

  async list(actor: Actor, request: { page?: number | undefined; limit?: number | undefined }) {
    const page = request.page ?? 1;
    const limit = request.limit ?? NOTIFICATIONS_PAGE_SIZE;
    const { rows, total } = await pageOfNotifications(this.db, this.owner(actor), { limit, offset: (page - 1) * limit });
    const hasMore = rows.length > limit;
    return { notifications: rows.slice(0, limit).map(notificationJson), total, page, limit, hasMore };
  }

  /** Clears those of `ids` that are the caller's; answers the first page as it now is. */
  async clear(actor: Actor, ids: readonly string[]) {
    await clearOwnNotifications(this.db, this.owner(actor), [...new Set(ids)]);
    const first = await this.list(actor, {});
    return { newNotifications: first.notifications, total: first.total };
  }
}
