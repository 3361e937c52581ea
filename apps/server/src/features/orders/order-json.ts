import { inArray } from 'drizzle-orm';
import type { CompletedTask, OrderPackage, OrderView, RevisionData } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import type { OrderRow } from './order-loader';
import { listTasks } from './order-tasks';

export type OrderJson = OrderView;

export type Person = { id: string; firstName: string; lastName: string; email: string; profileImg: string | null };
/** An order row with what its view names beside it: its people and its done tasks. */
export type OrderViewRow = Omit<OrderRow, 'contractSignature'> & { customerPerson: Person | null; writerPerson: Person | null; tasks: CompletedTask[] };

/**
 * Orders as the spec's screens read them (`_id`, `statusPercentage`, `completed_tasks`, ...), for a
 * page of rows at once: one query for their tasks, one for the people named on them. The order
 * screens read all of it in one query instead (`loadOrderViewFor`) and map it with `orderViews`;
 * the lists answer slimmer rows (`order-list-rows.ts`).
 */
export async function ordersToJson(db: Db, rows: OrderRow[]): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  const tasks = await listTasks(db, rows.map((r) => r.id));
  const peopleIds = [...new Set(rows.flatMap((r) => [r.customerId, r.writerId].filter((x): x is string => Boolean(x))))];
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImg: users.profileImg })
    .from(users)
    .where(inArray(users.id, peopleIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  return orderViews(
    rows.map((row) => ({
      ...row,
      customerPerson: byId.get(row.customerId) ?? null,
      writerPerson: row.writerId ? (byId.get(row.writerId) ?? null) : null,
      tasks: tasks
        .filter((t) => t.orderId === row.id)
        .map((t) => ({ taskId: t.taskId, serviceId: t.serviceId, ...(t.serviceType ? { serviceType: t.serviceType } : {}) })),
    })),
  );
}

export function orderViews(rows: OrderViewRow[]): OrderJson[] {
  return rows.map((row) => {
    const writer = row.writerPerson;
    const customer = row.customerPerson;
    const completed = row.tasks;
    return {
      _id: row.id,
      number: row.number,
      package: row.package as OrderPackage,
      statusPercentage: row.statusPercentage,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      assignedAt: row.assignedAt?.toISOString() ?? null,
      dueDate: row.dueDate?.toISOString() ?? null,
      writerName: writer ? `${writer.firstName} ${writer.lastName}` : null,
      writer: writer ? { _id: writer.id, firstName: writer.firstName, lastName: writer.lastName, email: writer.email, profile_img: writer.profileImg } : null,
      customer: customer ? { _id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null,
      customerEmail: customer?.email,
      invoiceCurrency: row.invoiceCurrency,
      invoicePrice: row.invoicePrice,
      hideOrder: row.hideOrder,
      writerArchived: row.writerArchived,
      contract_signed: row.contractSigned,
      tipByCustomer: row.tipByCustomer !== null && row.tipByCustomer > 0,
      noShowCheck: row.noShowCheck,
      customer_industries: (row.customerIndustries as string[] | null) ?? undefined,
      years_of_experience: row.yearsOfExperience ?? undefined,
      revisionData: row.revisionData as RevisionData,
      completed_tasks: completed,
      surveySubmitted: row.surveySubmitted,
    };
  });
}

export async function orderToJson(db: Db, row: OrderRow): Promise<OrderJson> {
  const [json] = await ordersToJson(db, [row]);
  return json!;
}
