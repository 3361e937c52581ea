import type { z } from 'zod/mini';
import { CONTENT_MESSAGES, CONTENT_PER_PAGE, type contentListQuery } from '@portal/domain/admin-content/calls';
import type { AuditAction } from '@portal/domain/audit/calls';
import { QUESTIONNAIRE_ADMIN_MESSAGES, type AdminQuestionnaire, type adminQuestionnaireBody } from '@portal/domain/questionnaires/admin-calls';
import { normalizeFields } from '@portal/domain/questionnaire-editor/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import { parseFields } from './questionnaire-answers';
import * as store from './questionnaires-admin.store';

type QuestionnaireInput = z.output<typeof adminQuestionnaireBody>;
type Replace = (tx: Db, siteId: string, fromId: string, toId: string) => Promise<void>;

const json = (r: store.QuestionnaireRow): AdminQuestionnaire => ({ _id: r.id, name: r.name, fields: parseFields(r.fields), archived: r.archivedAt !== null, createdAt: r.createdAt.toISOString() });
const label = (kind: store.QuestionnaireKind) => (kind === 'survey' ? 'Survey' : 'Questionnaire');

/**
 * The site's customer questionnaires (kind `questionnaire`) or surveys (kind `survey`) for its
 * admins. Answers are stored by field id and read back through the questionnaire's fields, and an
 * order names its questionnaires and survey by id, so a saved questionnaire is never changed: an
 * edit writes a new row, archives the old one and makes what named the old one for new orders (the
 * services' modules, or the packages' survey) name the new one, in one transaction. Orders already
 * placed keep the questions their customer saw and answered. Nothing is deleted; every write is audited.
 */
export class QuestionnairesAdminService {
  constructor(
    private readonly platform: Platform,
    private readonly kind: store.QuestionnaireKind,
    /** The catalog's `replaceQuestionnaire` (services' modules) or `replaceSurvey` (packages). */
    private readonly replace: Replace,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  private audit(tx: Db, actor: Actor, change: 'saved' | 'archived' | 'restored', row: store.QuestionnaireRow, summary: string, details: Record<string, string | boolean>) {
    const action = `content.${this.kind}_${change}` as AuditAction;
    return recordAudit(tx, actor, {
      action,
      target: { type: this.kind, id: row.id, label: row.name },
      summary: `${label(this.kind)} "${row.name}" ${summary}`,
      details: { name: row.name, ...details },
    });
  }

  async list(actor: Actor, query: z.output<typeof contentListQuery>) {
    const page = query.page ?? 1;
    const limit = query.limit ?? CONTENT_PER_PAGE;
    const { rows, total } = await store.pageQuestionnaires(this.db, actor.site.id, this.kind, query.archived === 'true', limit, (page - 1) * limit);
    return { data: rows.map(json), total, page, limit, hasMore: page * limit < total };
  }

  async get(actor: Actor, id: string): Promise<AdminQuestionnaire> {
    const row = await store.findOfKind(this.db, actor.site.id, this.kind, id);
    if (!row) throw notFound(QUESTIONNAIRE_ADMIN_MESSAGES.notFound);
    return json(row);
  }

  async create(actor: Actor, input: QuestionnaireInput): Promise<AdminQuestionnaire> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.insertQuestionnaire(tx, { id: newId(), siteId: actor.site.id, kind: this.kind, name: input.name, fields: normalizeFields(input.fields) });
      await this.audit(tx, actor, 'saved', row, 'created', { created: true });
      return json(row);
    });
  }

  /** Writes the new version; answers it (its id is new). */
  async update(actor: Actor, id: string, input: QuestionnaireInput): Promise<AdminQuestionnaire> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const old = await store.lockOfKind(tx, siteId, this.kind, id);
      if (!old) throw notFound(QUESTIONNAIRE_ADMIN_MESSAGES.notFound);
      // Checked under the row's lock: of two edits of one questionnaire, the second finds it replaced.
      if (old.archivedAt !== null) throw new AppError('conflict', CONTENT_MESSAGES.editArchived);
      // The site's default questionnaire stays the default in its new version; the old row keeps
      // the flag too, so the orders that name it still accept its answers as the default's.
      const row = await store.insertQuestionnaire(tx, { id: newId(), siteId, kind: this.kind, name: input.name, isDefault: old.isDefault, fields: normalizeFields(input.fields) });
      await store.setQuestionnaireArchived(tx, siteId, this.kind, old.id, new Date());
      await this.replace(tx, siteId, old.id, row.id);
      await this.audit(tx, actor, 'saved', row, `updated (new version of ${old.id})`, { created: false, previousId: old.id });
      return json(row);
    });
  }

  async archive(actor: Actor, id: string, archived: boolean): Promise<AdminQuestionnaire> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.setQuestionnaireArchived(tx, actor.site.id, this.kind, id, archived ? new Date() : null);
      if (!row) throw notFound(QUESTIONNAIRE_ADMIN_MESSAGES.notFound);
      await this.audit(tx, actor, archived ? 'archived' : 'restored', row, archived ? 'archived' : 'restored', {});
      return json(row);
    });
  }
}
