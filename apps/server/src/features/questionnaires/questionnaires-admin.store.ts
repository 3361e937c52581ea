import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { questionnaires } from '../../platform/db/schema';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireKind = QuestionnaireRow['kind'];

const ofKind = (siteId: string, kind: QuestionnaireKind) => and(eq(questionnaires.siteId, siteId), eq(questionnaires.kind, kind));

export async function pageQuestionnaires(db: Db, siteId: string, kind: QuestionnaireKind, archived: boolean, limit: number, offset: number): Promise<{ rows: QuestionnaireRow[]; total: number }> {
  const where = and(ofKind(siteId, kind), archived ? isNotNull(questionnaires.archivedAt) : isNull(questionnaires.archivedAt));
  const [rows, [total]] = await Promise.all([
    db.select().from(questionnaires).where(where).orderBy(desc(questionnaires.createdAt), desc(questionnaires.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(questionnaires).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOfKind(db: Db, siteId: string, kind: QuestionnaireKind, id: string): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(and(ofKind(siteId, kind), eq(questionnaires.id, id))).limit(1);
  return row ?? null;
}

/** The row, locked until the transaction ends, so two edits of one questionnaire make one successor. */
export async function lockOfKind(tx: Db, siteId: string, kind: QuestionnaireKind, id: string): Promise<QuestionnaireRow | null> {
  const [row] = await tx.select().from(questionnaires).where(and(ofKind(siteId, kind), eq(questionnaires.id, id))).for('update');
  return row ?? null;
}

export async function insertQuestionnaire(tx: Db, values: typeof questionnaires.$inferInsert): Promise<QuestionnaireRow> {
  const [row] = await tx.insert(questionnaires).values(values).returning();
  return row!;
}

export async function setQuestionnaireArchived(tx: Db, siteId: string, kind: QuestionnaireKind, id: string, archivedAt: Date | null): Promise<QuestionnaireRow | null> {
  const [row] = await tx.update(questionnaires).set({ archivedAt }).where(and(ofKind(siteId, kind), eq(questionnaires.id, id))).returning();
  return row ?? null;
}

/** The current questionnaires and surveys a service or package may name, by name (a site has a handful). */
export async function questionnaireChoices(db: Db, siteId: string, max: number): Promise<{ id: string; name: string; kind: QuestionnaireKind }[]> {
  return db
    .select({ id: questionnaires.id, name: questionnaires.name, kind: questionnaires.kind })
    .from(questionnaires)
    .where(and(eq(questionnaires.siteId, siteId), isNull(questionnaires.archivedAt)))
    .orderBy(asc(questionnaires.name))
    .limit(max);
}

/** Whether a package may name this survey: the site's own, a survey, and current. */
export async function isOfferedSurvey(db: Db, siteId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: questionnaires.id }).from(questionnaires).where(and(ofKind(siteId, 'survey'), eq(questionnaires.id, id), isNull(questionnaires.archivedAt))).limit(1);
  return row !== undefined;
}
