import {
  additionalQuestionnaireState,
  isModuleDone,
  moduleKind,
  MODULE_IDS,
  orderPaths,
  type FollowUpState,
  type ModuleKind,
} from '@portal/domain/orders/rules';
import type { CompletedTask, Module, Service } from '@portal/domain/orders/types';

const segment = encodeURIComponent;

/** The customer's module screens; the questionnaire and previous-document paths come from the domain. */
export const moduleScreens = {
  questionnaire: orderPaths.questionnaire,
  questionnaireAnswers: (orderId: string, questionnaireId: string, serviceId: string) =>
    `/orders/questionnaire-answers/${segment(orderId)}/${segment(questionnaireId)}/${segment(serviceId)}`,
  previousDocument: orderPaths.previousDocument,
  revisions: (serviceId: string, orderId: string) => `/orders/revisions-process/${segment(serviceId)}/${segment(orderId)}`,
  finalDocument: orderPaths.finalDocument,
  survey: (orderId: string, surveyId: string) => `/orders/${segment(orderId)}/survey/${segment(surveyId)}`,
  initialQuestion: (orderId: string) => `/order/${segment(orderId)}/initial-question`,
  contract: (orderId: string) => `/contract/fill/${segment(orderId)}`,
};

export type ModuleLink = {
  kind: ModuleKind;
  done: boolean;
  /** Where the row leads; null when there is nothing to open yet (a follow-up not sent). */
  to: string | null;
  /** Only for the follow-up questionnaire: what the customer can do with it now. */
  followUp?: FollowUpState;
};

/** Where one module of one service takes the customer, and whether it is done. */
export function moduleLink(orderId: string, service: Service, module: Module, tasks: readonly CompletedTask[]): ModuleLink {
  const kind = moduleKind(module.id);
  const done = isModuleDone(tasks, service._id, module.id);
  const serviceId = service._id;
  switch (kind) {
    case 'questionnaire':
      return {
        kind,
        done,
        to: done ? moduleScreens.questionnaireAnswers(orderId, module.id, serviceId) : moduleScreens.questionnaire(orderId, module.id, serviceId),
      };
    case 'previous_document':
      return { kind, done, to: moduleScreens.previousDocument(serviceId, orderId) };
    case 'revision_process':
      return { kind, done, to: moduleScreens.revisions(serviceId, orderId) };
    case 'final_document':
      return { kind, done, to: moduleScreens.finalDocument(serviceId, orderId) };
    case 'final_linkedin':
      return { kind, done, to: `${moduleScreens.finalDocument(serviceId, orderId)}?linkedin=1` };
    case 'additional_questionnaire':
    case 'additional_questionnaire_submitted':
      return followUpLink(orderId, service, tasks);
  }
}

function followUpLink(orderId: string, service: Service, tasks: readonly CompletedTask[]): ModuleLink {
  const followUp = additionalQuestionnaireState(service, tasks);
  const id = MODULE_IDS.additionalQuestionnaire;
  const kind = 'additional_questionnaire';
  if (followUp === 'answered') return { kind, done: true, followUp, to: moduleScreens.questionnaireAnswers(orderId, id, service._id) };
  if (followUp === 'awaiting-answer') return { kind, done: false, followUp, to: moduleScreens.questionnaire(orderId, id, service._id) };
  return { kind, done: false, followUp, to: null };
}
