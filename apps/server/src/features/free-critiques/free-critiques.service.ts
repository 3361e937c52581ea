import { and, eq } from 'drizzle-orm';
import type { FreeCritiqueFields } from '@portal/domain/free-critiques/calls';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { critiqueRequests } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { SiteContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { critiqueResume, type ReportLanguage } from '../critique-engine';
import { insertCritique } from '../critiques';
import type { FilesService, IncomingFile } from '../files';

const NOT_FOUND = 'Critique request not found';

/** Free critiques asked for on the public page: stored, made in the background, mailed. */
export class FreeCritiquesService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** Takes the request (after the address's limit), stores the resume and queues the critique in one transaction with its event. */
  async request(site: SiteContext, address: string, fields: FreeCritiqueFields, file: IncomingFile): Promise<string> {
    if (!(await this.platform.limits.freeCritiquesPerAddress.take(`${site.id}|${address}`)).allowed) {
      file.stream.destroy();
      throw new AppError('rate_limited', 'Too many attempts. Please wait and try again later.', undefined, 'too_many_attempts');
    }
    const stored = await this.files.receiveFromVisitor(site, 'review', file);
    const id = newId();
    await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.insert(critiqueRequests).values({ id, siteId: site.id, firstName: fields.firstName, lastName: fields.lastName, email: fields.email, phoneNumber: fields.phoneNumber || null, language: fields.language, fileKey: stored.key });
      await this.platform.events.append(tx, { type: 'critique_requested', siteId: site.id, requestId: id, orderId: null, actor: null });
    });
    return id;
  }

  async status(site: SiteContext, id: string) {
    const [row] = await this.db.select().from(critiqueRequests).where(and(eq(critiqueRequests.siteId, site.id), eq(critiqueRequests.id, id))).limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return { state: row.status, reviewPath: row.critiqueId ? `/review/${row.critiqueId}` : null };
  }

  /**
   * Makes the critique of a queued request in the delivering transaction (the outbox subscriber):
   * the critique row, the request marked done (or unreadable, with the reader's reason) and the
   * `critique_ready` event commit together. A request already made is left alone.
   */
  async make(db: Db, siteId: string, requestId: string): Promise<void> {
    const [row] = await db.select().from(critiqueRequests).where(and(eq(critiqueRequests.siteId, siteId), eq(critiqueRequests.id, requestId))).limit(1);
    if (!row || row.status !== 'queued') return;
    const bytes = await this.files.readVisitorUpload(db, siteId, row.fileKey);
    const outcome = bytes ? await critiqueResume(bytes, row.language as ReportLanguage) : { status: 'unreadable' as const, reason: 'missing' as const, detail: 'The file is no longer stored.' };
    if (outcome.status === 'critiqued') {
      const critiqueId = newId();
      await insertCritique(db, { id: critiqueId, siteId, firstName: row.firstName, lastName: row.lastName, email: row.email, phoneNumber: row.phoneNumber ?? outcome.analysis.phone?.text ?? null, review: outcome.review });
      await db.update(critiqueRequests).set({ status: 'done', critiqueId, doneAt: new Date() }).where(eq(critiqueRequests.id, requestId));
    } else {
      await db.update(critiqueRequests).set({ status: 'unreadable', reason: outcome.detail, reasonCode: outcome.reason, doneAt: new Date() }).where(eq(critiqueRequests.id, requestId));
    }
    await this.platform.events.append(db, { type: 'critique_ready', siteId, requestId, orderId: null, actor: null });
  }
}
