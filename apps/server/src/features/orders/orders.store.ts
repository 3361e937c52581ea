import { and, eq, sql } from 'drizzle-orm';
import type { ResolvedPage } from '@portal/domain/paging';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import type { OrderListRowData } from './order-list-rows';
import { listedOrders, orderList, pageOfOrders } from './order-paging';

const visible = listedOrders(eq(orders.customerId, sql.placeholder('customerId')));
// The total is counted on the customer's index: a customer has a handful of orders, however large the site.
const customerOrders = orderList('customer_orders', { listed: visible, total: sql`SELECT count(*) FROM ${orders} WHERE ${visible}` });

/** One page of a customer's visible orders, newest first, and how many there are. */
export async function listCustomerOrders(db: Db, siteId: string, customerId: string, page: ResolvedPage): Promise<{ rows: OrderListRowData[]; total: number }> {
  return pageOfOrders(db, customerOrders, { siteId, customerId }, page);
}

const byId = (siteId: string, orderId: string) => and(eq(orders.siteId, siteId), eq(orders.id, orderId));

export async function setInitialAnswers(db: Db, siteId: string, orderId: string, answers: { industries: string[]; experience: string }) {
  await db
    .update(orders)
    .set({ customerIndustries: answers.industries, yearsOfExperience: answers.experience, updatedAt: new Date() })
    .where(byId(siteId, orderId));
}

export async function setNoShowCheck(db: Db, siteId: string, orderId: string, noShowCheck: boolean) {
  await db.update(orders).set({ noShowCheck, updatedAt: new Date() }).where(byId(siteId, orderId));
}

export async function setSurveySubmitted(db: Db, siteId: string, orderId: string, submitted: boolean) {
  await db.update(orders).set({ surveySubmitted: submitted, updatedAt: new Date() }).where(byId(siteId, orderId));
}
