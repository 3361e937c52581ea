import type { Role } from '../auth/calls';
import type { Order } from './types';

// Where the app sends people, on its own: the web's guard needs it before any page, and the rest
// of the order rules (with dayjs) would come with it into every page's first download.

const segment = encodeURIComponent;

export const orderPaths = {
  view: (orderId: string) => `/orders/view/${segment(orderId)}`,
  questionnaire: (orderId: string, questionnaireId: string, serviceId: string) =>
    `/orders/questionnaire/${segment(orderId)}/${segment(questionnaireId)}/${segment(serviceId)}`,
  previousDocument: (serviceId: string, orderId: string) =>
    `/orders/previous-document/${segment(serviceId)}/${segment(orderId)}`,
  finalDocument: (serviceId: string, orderId: string) => `/orders/final-document/${segment(serviceId)}/${segment(orderId)}`,
  checkout: (packageId: string) => `/checkout?item=${segment(packageId)}`,
};

type ListedOrder = Pick<Order, '_id' | 'statusPercentage' | 'hideOrder'>;

export function visibleOrders<T extends Pick<Order, 'hideOrder'>>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.hideOrder !== true);
}

export function isOrderComplete(order: Pick<Order, 'statusPercentage'>): boolean {
  return order.statusPercentage === 100;
}

/**
 * Where `/` sends a customer: the dashboard for none or several open orders, the single open
 * order, or, when all are complete, the first order as listed. Hidden orders are ignored.
 */
export function rootRedirect(orders: readonly ListedOrder[]): string {
  const visible = visibleOrders(orders);
  const open = visible.filter((order) => !isOrderComplete(order));
  const target = open.length === 1 ? open[0] : open.length === 0 ? visible[0] : undefined;
  return target === undefined ? '/dashboard' : orderPaths.view(target._id);
}

/** Reviewers may not open the dashboard, so their home is the order list. */
export function staffHome(role: Exclude<Role, 'user'>): string {
  return role === 'reviewer' ? '/orders/list' : '/dashboard';
}

export function postLoginTarget(input: {
  role?: Role;
  pendingPackageId?: string | null;
  orders: readonly ListedOrder[];
}): string {
  if (input.role !== undefined && input.role !== 'user') return staffHome(input.role);
  if (input.pendingPackageId) return orderPaths.checkout(input.pendingPackageId);
  return rootRedirect(input.orders);
}
