import type { FileInput, WriterDraft } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { approvalStatus, canWriterUpload, draftUploadProblem, UPLOAD_MESSAGES } from '@portal/domain/orders/revisions';
import type { OrderView } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { badRequest, ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { DocumentFiles, serviceWithModule, siteFlags, type SlottedFile } from './document-context';
import { hasCompletedTask, insertDraft, listDrafts, type DraftRow } from './documents.store';
import { writerDraftJson, type StoredDraftData } from './draft-json';
import { loadOrderFor, loadOrderForWriter, lockOrder, orderToJson, setRevisionState } from '../orders';

export type DraftInput = {
  order_id: string;
  serviceId: string;
  data: {
    dataPdf?: FileInput | null;
    dataWord?: FileInput | null;
    dataOther?: FileInput | null;
    additionalFiles?: FileInput[];
    notes?: string;
  };
};

export const DRAFT_UPLOAD_MESSAGES = {
  finalized: 'The customer has accepted the revisions of this service. Proceed to the final document.',
  awaitingApproval: 'The latest draft is waiting for the admin’s approval. You can upload again once it is rejected, or approved and reviewed by the customer.',
  awaitingCustomer: 'The customer has not reviewed the latest draft yet. You can upload the next draft after their review.',
} as const;

type Latest = DraftRow | undefined;

/** The writer's side of the revision process: the draft history and the upload of the next draft. */
export class DraftUploadService {
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

  private uploadBlocker(latest: Latest, approvalFeature: boolean): string | null {
    const draft = latest ? { rating: latest.rating, review: latest.review, reviewedByUser: latest.reviewedByUser, adminApproval: latest.adminApproval as never } : null;
    if (canWriterUpload(draft, { approvalFeature })) return null;
    return approvalFeature && draft && approvalStatus(draft) === 'pending' ? DRAFT_UPLOAD_MESSAGES.awaitingApproval : DRAFT_UPLOAD_MESSAGES.awaitingCustomer;
  }

  /** Every draft with its approval state (writers, reviewers and admins of the order). */
  async list(actor: Actor, orderId: string, serviceId: string): Promise<{
    data: WriterDraft[];
    order: OrderView;
    orderData: { ratingEnabled: boolean; finalized: boolean; canUpload: boolean; approvalFeature: boolean };
  }> {
    const order = await loadOrderFor(this.db, actor, orderId);
    serviceWithModule(order, serviceId, MODULE_IDS.revisionProcess);
    const flags = siteFlags(actor.site);
    const approvalFeature = flags.enable_revisions_approval_feature === true;
    const ref = { siteId: actor.site.id, orderId: order.id };
    const drafts = await listDrafts(this.db, ref, serviceId);
    const finalized = await hasCompletedTask(this.db, ref, serviceId, MODULE_IDS.revisionProcess);
    return {
      data: drafts.map(writerDraftJson),
      order: await orderToJson(this.db, order),
      orderData: {
        ratingEnabled: flags.disable_customer_rating !== true,
        finalized,
        canUpload: !finalized && this.uploadBlocker(drafts[0], approvalFeature) === null,
        approvalFeature,
      },
    };
  }

  /**
   * A new draft: a PDF, a Word file unless the site hides Word, optional other files and notes.
   * Allowed when there is no draft yet or the turn is back with the writer (spec 001 section 4).
   */
  async upload(actor: Actor, input: DraftInput): Promise<WriterDraft> {
    const order = await loadOrderForWriter(this.db, actor, input.order_id);
    serviceWithModule(order, input.serviceId, MODULE_IDS.revisionProcess);
    const flags = siteFlags(actor.site);
    const approvalFeature = flags.enable_revisions_approval_feature === true;
    const { dataPdf, dataWord, dataOther, additionalFiles = [], notes } = input.data;
    const problem = draftUploadProblem({ pdf: dataPdf, word: dataWord, hideWord: flags.hide_ms_word_document === true });
    if (problem) throw badRequest(problem, { [problem === UPLOAD_MESSAGES.draftPdf ? 'dataPdf' : 'dataWord']: problem });

    const ref = { siteId: actor.site.id, orderId: order.id };
    if (await hasCompletedTask(this.db, ref, input.serviceId, MODULE_IDS.revisionProcess)) throw ruleBroken(DRAFT_UPLOAD_MESSAGES.finalized);
    const blocker = this.uploadBlocker((await listDrafts(this.db, ref, input.serviceId))[0], approvalFeature);
    if (blocker) throw ruleBroken(blocker);

    const wanted: SlottedFile[] = [
      { file: dataPdf!, slot: 'pdf' },
      ...(dataWord ? [{ file: dataWord, slot: 'word' as const }] : []),
      ...(dataOther ? [{ file: dataOther, slot: 'any' as const }] : []),
      ...additionalFiles.map((file) => ({ file, slot: 'any' as const })),
    ];
    const stored = await this.files.attach(actor, order, wanted);
    const pick = (file: FileInput | null | undefined) => (file ? stored.get(file.key)! : null);
    const data: StoredDraftData = {
      dataPdf: pick(dataPdf),
      dataWord: pick(dataWord),
      dataOther: pick(dataOther),
      additionalFiles: additionalFiles.map((f) => stored.get(f.key)!),
      notes: notes?.trim() ?? '',
    };

    const draft = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockOrder(db, ref);
      // Decided again under the lock: two uploads at once must not both pass.
      const again = this.uploadBlocker((await listDrafts(db, ref, input.serviceId))[0], approvalFeature);
      if (again) throw ruleBroken(again);
      const row = await insertDraft(db, ref, { serviceId: input.serviceId, data, adminApproval: approvalFeature ? { pending: true } : null });
      // A draft awaiting approval is not with the customer yet: their order must not say a draft waits.
      await setRevisionState(db, ref, input.serviceId, { sentByWriter: !approvalFeature, pendingClientReview: false });
      // With the approval feature the customer hears of the draft once the admin approves it.
      if (!approvalFeature) {
        await this.platform.events.append(db, { type: 'draft_uploaded', siteId: ref.siteId, orderId: order.id, orderNumber: order.number, recipientId: order.customerId, actor: eventActor(actor.user) });
      }
      return row;
    });
    return writerDraftJson(draft);
  }
}
