import { and, desc, eq } from 'drizzle-orm';
import { ORDER_NOTIFICATIONS_LIMIT, type OrderNotification, type StaffOrderDetail } from '@portal/domain/writer-orders/detail-calls';
import type { Db } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { loadOrderFor, orderToJson } from '../orders';

/**
 * The order overview of the people working an order: its assigned writer, the site's reviewers
 * (read-only) and admins. `loadOrderFor` decides who may see it; the route keeps customers out,
 * since they have their own overview call.
 */
export class WriterOrderDetailService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  async detail(actor: Actor, orderId: string): Promise<StaffOrderDetail> {
    const row = await loadOrderFor(this.db, actor, orderId);
    return {
      status_code: 200,
      status: true,
      order: await orderToJson(this.db, row),
      sortedNotifications: await callerNotifications(this.db, actor, row.id),
    };
  }
}

/** Only what was addressed to the caller: another person's notices about the same order stay theirs. */
async function callerNotifications(db: Db, actor: Actor, orderId: string): Promise<OrderNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.siteId, actor.site.id), eq(notifications.userId, actor.user.id), eq(notifications.orderId, orderId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ORDER_NOTIFICATIONS_LIMIT);
  return rows.map((n) => ({
    _id: n.id,
    order_id: n.orderId,
    contant: n.content,
    createdAt: n.createdAt.toISOString(),
    data: isRecord(n.data) ? n.data : {},
  }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
