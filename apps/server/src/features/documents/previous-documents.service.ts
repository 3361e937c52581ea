import { DOCUMENT_MESSAGES, type FileInput, type PreviousFiles } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { previousDocumentsProblem, type FileRef } from '@portal/domain/orders/revisions';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { DocumentFiles, serviceWithModule } from './document-context';
import { findDocument, saveDocument, type DocumentRow } from './documents.store';
import { loadOrderFor, loadOrderForCustomer, lockOrder, recordTask, type OrderRow } from '../orders';

type StoredPrevious = { files?: FileRef[] };

export type PreviousUpload = {
  orderId: string;
  serviceId: string;
  uploadedFiles: FileInput[];
  deletedFiles: string[];
};

function toJson(row: DocumentRow | null): PreviousFiles | null {
  if (!row) return null;
  return { files: (row.data as StoredPrevious).files ?? [], updatedAt: row.updatedAt.toISOString() };
}

/** The customer's previous documents (their current resume and the like) for one service. */
export class PreviousDocumentsService {
  private readonly files: DocumentFiles;

  constructor(
    private readonly platform: Platform,
    files: DocumentFiles,
  ) {
    this.files = files;
  }

  private get db(): Db {
    return this.platform.database.db;
  }

  /** Customers load their own order; writers, reviewers and admins the orders they may see. */
  async get(actor: Actor, orderId: string, serviceId: string): Promise<PreviousFiles | null> {
    const order = actor.user.role === 'user' ? await loadOrderForCustomer(this.db, actor, orderId) : await loadOrderFor(this.db, actor, orderId);
    return this.read(actor, order, serviceId);
  }

  private async read(actor: Actor, order: OrderRow, serviceId: string): Promise<PreviousFiles | null> {
    serviceWithModule(order, serviceId, MODULE_IDS.previousDocument);
    return toJson(await findDocument(this.db, { siteId: actor.site.id, orderId: order.id }, serviceId, 'previous'));
  }

  /**
   * Applies the removals and additions in one step; at least one file must remain. Each save
   * records the module as done (again), so progress follows the customer's uploads.
   */
  async upload(actor: Actor, input: PreviousUpload): Promise<{ message: string }> {
    const order = await loadOrderForCustomer(this.db, actor, input.orderId);
    serviceWithModule(order, input.serviceId, MODULE_IDS.previousDocument);
    const ref = { siteId: actor.site.id, orderId: order.id };
    const deleted = new Set(input.deletedFiles);
    const added = input.uploadedFiles.filter((f) => !deleted.has(f.key));
    const merge = (current: FileRef[], stored?: Map<string, FileRef>) => {
      const addedKeys = new Set(added.map((f) => f.key));
      const kept = current.filter((f) => !deleted.has(f.key) && !addedKeys.has(f.key));
      const files = [...kept, ...added.map((f) => stored?.get(f.key) ?? f)];
      const problem = previousDocumentsProblem(files);
      if (problem) throw badRequest(problem, { uploadedFiles: problem });
      return files;
    };
    merge(await this.currentFiles(this.db, ref, input.serviceId));

    const stored = await this.files.attach(actor, order, added.map((file) => ({ file, slot: 'any' as const })));
    // Re-read under the order lock: two saves at once must not drop each other's files.
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockOrder(db, ref);
      const files = merge(await this.currentFiles(db, ref, input.serviceId), stored);
      await saveDocument(db, ref, input.serviceId, 'previous', { files });
    });
    await recordTask(this.db, actor.site.id, order.id, { taskId: MODULE_IDS.previousDocument, serviceId: input.serviceId }, { outbox: this.platform.events, actor: eventActor(actor.user) });
    return { message: added.length > 0 ? DOCUMENT_MESSAGES.uploaded : DOCUMENT_MESSAGES.removed };
  }

  private async currentFiles(db: Db, ref: { siteId: string; orderId: string }, serviceId: string): Promise<FileRef[]> {
    const row = await findDocument(db, ref, serviceId, 'previous');
    return (row?.data as StoredPrevious | undefined)?.files ?? [];
  }
}
