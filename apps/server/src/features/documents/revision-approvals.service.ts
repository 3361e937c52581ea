import { APPROVAL_MESSAGES, APPROVAL_PAGE_SIZE, type PendingDraft } from '@portal/domain/documents/approval-calls';
import type { FileInput } from '@portal/domain/documents/calls';
import type { AdminApproval, FileRef } from '@portal/domain/orders/revisions';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { notFound, ruleBroken } from '../../platform/errors';
import { eventActor } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { loadOrderFor, lockOrder, setRevisionState } from '../orders';
import { DocumentFiles, siteFlags } from './document-context';
import { hasCompletedTask } from './documents.store';
import { writerDraftJson } from './draft-json';
import { countPendingDrafts, decideDraft, findDraftOnSite, pagePendingDrafts, type PendingDraftRow } from './revision-approvals.store';

type PageAsked = { page?: number | undefined; limit?: number | undefined };

const person = (p: PendingDraftRow['writer']) => (p ? { _id: p.id, firstName: p.firstName, lastName: p.lastName } : null);

/**
 * The admin's approval of drafts (spec 001 section 4, only with `enable_revisions_approval_feature`):
 * the queue of the site's pending drafts, and the decision on one. An approved draft reaches the
 * customer (and notifies them as a new draft would) and the writer is told; a rejected one goes back
 * to the writer with the reason and files, and the writer may upload again.
 */
export class RevisionApprovalsService {
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

  /** The queue exists only where the site switched the feature on. */
  private requireFeature(actor: Actor): void {
    if (siteFlags(actor.site).enable_revisions_approval_feature !== true) throw notFound(APPROVAL_MESSAGES.featureOff);
  }

  async list(actor: Actor, asked: PageAsked): Promise<{ data: PendingDraft[]; total: number; page: number; limit: number; hasMore: boolean }> {
    this.requireFeature(actor);
    const page = asked.page ?? 1;
    const limit = asked.limit ?? APPROVAL_PAGE_SIZE;
    const siteId = actor.site.id;
    const [rows, total] = await Promise.all([pagePendingDrafts(this.db, siteId, { limit, offset: (page - 1) * limit }), countPendingDrafts(this.db, siteId)]);
    const data = rows.map((row) => {
      const service = (row.orderPackage as OrderPackage).packageServices.find((s) => s._id === row.draft.serviceId);
      return {
        draft: writerDraftJson(row.draft),
        order: { _id: row.draft.orderId, number: row.orderNumber, packageName: (row.orderPackage as OrderPackage).packageName },
        service: { _id: row.draft.serviceId, serviceName: service?.serviceName ?? '' },
        writer: person(row.writer),
        customer: person(row.customer),
      };
    });
    return { data, total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }

  async approve(actor: Actor, draftId: string): Promise<void> {
    const { draft, order } = await this.pendingDraft(actor, draftId);
    const ref = { siteId: actor.site.id, orderId: order.id };
    // After the customer accepted the revisions a new draft would reach them out of turn.
    if (await hasCompletedTask(this.db, ref, draft.serviceId, MODULE_IDS.revisionProcess)) throw ruleBroken(APPROVAL_MESSAGES.finalized);
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockOrder(db, ref);
      const approval: AdminApproval = { pending: false, approved: true };
      if (!(await decideDraft(db, ref.siteId, draft.id, approval))) throw ruleBroken(APPROVAL_MESSAGES.alreadyDecided);
      // Now the customer's turn, as after an upload without the approval feature.
      await setRevisionState(db, ref, draft.serviceId, { sentByWriter: true, pendingClientReview: false });
      const told = { siteId: ref.siteId, orderId: order.id, orderNumber: order.number, actor: eventActor(actor.user) };
      await this.platform.events.append(db, { type: 'draft_approved', ...told, recipientId: order.customerId });
      // The writer hears of the decision either way, as of a rejection.
      if (order.writerId) await this.platform.events.append(db, { type: 'draft_approved_for_writer', ...told, recipientId: order.writerId });
    });
  }

  async reject(actor: Actor, input: { draft_id: string; reason: string; files: FileInput[] }): Promise<void> {
    const { draft, order } = await this.pendingDraft(actor, input.draft_id);
    const ref = { siteId: actor.site.id, orderId: order.id };
    let rejectionFiles: FileRef[] = [];
    if (input.files.length > 0) {
      const stored = await this.files.attach(actor, order, input.files.map((file) => ({ file, slot: 'any' as const })));
      rejectionFiles = input.files.map((f) => stored.get(f.key)!);
    }
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockOrder(db, ref);
      const approval: AdminApproval = { pending: false, approved: false, rejectionReason: input.reason.trim(), rejectionFile: rejectionFiles[0] ?? null, rejectionFiles };
      if (!(await decideDraft(db, ref.siteId, draft.id, approval))) throw ruleBroken(APPROVAL_MESSAGES.alreadyDecided);
      // Back with the writer: the overview shows the service ready for a new draft.
      await setRevisionState(db, ref, draft.serviceId, { sentByWriter: false, pendingClientReview: true });
      if (order.writerId) {
        await this.platform.events.append(db, { type: 'draft_rejected', siteId: ref.siteId, orderId: order.id, orderNumber: order.number, recipientId: order.writerId, actor: eventActor(actor.user) });
      }
    });
  }

  /** A pending draft of the admin's site with its order; another site's draft is not found. */
  private async pendingDraft(actor: Actor, draftId: string) {
    this.requireFeature(actor);
    const draft = await findDraftOnSite(this.db, actor.site.id, draftId);
    if (!draft) throw notFound(APPROVAL_MESSAGES.draftNotFound);
    if ((draft.adminApproval as AdminApproval | null)?.pending !== true) throw ruleBroken(APPROVAL_MESSAGES.alreadyDecided);
    const order = await loadOrderFor(this.db, actor, draft.orderId);
    return { draft, order };
  }
}
