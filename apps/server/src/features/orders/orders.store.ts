import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import type { OrderRow } from './order-loader';

const visibleOf = (siteId: string, customerId: string) =>
  and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.hideOrder, false));

/** One page of a customer's visible orders, newest first (the number breaks ties of one instant). */
export async function listCustomerOrders(
  db: Db,
  siteId: string,
  customerId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(visibleOf(siteId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ n: count() }).from(orders).where(visibleOf(siteId, customerId));
  return { rows, total: totals?.n ?? 0 };
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
