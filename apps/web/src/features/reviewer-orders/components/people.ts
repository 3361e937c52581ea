import type { OrderListRow } from '@portal/domain/orders/types';

export type PersonLabel = { name: string; email: string };

export function customerLabel(order: OrderListRow): PersonLabel | null {
  if (!order.customer) return null;
  return { name: `${order.customer.firstName} ${order.customer.lastName}`.trim(), email: order.customerEmail ?? order.customer.email };
}

export function writerLabel(order: OrderListRow): PersonLabel | null {
  if (!order.writer) return null;
  return { name: `${order.writer.firstName} ${order.writer.lastName}`.trim(), email: order.writer.email };
}
