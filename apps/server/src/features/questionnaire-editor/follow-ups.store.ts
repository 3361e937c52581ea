import { and, eq, sql } from 'drizzle-orm';
import type { QuestionnaireField } from '@portal/domain/questionnaires/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { additionalQuestionnaires } from '../../platform/db/schema';

export type FollowUpKey = { siteId: string; orderId: string; serviceId: string };

const columns = { id: additionalQuestionnaires.id, status: additionalQuestionnaires.status, fields: additionalQuestionnaires.fields, updatedAt: additionalQuestionnaires.updatedAt };
export type FollowUpRow = { id: string; status: 'draft' | 'published'; fields: unknown; updatedAt: Date };

const byKey = (key: FollowUpKey) =>
  and(eq(additionalQuestionnaires.siteId, key.siteId), eq(additionalQuestionnaires.orderId, key.orderId), eq(additionalQuestionnaires.serviceId, key.serviceId));

export async function findFollowUp(db: Db, key: FollowUpKey, options: { lock?: boolean } = {}): Promise<FollowUpRow | null> {
  const query = db.select(columns).from(additionalQuestionnaires).where(byKey(key)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Writes the draft (creating the row on first save). A published follow-up is never overwritten:
 * the update applies only while the row is a draft, so null means it was already sent.
 */
export async function saveFollowUpDraft(db: Db, key: FollowUpKey, fields: QuestionnaireField[]): Promise<FollowUpRow | null> {
  const [row] = await db
    .insert(additionalQuestionnaires)
    .values({ id: newId(), ...key, status: 'draft', fields })
    .onConflictDoUpdate({
      target: [additionalQuestionnaires.orderId, additionalQuestionnaires.serviceId],
      set: { fields, updatedAt: sql`now()` },
      setWhere: eq(additionalQuestionnaires.status, 'draft'),
    })
    .returning(columns);
  return row ?? null;
}

export async function markFollowUpPublished(db: Db, key: FollowUpKey): Promise<FollowUpRow> {
  const [row] = await db
    .update(additionalQuestionnaires)
    .set({ status: 'published', updatedAt: sql`now()` })
    .where(byKey(key))
    .returning(columns);
  return row!;
}
