import type { FileInput, LinkedinDocument } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { linkedinUploadProblem, type FileRef } from '@portal/domain/orders/revisions';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { DocumentFiles, firstServiceWithModule, SERVICE_NOT_FOUND } from './document-context';
import { findDocument, saveDocument } from './documents.store';
import { loadOrderFor, loadOrderForCustomer, loadOrderForWriter, recordTask, type OrderRow } from '../orders';

type StoredLinkedin = { file?: FileRef };

/**
 * The LinkedIn document of an order. Its calls name no service: it belongs to the service whose
 * modules include final_linkedin (the first one, should a package list two).
 */
export class LinkedinService {
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

  private linkedinService(order: OrderRow) {
    const service = firstServiceWithModule(order, MODULE_IDS.finalLinkedin);
    if (!service) throw notFound(SERVICE_NOT_FOUND);
    return service;
  }

  async get(actor: Actor, orderId: string): Promise<LinkedinDocument | null> {
    const order = actor.user.role === 'user' ? await loadOrderForCustomer(this.db, actor, orderId) : await loadOrderFor(this.db, actor, orderId);
    const service = this.linkedinService(order);
    const row = await findDocument(this.db, { siteId: actor.site.id, orderId: order.id }, service._id, 'linkedin');
    const file = (row?.data as StoredLinkedin | undefined)?.file;
    if (!row || !file) return null;
    return { file: { file }, serviceId: service._id, updatedAt: row.updatedAt.toISOString() };
  }

  async upload(actor: Actor, input: { order_id: string; data?: FileInput | null }): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, input.order_id);
    const service = this.linkedinService(order);
    const problem = linkedinUploadProblem(input.data);
    if (problem) throw badRequest(problem, { data: problem });
    const stored = await this.files.attach(actor, order, [{ file: input.data!, slot: 'any' }]);
    const file = stored.get(input.data!.key)!;
    const by = eventActor(actor.user);
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await saveDocument(db, { siteId: actor.site.id, orderId: order.id }, service._id, 'linkedin', { file });
      await recordTask(db, actor.site.id, order.id, { taskId: MODULE_IDS.finalLinkedin, serviceId: service._id }, { outbox: this.platform.events, actor: by });
      await this.platform.events.append(db, { type: 'linkedin_delivered', siteId: actor.site.id, orderId: order.id, orderNumber: order.number, recipientId: order.customerId, actor: by });
    });
  }
}
