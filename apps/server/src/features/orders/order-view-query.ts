import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompletedTask } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { orders, users } from '../../platform/db/schema';
import type { OrderViewRow } from './order-json';

const customerUser = alias(users, 'customer_user');
const writerUser = alias(users, 'writer_user');
const person = (u: typeof customerUser | typeof writerUser) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, profileImg: u.profileImg });
// The contract's signature (its drawn image among it) is shown on the contract screen only.
const { contractSignature: _signature, ...orderColumns } = getTableColumns(orders);
/** The view of an order in one query: its people joined, its done tasks as a JSON array (the lists read `order-list-rows.ts` instead). */
const viewColumns = {
  ...orderColumns,
  customerPerson: person(customerUser),
  writerPerson: person(writerUser),
  tasks: sql<CompletedTask[]>`coalesce((
    SELECT json_agg(json_strip_nulls(json_build_object('taskId', ct.task_id, 'serviceId', ct.service_id, 'serviceType', ct.service_type)))
    FROM completed_tasks ct WHERE ct.order_id = ${orders.id}), '[]'::json)`,
};

/** Orders with what their view shows, in one query: the caller adds `where`, order and limit. */
export function selectOrderViews(db: Db) {
  return db
    .select(viewColumns)
    .from(orders)
    .leftJoin(customerUser, eq(customerUser.id, orders.customerId))
    .leftJoin(writerUser, eq(writerUser.id, orders.writerId))
    .$dynamic();
}

/**
 * The rows as views are mapped from them. Drizzle answers null for a left-joined person whose
 * columns are all null (no writer yet), which its types leave out.
 */
export const asOrderViewRows = (rows: Awaited<ReturnType<typeof selectOrderViews>>) => rows as OrderViewRow[];
