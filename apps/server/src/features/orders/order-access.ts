import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import type { UserContext } from '../../platform/http/context';

export type OrderOwnership = { customerId: string; writerId: string | null; number?: number };

/**
 * Who may see an order: its customer, its assigned writer, and the site's reviewers (read-only)
 * and admins. Everyone else gets the same answer as for a missing order.
 */
export function maySeeOrder(user: UserContext, order: OrderOwnership): boolean {
  switch (user.role) {
    case 'user':
      return order.customerId === user.id;
    case 'writer':
      return order.writerId === user.id;
    case 'reviewer':
    case 'admin':
      return true;
  }
}

/**
 * Whether the caller may open the order: who may see it, except that a hidden order is not found for
 * its customer. `loadOrderFor` decides by it; a feature that reads the ownership columns in a
 * statement of its own (the chat, under its conversation's lock) decides by it too.
 */
export function mayOpenOrder(user: UserContext, order: OrderOwnership & { hideOrder: boolean }): boolean {
  return maySeeOrder(user, order) && !(user.role === 'user' && order.hideOrder);
}

export async function loadOwnership(db: Db, siteId: string, orderId: string): Promise<(OrderOwnership & { hideOrder: boolean }) | null> {
  const rows = await db
    .select({ customerId: orders.customerId, writerId: orders.writerId, number: orders.number, hideOrder: orders.hideOrder })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Whether one of the customer's orders (not hidden from them) was bought with a package that lists
 * this file among its downloadables, as the order's package snapshot has it: only its buyers may
 * fetch a package's guide or template.
 */
export async function customerBoughtDownloadable(db: Db, siteId: string, customerId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.customerId, customerId),
        eq(orders.hideOrder, false),
        sql`${orders.package} -> 'packageDownloadables' @> ${JSON.stringify([{ data: { key } }])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
