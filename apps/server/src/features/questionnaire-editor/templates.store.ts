import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { QuestionnaireField } from '@portal/domain/questionnaires/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { questionnaireTemplates } from '../../platform/db/schema';

type Status = 'draft' | 'published';

const columns = {
  id: questionnaireTemplates.id,
  name: questionnaireTemplates.name,
  status: questionnaireTemplates.status,
  draftFields: questionnaireTemplates.draftFields,
  publishedFields: questionnaireTemplates.publishedFields,
  updatedAt: questionnaireTemplates.updatedAt,
};
export type TemplateRow = { id: string; name: string; status: Status; draftFields: unknown; publishedFields: unknown; updatedAt: Date };

const ofSite = (siteId: string, status?: Status) =>
  and(eq(questionnaireTemplates.siteId, siteId), status ? eq(questionnaireTemplates.status, status) : undefined);

/** A page of the site's templates, most recently changed first (the name breaks ties). */
export async function listTemplates(db: Db, siteId: string, page: { offset: number; limit: number; status?: Status }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(questionnaireTemplates)
      .where(ofSite(siteId, page.status))
      .orderBy(desc(questionnaireTemplates.updatedAt), questionnaireTemplates.name, questionnaireTemplates.id)
      .limit(page.limit + 1)
      .offset(page.offset),
    db.select({ n: count() }).from(questionnaireTemplates).where(ofSite(siteId, page.status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTemplate(db: Db, siteId: string, input: { name: string; createdBy: string }): Promise<string> {
  const id = newId();
  await db.insert(questionnaireTemplates).values({ id, siteId, name: input.name, createdBy: input.createdBy, draftFields: [] });
  return id;
}

export async function findTemplate(db: Db, siteId: string, id: string): Promise<TemplateRow | null> {
  const [row] = await db.select(columns).from(questionnaireTemplates).where(and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.id, id))).limit(1);
  return row ?? null;
}

export async function saveTemplateDraft(db: Db, siteId: string, id: string, fields: QuestionnaireField[]): Promise<TemplateRow | null> {
  const [row] = await db
    .update(questionnaireTemplates)
    .set({ draftFields: fields, updatedAt: sql`now()` })
    .where(and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.id, id)))
    .returning(columns);
  return row ?? null;
}

export async function markTemplatePublished(db: Db, siteId: string, id: string, input: { name: string; fields: QuestionnaireField[] }): Promise<TemplateRow | null> {
  const [row] = await db
    .update(questionnaireTemplates)
    .set({ name: input.name, status: 'published', publishedFields: input.fields, updatedAt: sql`now()` })
    .where(and(eq(questionnaireTemplates.siteId, siteId), eq(questionnaireTemplates.id, id)))
    .returning(columns);
  return row ?? null;
}
