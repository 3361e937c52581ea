import type { z } from 'zod/mini';
import { EDITOR_CALL_MESSAGES, type FollowUp, type saveFollowUp } from '@portal/domain/questionnaire-editor/calls';
import { normalizeFields } from '@portal/domain/questionnaire-editor/rules';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import type { OrderPackage, Service } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound, ruleBroken } from '../../platform/errors';
import { eventActor } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { loadOrderFor, loadOrderForWriter, orderToJson, recordTask, type OrderRow } from '../orders';
import { assertPublishable, storedFields } from './editor-checks';
import { findFollowUp, markFollowUpPublished, saveFollowUpDraft, type FollowUpKey, type FollowUpRow } from './follow-ups.store';
import { findTemplate } from './templates.store';

type SaveBody = z.output<(typeof saveFollowUp)['body']>;

const isFollowUpModule = (id: string) => id === MODULE_IDS.additionalQuestionnaire || id === MODULE_IDS.additionalQuestionnaireSubmitted;

/**
 * The writer's follow-up questionnaire of one order service: a draft the assigned writer (or an
 * admin) edits, then publishes once; published, the customer answers it and it no longer changes,
 * so the answers always belong to the questions the customer saw.
 */
export class FollowUpsService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** The order's service if it has a follow-up module; anything else is "not found". */
  private serviceOf(order: OrderRow, serviceId: string): Service {
    const service = (order.package as OrderPackage).packageServices.find((s) => s._id === serviceId);
    if (!service || !service.serviceModules.some((m) => isFollowUpModule(m.id))) throw notFound(EDITOR_CALL_MESSAGES.noFollowUp);
    return service;
  }

  private key(actor: Actor, order: OrderRow, service: Service): FollowUpKey {
    return { siteId: actor.site.id, orderId: order.id, serviceId: service._id };
  }

  private async toView(order: OrderRow, service: Service, row: FollowUpRow | null): Promise<{ data: FollowUp; orderData: Awaited<ReturnType<typeof orderToJson>> }> {
    const orderData = await orderToJson(this.db, order);
    const answered = orderData.completed_tasks.some((t) => t.serviceId === service._id && t.taskId === MODULE_IDS.additionalQuestionnaire);
    const data: FollowUp = row
      ? { _id: row.id, status: row.status, fields: storedFields(row.fields), updatedAt: row.updatedAt.toISOString(), answered }
      : { _id: null, status: 'none', fields: [], updatedAt: null, answered };
    return { data, orderData };
  }

  /** Anyone who may see the order (its writer, reviewers, admins) may read it. */
  async view(actor: Actor, orderId: string, serviceId: string) {
    const order = await loadOrderFor(this.db, actor, orderId);
    const service = this.serviceOf(order, serviceId);
    const row = await findFollowUp(this.db, this.key(actor, order, service));
    return { ...(await this.toView(order, service, row)), service: { _id: service._id, serviceName: service.serviceName } };
  }

  async save(actor: Actor, orderId: string, serviceId: string, body: SaveBody) {
    if (body.id !== orderId || body.service !== serviceId) throw badRequest(EDITOR_CALL_MESSAGES.pathMismatch);
    const order = await loadOrderForWriter(this.db, actor, orderId);
    const service = this.serviceOf(order, serviceId);
    const row = await saveFollowUpDraft(this.db, this.key(actor, order, service), normalizeFields(body.data));
    if (!row) throw new AppError('conflict', EDITOR_CALL_MESSAGES.alreadySent);
    return (await this.toView(order, service, row)).data;
  }

  /** Replaces the draft with a published template's questions. */
  async copy(actor: Actor, orderId: string, serviceId: string, templateId: string) {
    const order = await loadOrderForWriter(this.db, actor, orderId);
    const service = this.serviceOf(order, serviceId);
    const template = await findTemplate(this.db, actor.site.id, templateId);
    if (!template) throw notFound(EDITOR_CALL_MESSAGES.templateNotFound);
    if (template.publishedFields === null) throw ruleBroken(EDITOR_CALL_MESSAGES.templateNotPublished);
    const row = await saveFollowUpDraft(this.db, this.key(actor, order, service), storedFields(template.publishedFields));
    if (!row) throw new AppError('conflict', EDITOR_CALL_MESSAGES.alreadySent);
    return (await this.toView(order, service, row)).data;
  }

  /**
   * Sends the saved draft: published, the writer's "sent" task recorded and the customer told, all
   * in one transaction (the row locked, so two clicks publish and notify once).
   */
  async publish(actor: Actor, orderId: string, serviceId: string) {
    const order = await loadOrderForWriter(this.db, actor, orderId);
    const service = this.serviceOf(order, serviceId);
    const key = this.key(actor, order, service);
    const by = eventActor(actor.user);
    const row = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const current = await findFollowUp(db, key, { lock: true });
      if (current?.status === 'published') throw new AppError('conflict', EDITOR_CALL_MESSAGES.alreadySent);
      assertPublishable(storedFields(current?.fields ?? []));
      const published = await markFollowUpPublished(db, key);
      await recordTask(
        db,
        key.siteId,
        order.id,
        { taskId: MODULE_IDS.additionalQuestionnaireSubmitted, serviceId: service._id, serviceType: MODULE_IDS.additionalQuestionnaire },
        { outbox: this.platform.events, actor: by },
      );
      await this.platform.events.append(db, { type: 'follow_up_sent', siteId: key.siteId, orderId: order.id, orderNumber: order.number, recipientId: order.customerId, actor: by });
      return published;
    });
    return (await this.toView(order, service, row)).data;
  }
}
