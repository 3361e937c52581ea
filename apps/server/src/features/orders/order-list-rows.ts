import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderListRow } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { orders, users } from '../../platform/db/schema';

const customerUser = alias(users, 'customer_user');
const writerUser = alias(users, 'writer_user');
const person = (u: typeof customerUser | typeof writerUser) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });

/**
 * What a list row shows of each order, and nothing more: the package snapshot is read in the
 * database down to its name and its services' ids and names, so neither its modules and
 * downloadables nor the order's done tasks travel to the server, get mapped and checked, or are
 * written out per row.
 */
const rowColumns = {
  id: orders.id,
  number: orders.number,
  packageName: sql<string>`coalesce(${orders.package} ->> 'packageName', '')`,
  services: sql<OrderListRow['package']['packageServices']>`coalesce((
    SELECT json_agg(json_build_object('_id', s ->> '_id', 'serviceName', s ->> 'serviceName'))
    FROM jsonb_array_elements(${orders.package} -> 'packageServices') AS s), '[]'::json)`,
  statusPercentage: orders.statusPercentage,
  createdAt: orders.createdAt,
  dueDate: orders.dueDate,
  invoicePrice: orders.invoicePrice,
  invoiceCurrency: orders.invoiceCurrency,
  writerArchived: orders.writerArchived,
  customerPerson: person(customerUser),
  writerPerson: person(writerUser),
};

type Person = { id: string; firstName: string; lastName: string; email: string };
/** A list row as read. A left-joined person whose columns are all null (no writer yet) is null. */
export type OrderListRowData = {
  id: string;
  number: number;
  packageName: string;
  services: OrderListRow['package']['packageServices'];
  statusPercentage: number;
  createdAt: Date;
  dueDate: Date | null;
  invoicePrice: number;
  invoiceCurrency: string;
  writerArchived: boolean;
  customerPerson: Person | null;
  writerPerson: Person | null;
};

/** Orders as list rows, with `extra` columns beside them (a list's total): the caller adds `where`, order and limit. */
export function selectOrderListRowsWith<E extends Record<string, SQL.Aliased>>(db: Db, extra: E) {
  return db
    .select({ ...rowColumns, ...extra })
    .from(orders)
    .leftJoin(customerUser, eq(customerUser.id, orders.customerId))
    .leftJoin(writerUser, eq(writerUser.id, orders.writerId))
    .$dynamic();
}

const personJson = (p: Person) => ({ _id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email });

/** The rows as the list calls answer them, with the spec's field names. */
export function orderListRows(rows: OrderListRowData[]): OrderListRow[] {
  return rows.map((row) => {
    const writer = row.writerPerson;
    const customer = row.customerPerson;
    return {
      _id: row.id,
      number: row.number,
      package: { packageName: row.packageName, packageServices: row.services },
      statusPercentage: row.statusPercentage,
      createdAt: row.createdAt.toISOString(),
      dueDate: row.dueDate?.toISOString() ?? null,
      writerName: writer ? `${writer.firstName} ${writer.lastName}` : null,
      writer: writer ? personJson(writer) : null,
      customer: customer ? personJson(customer) : null,
      customerEmail: customer?.email,
      invoiceCurrency: row.invoiceCurrency,
      invoicePrice: row.invoicePrice,
      writerArchived: row.writerArchived,
    };
  });
}
