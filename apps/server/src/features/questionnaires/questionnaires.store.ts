import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { additionalQuestionnaires, completedTasks, drafts, orderDocuments, questionnaires } from '../../platform/db/schema';

export async function findQuestionnaire(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select({ id: questionnaires.id, name: questionnaires.name, kind: questionnaires.kind, isDefault: questionnaires.isDefault, fields: questionnaires.fields })
    .from(questionnaires)
    .where(and(eq(questionnaires.siteId, siteId), eq(questionnaires.id, id)))
    .limit(1);
  return row ?? null;
}

/** The writer's follow-up for one order service, once published (a draft is the writer's own). */
export async function findPublishedFollowUp(db: Db, siteId: string, orderId: string, serviceId: string) {
  const [row] = await db
    .select({ id: additionalQuestionnaires.id, fields: additionalQuestionnaires.fields })
    .from(additionalQuestionnaires)
    .where(
      and(
        eq(additionalQuestionnaires.siteId, siteId),
        eq(additionalQuestionnaires.orderId, orderId),
        eq(additionalQuestionnaires.serviceId, serviceId),
        eq(additionalQuestionnaires.status, 'published'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findTask(db: Db, siteId: string, orderId: string, serviceId: string, taskId: string) {
  const [row] = await db
    .select({ data: completedTasks.data, createdAt: completedTasks.createdAt })
    .from(completedTasks)
    .where(
      and(
        eq(completedTasks.siteId, siteId),
        eq(completedTasks.orderId, orderId),
        eq(completedTasks.serviceId, serviceId),
        eq(completedTasks.taskId, taskId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the writer delivered a draft or a final document for the service after `since`. */
export async function workDeliveredSince(db: Db, siteId: string, orderId: string, serviceId: string, since: Date): Promise<boolean> {
  const [draft] = await db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.siteId, siteId), eq(drafts.orderId, orderId), eq(drafts.serviceId, serviceId), gt(drafts.createdAt, since)))
    .limit(1);
  if (draft) return true;
  const [document] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.siteId, siteId),
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.serviceId, serviceId),
        inArray(orderDocuments.kind, ['final', 'linkedin']),
        gt(orderDocuments.updatedAt, since),
      ),
    )
    .limit(1);
  return document !== undefined;
}
