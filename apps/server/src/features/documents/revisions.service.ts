import type { z } from 'zod/mini';
import { DOCUMENT_MESSAGES, type CustomerDraft, type rateReviewBodySchema } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { asksFinalRevision, isDraftReviewed, isDraftVisibleToCustomer, reviewValidation, type FileRef } from '@portal/domain/orders/revisions';
import type { OrderView } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { DocumentFiles, serviceWithModule, siteFlags } from './document-context';
import { findDraft, hasCompletedTask, listDrafts, saveReview, type DraftRow } from './documents.store';
import { customerDraftJson } from './draft-json';
import { loadOrderForCustomer, lockOrder, orderToJson, recordTask, setRevisionState, type OrderRow } from '../orders';

export type ReviewInput = z.output<typeof rateReviewBodySchema>;

export const REVISION_MESSAGES = {
  draftNotFound: 'Draft not found',
  notLatest: 'Only the latest draft can be reviewed.',
  alreadyReviewed: 'You have already reviewed this draft.',
  alreadyFinalized: 'You have already accepted the revisions of this service.',
  noDraft: 'Your writer has not uploaded a draft yet.',
} as const;

/** The customer's side of the revision process: read the drafts, review the latest, accept. */
export class RevisionsService {
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

  /** With the approval feature, drafts the admin has not approved stay hidden from the customer. */
  private async visibleDrafts(actor: Actor, order: OrderRow, serviceId: string): Promise<DraftRow[]> {
    const approvalFeature = siteFlags(actor.site).enable_revisions_approval_feature === true;
    const rows = await listDrafts(this.db, { siteId: actor.site.id, orderId: order.id }, serviceId);
    return rows.filter((row) => isDraftVisibleToCustomer({ adminApproval: row.adminApproval as never }, { approvalFeature }));
  }

  async list(actor: Actor, orderId: string, serviceId: string): Promise<{ data: CustomerDraft[]; order: OrderView; orderData: { ratingEnabled: boolean; finalized: boolean } }> {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    serviceWithModule(order, serviceId, MODULE_IDS.revisionProcess);
    const flags = siteFlags(actor.site);
    const drafts = await this.visibleDrafts(actor, order, serviceId);
    const finalized = await hasCompletedTask(this.db, { siteId: actor.site.id, orderId: order.id }, serviceId, MODULE_IDS.revisionProcess);
    return {
      data: drafts.map((row) => customerDraftJson(row, { hideWord: flags.hide_ms_word_document === true })),
      order: await orderToJson(this.db, order),
      orderData: { ratingEnabled: flags.disable_customer_rating !== true, finalized },
    };
  }

  /**
   * The customer's rating and revision request for the latest draft they can see, once. It hands
   * the turn back to the writer, who may then upload the next draft.
   */
  async review(actor: Actor, input: ReviewInput): Promise<{ askFinal: boolean }> {
    const order = await loadOrderForCustomer(this.db, actor, input.order_id);
    const ref = { siteId: actor.site.id, orderId: order.id };
    const draft = await findDraft(this.db, ref, input.draft_id);
    if (!draft) throw notFound(REVISION_MESSAGES.draftNotFound);
    serviceWithModule(order, draft.serviceId, MODULE_IDS.revisionProcess);
    const visible = await this.visibleDrafts(actor, order, draft.serviceId);
    if (!visible.some((row) => row.id === draft.id)) throw notFound(REVISION_MESSAGES.draftNotFound);
    if (visible[0]!.id !== draft.id) throw ruleBroken(REVISION_MESSAGES.notLatest);
    if (await hasCompletedTask(this.db, ref, draft.serviceId, MODULE_IDS.revisionProcess)) throw ruleBroken(REVISION_MESSAGES.alreadyFinalized);
    if (isDraftReviewed(draft)) throw ruleBroken(REVISION_MESSAGES.alreadyReviewed);

    const ratingEnabled = siteFlags(actor.site).disable_customer_rating !== true;
    const { rating, review, reviewFile } = input.data;
    const problem = reviewValidation({ ratingEnabled, rating, review });
    if (problem) throw badRequest(problem, { review: problem });

    let storedFile: FileRef | null = null;
    if (reviewFile) {
      const stored = await this.files.attach(actor, order, [{ file: reviewFile, slot: 'review' }]);
      storedFile = stored.get(reviewFile.key)!;
    }
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockOrder(db, ref);
      const saved = await saveReview(db, ref, draft.id, {
        rating: ratingEnabled ? (rating ?? null) : null,
        review: review?.trim() ?? null,
        reviewFile: storedFile,
      });
      if (!saved) throw ruleBroken(REVISION_MESSAGES.alreadyReviewed);
      await setRevisionState(db, ref, draft.serviceId, { sentByWriter: false, pendingClientReview: true });
      if (order.writerId) {
        await this.platform.events.append(db, {
          type: 'revision_requested',
          siteId: ref.siteId,
          orderId: order.id,
          orderNumber: order.number,
          recipientId: order.writerId,
          actor: eventActor(actor.user),
        });
      }
    });
    return { askFinal: asksFinalRevision({ ratingEnabled, rating }) };
  }

  /** The customer accepts the drafts: the revision module is done and progress moves on. */
  async finalize(actor: Actor, input: { order_id: string; serviceId: string }): Promise<{ message: string; statusPercentage: number }> {
    const order = await loadOrderForCustomer(this.db, actor, input.order_id);
    serviceWithModule(order, input.serviceId, MODULE_IDS.revisionProcess);
    const drafts = await this.visibleDrafts(actor, order, input.serviceId);
    if (drafts.length === 0) throw ruleBroken(REVISION_MESSAGES.noDraft);
    const { statusPercentage } = await recordTask(
      this.db,
      actor.site.id,
      order.id,
      { taskId: MODULE_IDS.revisionProcess, serviceId: input.serviceId },
      { outbox: this.platform.events, actor: eventActor(actor.user) },
    );
    return { message: DOCUMENT_MESSAGES.revisionFinalized, statusPercentage };
  }
}
