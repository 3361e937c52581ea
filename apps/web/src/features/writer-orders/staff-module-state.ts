import { additionalQuestionnaireState, isModuleDone, moduleKind, MODULE_IDS, orderPaths } from '@portal/domain/orders/rules';
import type { CompletedTask, Module, RevisionData, Service } from '@portal/domain/orders/types';
import { staffDocumentPaths } from '../documents/public';

const segment = encodeURIComponent;

/** The module links of the writer's side (spec 001 section 2, "Module links from the order"). */
export const staffScreens = {
  questionnaireAnswers: (orderId: string, questionnaireId: string, serviceId: string) =>
    `/orders/questionnaire-answers/${segment(orderId)}/${segment(questionnaireId)}/${segment(serviceId)}`,
  additionalQuestionnaire: (orderId: string, serviceId: string) => `/orders/additional_questionnaire/${segment(orderId)}/${segment(serviceId)}`,
  previousDocument: orderPaths.previousDocument,
  ...staffDocumentPaths,
};

/**
 * What one module of an order stands at, as the writer, reviewer or admin reads it:
 * - questionnaire: `answered` or `waiting-customer`;
 * - previous_document: `done` (the customer uploaded) or `waiting-customer`;
 * - revision_process (spec 001 section 4): `done`, `awaiting-review` (a draft is with the customer),
 *   `ready-for-draft` (the customer reviewed the last draft) or `no-draft` (nothing sent yet);
 * - final_document, final_linkedin: `done` or `not-done`;
 * - additional_questionnaire: `answered`, `sent` (awaiting the customer) or `not-sent`.
 */
export type StaffModuleState =
  | { kind: 'questionnaire'; state: 'answered' | 'waiting-customer' }
  | { kind: 'previous_document'; state: 'done' | 'waiting-customer' }
  | { kind: 'revision_process'; state: 'done' | 'awaiting-review' | 'ready-for-draft' | 'no-draft' }
  | { kind: 'final_document' | 'final_linkedin'; state: 'done' | 'not-done' }
  | { kind: 'additional_questionnaire'; state: 'answered' | 'sent' | 'not-sent' };

export type StaffModuleRow = StaffModuleState & {
  done: boolean;
  /** The module's screen for staff; null when there is nothing to open yet. */
  to: string | null;
};

type OrderFacts = { _id: string; completed_tasks: readonly CompletedTask[]; revisionData?: RevisionData };

export function staffModuleState(order: OrderFacts, service: Service, module: Module): StaffModuleRow {
  const tasks = order.completed_tasks;
  const done = isModuleDone(tasks, service._id, module.id);
  const kind = moduleKind(module.id);
  switch (kind) {
    case 'questionnaire':
      return {
        kind,
        state: done ? 'answered' : 'waiting-customer',
        done,
        to: done ? staffScreens.questionnaireAnswers(order._id, module.id, service._id) : null,
      };
    case 'previous_document':
      // The list is read-only for staff and says itself when nothing was uploaded yet.
      return { kind, state: done ? 'done' : 'waiting-customer', done, to: staffScreens.previousDocument(service._id, order._id) };
    case 'revision_process':
      return { kind, state: revisionState(done, order.revisionData?.[service._id]), done, to: staffScreens.revisionFiles(service._id, order._id) };
    case 'final_document':
      return { kind, state: done ? 'done' : 'not-done', done, to: staffScreens.finalFiles(service._id, order._id) };
    case 'final_linkedin':
      return { kind, state: done ? 'done' : 'not-done', done, to: staffScreens.linkedin(order._id) };
    case 'additional_questionnaire':
    case 'additional_questionnaire_submitted':
      return followUpState(order._id, service, tasks);
  }
}

function revisionState(done: boolean, revision: RevisionData[string] | undefined) {
  if (done) return 'done';
  // The customer's review sets pendingClientReview: the next draft is the writer's turn.
  if (revision?.pendingClientReview === true) return 'ready-for-draft';
  if (revision?.sentByWriter === true) return 'awaiting-review';
  return 'no-draft';
}

function followUpState(orderId: string, service: Service, tasks: readonly CompletedTask[]): StaffModuleRow {
  const kind = 'additional_questionnaire';
  const followUp = additionalQuestionnaireState(service, tasks);
  if (followUp === 'answered') {
    return { kind, state: 'answered', done: true, to: staffScreens.questionnaireAnswers(orderId, MODULE_IDS.additionalQuestionnaire, service._id) };
  }
  // Not answered yet: the writer's editor, where the follow-up is written and sent.
  return { kind, state: followUp === 'awaiting-answer' ? 'sent' : 'not-sent', done: false, to: staffScreens.additionalQuestionnaire(orderId, service._id) };
}

