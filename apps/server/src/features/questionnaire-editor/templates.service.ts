import type { z } from 'zod/mini';
import { EDITOR_CALL_MESSAGES, TEMPLATE_PAGE_SIZE, type listTemplates as listCall, type Template, type TemplateSummary } from '@portal/domain/questionnaire-editor/calls';
import { normalizeFields, type EditorField } from '@portal/domain/questionnaire-editor/rules';
import { isAnswerable } from '@portal/domain/questionnaires/rules';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { assertPublishable, storedFields } from './editor-checks';
import { findTemplate, insertTemplate, listTemplates, markTemplatePublished, saveTemplateDraft, type TemplateRow } from './templates.store';

type ListQuery = z.output<(typeof listCall)['query']>;

function toTemplate(row: TemplateRow): Template {
  const fields = storedFields(row.draftFields);
  const published = row.publishedFields === null ? null : storedFields(row.publishedFields);
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    fields,
    hasUnpublishedChanges: published === null || JSON.stringify(published) !== JSON.stringify(fields),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: TemplateRow): TemplateSummary {
  const fields = storedFields(row.publishedFields ?? row.draftFields);
  return { _id: row.id, name: row.name, status: row.status, questionCount: fields.filter(isAnswerable).length, updatedAt: row.updatedAt.toISOString() };
}

/** The site's questionnaire templates: shared by all its writers (and admins); reviewers read them. */
export class TemplatesService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async list(actor: Actor, query: ListQuery) {
    const page = query.page ?? 1;
    const limit = query.limit ?? TEMPLATE_PAGE_SIZE;
    const { rows, total } = await listTemplates(this.db, actor.site.id, { offset: (page - 1) * limit, limit, status: query.status });
    const hasMore = rows.length > limit;
    return { data: rows.slice(0, limit).map(toSummary), total, page, limit, hasMore };
  }

  async create(actor: Actor, name: string): Promise<string> {
    return insertTemplate(this.db, actor.site.id, { name, createdBy: actor.user.id });
  }

  async get(actor: Actor, id: string): Promise<Template> {
    const row = await findTemplate(this.db, actor.site.id, id);
    if (!row) throw notFound(EDITOR_CALL_MESSAGES.templateNotFound);
    return toTemplate(row);
  }

  async save(actor: Actor, id: string, fields: readonly EditorField[]): Promise<Template> {
    const row = await saveTemplateDraft(this.db, actor.site.id, id, normalizeFields(fields));
    if (!row) throw notFound(EDITOR_CALL_MESSAGES.templateNotFound);
    return toTemplate(row);
  }

  /** Publishes the saved draft under `name`: what follow-ups are copied from from now on. */
  async publish(actor: Actor, id: string, name: string): Promise<Template> {
    const current = await findTemplate(this.db, actor.site.id, id);
    if (!current) throw notFound(EDITOR_CALL_MESSAGES.templateNotFound);
    const fields = storedFields(current.draftFields);
    assertPublishable(fields);
    const row = await markTemplatePublished(this.db, actor.site.id, id, { name, fields });
    if (!row) throw notFound(EDITOR_CALL_MESSAGES.templateNotFound);
    return toTemplate(row);
  }
}
