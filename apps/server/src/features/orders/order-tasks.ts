import { and, eq, sql } from 'drizzle-orm';
import { orderProgress } from '@portal/domain/orders/rules';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { completedTasks, orders } from '../../platform/db/schema';
import type { EventActor } from '../../platform/events/domain-events';
import type { Outbox } from '../../platform/events/outbox';

export type TaskInput = { taskId: string; serviceId: string; serviceType?: string | null; data?: unknown };
/** Where "order completed" goes when this task completes the order, and who completed it. */
export type TaskEvents = { outbox: Outbox; actor: EventActor | null };

/**
 * Records a module as done for a service (idempotent: doing it again replaces its data) and
 * recomputes the order's progress from the package and its tasks, in one transaction, so the
 * percentage can never disagree with the tasks. `completedAt` is set when it first reaches 100.
 */
export async function recordTask(db: Db, siteId: string, orderId: string, task: TaskInput, events: TaskEvents): Promise<{ statusPercentage: number }> {
  return db.transaction(async (tx) => {
    // Lock the order row: two tasks finishing at once must not both compute from stale tasks.
    const [order] = await tx
      .select({ package: orders.package, completedAt: orders.completedAt, number: orders.number, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw new Error(`order ${orderId} not found on site ${siteId}`);
    await tx
      .insert(completedTasks)
      .values({ id: newId(), siteId, orderId, taskId: task.taskId, serviceId: task.serviceId, serviceType: task.serviceType ?? task.taskId, data: task.data ?? null })
      .onConflictDoUpdate({
        target: [completedTasks.orderId, completedTasks.serviceId, completedTasks.taskId],
        set: { data: task.data ?? null, createdAt: sql`now()` },
      });
    const progress = await refreshProgress(tx as unknown as Db, siteId, orderId, order.package as OrderPackage, order.completedAt);
    // Completed by this very task: the event commits with it, once.
    if (progress.statusPercentage === 100 && !order.completedAt) {
      await events.outbox.append(tx as unknown as Db, { type: 'order_completed', siteId, orderId, orderNumber: order.number, recipientId: order.customerId, actor: events.actor });
    }
    return progress;
  });
}

/** Removes a task (a resubmission that must be answered again) and recomputes progress. */
export async function removeTask(db: Db, siteId: string, orderId: string, serviceId: string, taskId: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ package: orders.package, completedAt: orders.completedAt }).from(orders).where(and(eq(orders.siteId, siteId), eq(orders.id, orderId))).for('update');
    if (!order) throw new Error(`order ${orderId} not found on site ${siteId}`);
    await tx.delete(completedTasks).where(and(eq(completedTasks.orderId, orderId), eq(completedTasks.serviceId, serviceId), eq(completedTasks.taskId, taskId)));
    return refreshProgress(tx as unknown as Db, siteId, orderId, order.package as OrderPackage, order.completedAt);
  });
}

async function refreshProgress(db: Db, siteId: string, orderId: string, pkg: OrderPackage, completedAt: Date | null) {
  const tasks = await db.select({ taskId: completedTasks.taskId, serviceId: completedTasks.serviceId }).from(completedTasks).where(eq(completedTasks.orderId, orderId));
  const statusPercentage = orderProgress(pkg, tasks);
  await db
    .update(orders)
    .set({
      statusPercentage,
      completedAt: statusPercentage === 100 ? (completedAt ?? new Date()) : null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return { statusPercentage };
}

export async function listTasks(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: completedTasks.orderId, taskId: completedTasks.taskId, serviceId: completedTasks.serviceId, serviceType: completedTasks.serviceType, data: completedTasks.data })
    .from(completedTasks)
    .where(sql`${completedTasks.orderId} in ${orderIds}`);
}
