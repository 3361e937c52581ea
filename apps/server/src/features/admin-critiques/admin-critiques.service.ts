import { critiqueProgress, type CRITIQUE_LANGUAGES, type CritiqueRow } from '@portal/domain/admin-critiques/calls';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { streamToBuffer } from '../../platform/storage/storage';
import { recordAudit } from '../audit';
import { critiqueResume } from '../critique-engine';
import { critiquesForAdmin, insertCritique, type NewCritique } from '../critiques';
import type { FilesService } from '../files';

export type CritiqueInput = {
  fileKey: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  language: (typeof CRITIQUE_LANGUAGES)[number];
};

/** The site's critiques for its admins, newest first, searched by name or e-mail. */
export class AdminCritiquesService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  /**
   * Makes a critique of a resume file the admin may read (404 otherwise, as for a missing file). The
   * engine reads the file; what the admin did not type (names, e-mail, phone) is taken from what it
   * read. An unreadable file makes no critique: 422 with the reason.
   */
  async create(actor: Actor, input: CritiqueInput) {
    const { file, stream } = await this.files.open(actor.site, actor.user, input.fileKey);
    const outcome = await critiqueResume(await streamToBuffer(stream), input.language);
    if (outcome.status === 'unreadable') throw new AppError('rule_broken', `The resume could not be read: ${outcome.detail}`, { fileKey: outcome.detail }, 'resume_unreadable');
    const { analysis, review } = outcome;
    const id = newId();
    const values: NewCritique = {
      id,
      siteId: actor.site.id,
      firstName: input.firstName || analysis.name?.first || null,
      lastName: input.lastName || analysis.name?.last || null,
      email: input.email || analysis.email || null,
      phoneNumber: input.phoneNumber || analysis.phone?.text || null,
      review,
    };
    const name = [values.firstName, values.lastName].filter(Boolean).join(' ') || file.originalName;
    await this.platform.database.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await insertCritique(tx, values);
      await recordAudit(tx, actor, { action: 'critique.created', target: { type: 'critique', id, label: name }, summary: `Critique made for ${name} from "${file.originalName}"`, details: { name, file: file.originalName, rulesVersion: analysis.rulesVersion } });
    });
    return { critiqueId: id, reviewPath: `/review/${id}`, rulesVersion: analysis.rulesVersion };
  }

  async list(actor: Actor, query: { page?: number | undefined; limit?: number | undefined; q?: string | undefined }) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { rows, total } = await critiquesForAdmin(this.platform.database.db, actor.site.id, { page, limit, q: query.q });
    const data: CritiqueRow[] = rows.map((r) => {
      const visited = Array.isArray(r.progress) ? (r.progress as unknown[]).map(String) : [];
      return {
        _id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        processedAt: r.processedAt.toISOString(),
        progress: Math.round(critiqueProgress(visited)),
        visitedTabs: visited,
        stars: r.stars,
        feedback: r.feedback,
        writtenByWriter: Boolean(r.writtenByWriter) && r.writtenByWriter !== 'false',
        views: r.views,
        reviewPath: `/review/${r.id}`,
      };
    });
    return { data, total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }
}
