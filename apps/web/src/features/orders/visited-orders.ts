import { firstVisitTarget } from '@portal/domain/orders/rules';
import type { Order } from '@portal/domain/orders/types';
import { readStored, writeStored } from '../../platform/storage';

export const VISITED_ORDERS_KEY = 'visitedOrders';
// Enough for any customer's history; the oldest ids drop off so the entry cannot grow forever.
export const VISITED_ORDERS_LIMIT = 200;

export function visitedOrderIds(): string[] {
  const text = readStored(VISITED_ORDERS_KEY);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function hasVisitedOrder(orderId: string): boolean {
  return visitedOrderIds().includes(orderId);
}

export function rememberOrderVisit(orderId: string): void {
  const ids = visitedOrderIds().filter((id) => id !== orderId);
  ids.push(orderId);
  writeStored(VISITED_ORDERS_KEY, JSON.stringify(ids.slice(-VISITED_ORDERS_LIMIT)));
}

/**
 * The first time this browser shows an order, the customer may be sent straight to its first
 * module (spec 000 section 4). The visit is remembered either way, so it happens once per order;
 * a browser that cannot remember (storage disabled) is never redirected, rather than every time.
 */
export function firstVisitRedirect(order: Pick<Order, '_id' | 'package' | 'completed_tasks'>): string | null {
  if (hasVisitedOrder(order._id)) return null;
  rememberOrderVisit(order._id);
  if (!hasVisitedOrder(order._id)) return null;
  return firstVisitTarget(order);
}
