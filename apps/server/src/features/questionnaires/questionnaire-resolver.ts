import type { QuestionnaireView } from '@portal/domain/questionnaires/calls';
import { MODULE_IDS, moduleKind } from '@portal/domain/orders/rules';
import type { OrderPackage, Service } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { parseFields } from './questionnaire-answers';
import { findPublishedFollowUp, findQuestionnaire } from './questionnaires.store';
import { type OrderRow } from '../orders';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';
const FOLLOW_UP_NAME = 'Additional Questionnaire';

export type ResolvedQuestionnaire = {
  /** The completed task's id: the questionnaire id, or `additional_questionnaire` for the follow-up. */
  taskId: string;
  service: Service;
  questionnaire: QuestionnaireView;
};

/** The other modules (documents, revisions, the writer's "sent" marker) are completed elsewhere. */
export function isQuestionnaireTask(taskId: string): boolean {
  return taskId === MODULE_IDS.additionalQuestionnaire || moduleKind(taskId) === 'questionnaire';
}

// A service lists its follow-up as `additional_questionnaire`, or as `..._submitted` once sent.
const isFollowUpModule = (id: string) => id === MODULE_IDS.additionalQuestionnaire || id === MODULE_IDS.additionalQuestionnaireSubmitted;

/**
 * The questionnaire `questionnaireId` as a module of the order: only a module of one of the order's
 * services (of `serviceId` when given) is served, so an id of another site, another package or a
 * survey answers "not found" exactly like a missing one.
 */
export async function resolveQuestionnaire(
  db: Db,
  siteId: string,
  order: OrderRow,
  questionnaireId: string,
  serviceId?: string,
): Promise<ResolvedQuestionnaire> {
  const services = (order.package as OrderPackage).packageServices.filter((s) => serviceId === undefined || s._id === serviceId);
  if (services.length === 0) throw notFound(QUESTIONNAIRE_NOT_FOUND);

  if (questionnaireId === MODULE_IDS.additionalQuestionnaire) {
    const service = services.find((s) => s.serviceModules.some((m) => isFollowUpModule(m.id)));
    if (!service) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const row = await findPublishedFollowUp(db, siteId, order.id, service._id);
    if (!row) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const module = service.serviceModules.find((m) => isFollowUpModule(m.id));
    return {
      taskId: MODULE_IDS.additionalQuestionnaire,
      service,
      questionnaire: { _id: row.id, name: module?.title || FOLLOW_UP_NAME, fields: parseFields(row.fields), isDefault: false },
    };
  }

  if (!isQuestionnaireTask(questionnaireId)) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  const service = services.find((s) => s.serviceModules.some((m) => m.id === questionnaireId));
  if (!service) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  const row = await findQuestionnaire(db, siteId, questionnaireId);
  if (!row) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  return {
    taskId: row.id,
    service,
    questionnaire: { _id: row.id, name: row.name, fields: parseFields(row.fields), isDefault: row.isDefault },
  };
}
