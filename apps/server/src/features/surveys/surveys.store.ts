import { and, eq } from 'drizzle-orm';
import type { Answers } from '@portal/domain/questionnaires/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { questionnaires, surveyResponses } from '../../platform/db/schema';
import { lockSurveyState, markSurveySubmitted } from '../orders';

export async function findSurvey(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select({ id: questionnaires.id, name: questionnaires.name, fields: questionnaires.fields })
    .from(questionnaires)
    .where(and(eq(questionnaires.siteId, siteId), eq(questionnaires.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the answers and marks the order's survey submitted, once: the order row is locked so two
 * submissions at the same moment cannot both pass. False when it was already submitted.
 */
export async function saveSurveyResponse(db: Db, siteId: string, orderId: string, surveyId: string, answers: Answers): Promise<boolean> {
  return db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockSurveyState(db, { siteId, orderId });
    if (!order || order.surveySubmitted) return false;
    const inserted = await tx
      .insert(surveyResponses)
      .values({ id: newId(), siteId, orderId, surveyId, answers })
      .onConflictDoNothing()
      .returning({ id: surveyResponses.id });
    if (inserted.length === 0) return false;
    await markSurveySubmitted(db, { siteId, orderId });
    return true;
  });
}
