import type { z } from 'zod/mini';
import { CONTENT_MESSAGES, CONTENT_PER_PAGE, type contentListQuery } from '@portal/domain/admin-content/calls';
import { CONTRACT_ADMIN_MESSAGES, type AdminContract, type contractBody } from '@portal/domain/contracts/calls';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import { sanitizeContractHtml } from './contract-html';

import { findContract, type ContractRow } from './contracts.store';
import * as store from './contracts-admin.store';

type ContractInput = z.output<typeof contractBody>;

/** How the catalog follows a text replaced by its new version (handed in by the composition root). */
export type ContractReferences = { replaceContract(tx: Db, siteId: string, fromId: string, toId: string): Promise<void> };

const contractJson = (r: ContractRow): AdminContract => ({ _id: r.id, title: r.title, contentHtml: r.contentHtml, archived: r.archivedAt !== null, createdAt: r.createdAt.toISOString() });

function cleanHtml(html: string): string {
  const clean = sanitizeContractHtml(html).trim();
  // A text that was only tags the sanitizer drops (a script, an image) leaves nothing to sign.
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw badRequest(CONTRACT_ADMIN_MESSAGES.textRequired, { contentHtml: CONTRACT_ADMIN_MESSAGES.textRequired });
  return clean;
}

/**
 * The site's contract texts for its admins. An order names the text its customer signs by id and
 * reads it when the contract is shown or the signed PDF is written, so a saved text is never
 * changed: an edit writes a new row, archives the old one and makes the packages that named the old
 * one name the new one, all in one transaction. Orders already placed keep the text they show (and
 * that was signed); new orders get the new one. Nothing is deleted; every write is audited.
 */
export class ContractsAdminService {
  constructor(
    private readonly platform: Platform,
    private readonly references: ContractReferences,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async list(actor: Actor, query: z.output<typeof contentListQuery>) {
    const page = query.page ?? 1;
    const limit = query.limit ?? CONTENT_PER_PAGE;
    const { rows, total } = await store.pageContracts(this.db, actor.site.id, query.archived === 'true', limit, (page - 1) * limit);
    return { data: rows.map(contractJson), total, page, limit, hasMore: page * limit < total };
  }

  async get(actor: Actor, id: string): Promise<AdminContract> {
    const row = await findContract(this.db, actor.site.id, id);
    if (!row) throw notFound(CONTRACT_ADMIN_MESSAGES.notFound);
    return contractJson(row);
  }

  async create(actor: Actor, input: ContractInput): Promise<AdminContract> {
    const contentHtml = cleanHtml(input.contentHtml);
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.insertContract(tx, { id: newId(), siteId: actor.site.id, title: input.title, contentHtml });
      await recordAudit(tx, actor, {
        action: 'content.contract_saved',
        target: { type: 'contract', id: row.id, label: row.title },
        summary: `Contract "${row.title}" created`,
        details: { name: row.title, created: true },
      });
      return contractJson(row);
    });
  }

  /** Writes the new version; answers it (its id is new). */
  async update(actor: Actor, id: string, input: ContractInput): Promise<AdminContract> {
    const contentHtml = cleanHtml(input.contentHtml);
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const old = await store.lockContract(tx, siteId, id);
      if (!old) throw notFound(CONTRACT_ADMIN_MESSAGES.notFound);
      // Checked under the row's lock: of two edits of one text, the second finds it replaced.
      if (old.archivedAt !== null) throw new AppError('conflict', CONTENT_MESSAGES.editArchived);
      const row = await store.insertContract(tx, { id: newId(), siteId, title: input.title, contentHtml });
      await store.setContractArchived(tx, siteId, old.id, new Date());
      await this.references.replaceContract(tx, siteId, old.id, row.id);
      await recordAudit(tx, actor, {
        action: 'content.contract_saved',
        target: { type: 'contract', id: row.id, label: row.title },
        summary: `Contract "${row.title}" updated (new version of ${old.id})`,
        details: { name: row.title, created: false, previousId: old.id },
      });
      return contractJson(row);
    });
  }

  async archive(actor: Actor, id: string, archived: boolean): Promise<AdminContract> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.setContractArchived(tx, actor.site.id, id, archived ? new Date() : null);
      if (!row) throw notFound(CONTRACT_ADMIN_MESSAGES.notFound);
      await recordAudit(tx, actor, {
        action: archived ? 'content.contract_archived' : 'content.contract_restored',
        target: { type: 'contract', id: row.id, label: row.title },
        summary: `Contract "${row.title}" ${archived ? 'archived' : 'restored'}`,
        details: { name: row.title },
      });
      return contractJson(row);
    });
  }
}
