import type { z } from 'zod/mini';
import type { AnswerSection, completeTask } from '@portal/domain/questionnaires/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { isAnswerable, pickKnownAnswers, splitIntoSections } from '@portal/domain/questionnaires/rules';
import type { Db } from '../../platform/db/database';
import { AppError, ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { checkAnswers, parseStoredAnswers } from './questionnaire-answers';
import { isQuestionnaireTask, resolveQuestionnaire } from './questionnaire-resolver';
import { findTask, workDeliveredSince } from './questionnaires.store';
import { loadOrderFor, loadOrderForCustomer, orderToJson, recordTask } from '../orders';

export const ANSWERS_LOCKED = 'Your writer has already delivered work based on these answers, so they can no longer be changed.';
export const NOT_A_QUESTIONNAIRE = 'This task is not a questionnaire';
export const NOT_DEFAULT_QUESTIONNAIRE = 'This is not the default questionnaire';

type CompleteTaskBody = z.output<(typeof completeTask)['body']>;
type Ref = { orderId: string; questionnaireId: string; serviceId?: string };

/** Questionnaires as modules of an order: reading them, their answers, and answering them. */
export class QuestionnairesService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** The questionnaire with the previous answers; anyone who may see the order may read it. */
  async view(actor: Actor, ref: Ref) {
    const order = await loadOrderFor(this.db, actor, ref.orderId);
    const resolved = await resolveQuestionnaire(this.db, actor.site.id, order, ref.questionnaireId, ref.serviceId);
    const task = await findTask(this.db, actor.site.id, order.id, resolved.service._id, resolved.taskId);
    const answersLocked = task !== null && (await workDeliveredSince(this.db, actor.site.id, order.id, resolved.service._id, task.createdAt));
    return {
      data: resolved.questionnaire,
      service: { _id: resolved.service._id, serviceName: resolved.service.serviceName },
      orderData: await orderToJson(this.db, order),
      ...(task ? { answers: pickKnownAnswers(resolved.questionnaire.fields, parseStoredAnswers(task.data)) } : {}),
      answersLocked,
    };
  }

  /** The answers grouped by section for the read-only (printable) page; usable by the writer side. */
  async answers(actor: Actor, ref: Ref) {
    const order = await loadOrderFor(this.db, actor, ref.orderId);
    const resolved = await resolveQuestionnaire(this.db, actor.site.id, order, ref.questionnaireId, ref.serviceId);
    const task = await findTask(this.db, actor.site.id, order.id, resolved.service._id, resolved.taskId);
    const stored = parseStoredAnswers(task?.data);
    const sections: AnswerSection[] = splitIntoSections(resolved.questionnaire.fields)
      .map((section) => ({
        title: section.title,
        items: section.fields.filter(isAnswerable).map((field) => ({
          id: field.id,
          question: field.text,
          type: field.type,
          answer: Object.hasOwn(stored, field.id) ? stored[field.id]! : null,
        })),
      }))
      .filter((section) => section.items.length > 0);
    return {
      data: { name: resolved.questionnaire.name, answered: task !== null, submittedAt: task?.createdAt.toISOString() ?? null, sections },
      service: { _id: resolved.service._id, serviceName: resolved.service.serviceName },
      orderData: await orderToJson(this.db, order),
    };
  }

  /**
   * The customer answers a questionnaire module. Answering again replaces the answers, until the
   * writer has delivered a draft or final document made from them (then 409).
   */
  async complete(actor: Actor, orderId: string, body: CompleteTaskBody) {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    if (!isQuestionnaireTask(body.taskId)) throw ruleBroken(NOT_A_QUESTIONNAIRE);
    const resolved = await resolveQuestionnaire(this.db, actor.site.id, order, body.taskId, body.serviceId);
    if (body.DefaultQuestionSubmitted === true && !resolved.questionnaire.isDefault) {
      throw ruleBroken(NOT_DEFAULT_QUESTIONNAIRE, { DefaultQuestionSubmitted: NOT_DEFAULT_QUESTIONNAIRE });
    }
    const previous = await findTask(this.db, actor.site.id, order.id, resolved.service._id, resolved.taskId);
    if (previous && (await workDeliveredSince(this.db, actor.site.id, order.id, resolved.service._id, previous.createdAt))) {
      throw new AppError('conflict', ANSWERS_LOCKED);
    }
    const answers = checkAnswers(resolved.questionnaire.fields, body.data, 'data');
    const data = body.DefaultQuestionSubmitted === true ? { ...answers, DefaultQuestionSubmitted: true } : answers;
    const by = eventActor(actor.user);
    const task = { taskId: resolved.taskId, serviceId: resolved.service._id, serviceType: body.serviceType.trim(), data };
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const progress = await recordTask(db, actor.site.id, order.id, task, { outbox: this.platform.events, actor: by });
      // The writer asked these questions and is waiting for the answers (an unassigned order has nobody to tell).
      if (resolved.taskId === MODULE_IDS.additionalQuestionnaire && order.writerId) {
        await this.platform.events.append(db, { type: 'follow_up_answered', siteId: actor.site.id, orderId: order.id, orderNumber: order.number, recipientId: order.writerId, actor: by });
      }
      return progress;
    });
  }
}
