import dayjs from 'dayjs';
import type { CompletedTask, Order, OrderPackage, RevisionData, Service } from './types';
import { isOrderComplete, orderPaths, visibleOrders } from './landing';

// Where the app sends people lives in landing.ts (no dayjs, so the web's first download stays small).
export { isOrderComplete, orderPaths, postLoginTarget, rootRedirect, staffHome, visibleOrders } from './landing';

export const MODULE_IDS = {
  previousDocument: 'previous_document',
  revisionProcess: 'revision_process',
  finalDocument: 'final_document',
  finalLinkedin: 'final_linkedin',
  additionalQuestionnaire: 'additional_questionnaire',
  additionalQuestionnaireSubmitted: 'additional_questionnaire_submitted',
} as const;

export type KnownModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];
export type ModuleKind = KnownModuleId | 'questionnaire';

const KNOWN_MODULE_IDS: ReadonlySet<string> = new Set(Object.values(MODULE_IDS));

/** Any module id the spec does not name is the id of a questionnaire. */
export function moduleKind(id: string): ModuleKind {
  return KNOWN_MODULE_IDS.has(id) ? (id as KnownModuleId) : 'questionnaire';
}

function isFollowUp(moduleId: string): boolean {
  return moduleId === MODULE_IDS.additionalQuestionnaire || moduleId === MODULE_IDS.additionalQuestionnaireSubmitted;
}

function hasTask(tasks: readonly CompletedTask[], serviceId: string, taskId: string): boolean {
  return tasks.some((task) => task.serviceId === serviceId && task.taskId === taskId);
}

/**
 * Whether one module of one service is done. The follow-up (additional) questionnaire is done only
 * once the customer answered it (task `additional_questionnaire`); the task
 * `additional_questionnaire_submitted` records that the writer sent it and is not a completion. A
 * module listed as `additional_questionnaire_submitted` is the same follow-up, already sent.
 */
export function isModuleDone(tasks: readonly CompletedTask[], serviceId: string, moduleId: string): boolean {
  const taskId = isFollowUp(moduleId) ? MODULE_IDS.additionalQuestionnaire : moduleId;
  return hasTask(tasks, serviceId, taskId);
}

/** The writer has sent the service's follow-up questionnaire to the customer. */
export function isAdditionalQuestionnaireSent(service: Service, tasks: readonly CompletedTask[]): boolean {
  const sentId = MODULE_IDS.additionalQuestionnaireSubmitted;
  return service.serviceModules.some((m) => m.id === sentId) || hasTask(tasks, service._id, sentId);
}

export type ServiceState = 'completed' | 'in-progress' | 'not-started';

/**
 * Completed when every module is done (a service without modules has nothing left to do),
 * in progress when some are, when the writer sent a draft or a follow-up questionnaire, else
 * not started (shown as Needs Action).
 */
export function serviceState(
  service: Service,
  tasks: readonly CompletedTask[],
  revisionData: RevisionData = {},
  options: { additionalQuestionnaireSent?: boolean } = {},
): ServiceState {
  const done = service.serviceModules.filter((m) => isModuleDone(tasks, service._id, m.id)).length;
  if (done === service.serviceModules.length) return 'completed';
  if (done > 0) return 'in-progress';
  if (revisionData[service._id]?.sentByWriter === true) return 'in-progress';
  if (options.additionalQuestionnaireSent === true || isAdditionalQuestionnaireSent(service, tasks)) {
    return 'in-progress';
  }
  return 'not-started';
}

/**
 * Whether a module not yet done waits on the customer before anything was started: a
 * questionnaire to answer or previous documents to upload. Reviewing drafts and answering a
 * follow-up wait on the writer until a draft or the follow-up is sent (and then the service is in
 * progress anyway); final documents are the writer's.
 */
function waitsOnCustomer(moduleId: string): boolean {
  return moduleKind(moduleId) === 'questionnaire' || moduleId === MODULE_IDS.previousDocument;
}

/**
 * The service's state as its customer sees it: "not started" (badged Needs Action) only while
 * one of its remaining steps is the customer's; a service whose remaining steps are all the
 * writer's is in progress, since nothing is asked of the customer.
 */
export function customerServiceState(service: Service, tasks: readonly CompletedTask[], revisionData: RevisionData = {}): ServiceState {
  const state = serviceState(service, tasks, revisionData);
  if (state !== 'not-started') return state;
  const customerTurn = service.serviceModules.some((m) => !isModuleDone(tasks, service._id, m.id) && waitsOnCustomer(m.id));
  return customerTurn ? 'not-started' : 'in-progress';
}

/** The service expanded by default: the first one not completed, or -1. */
export function firstOpenServiceIndex(services: readonly Service[], tasks: readonly CompletedTask[]): number {
  return services.findIndex((service) => serviceState(service, tasks) !== 'completed');
}

/**
 * The order's percentage: done service-module pairs over all pairs, rounded down so 100 means
 * every module is done. A package without modules stays at 0 rather than completing itself.
 */
export function orderProgress(pkg: Pick<OrderPackage, 'packageServices'>, tasks: readonly CompletedTask[]): number {
  let total = 0;
  let done = 0;
  for (const service of pkg.packageServices) {
    for (const module of service.serviceModules) {
      total += 1;
      if (isModuleDone(tasks, service._id, module.id)) done += 1;
    }
  }
  if (total === 0) return 0;
  return Math.floor((done * 100) / total);
}

export type FollowUpState = 'answered' | 'awaiting-answer' | 'unavailable';

export function additionalQuestionnaireState(service: Service, tasks: readonly CompletedTask[]): FollowUpState {
  if (hasTask(tasks, service._id, MODULE_IDS.additionalQuestionnaire)) return 'answered';
  if (isAdditionalQuestionnaireSent(service, tasks)) return 'awaiting-answer';
  return 'unavailable';
}

/**
 * Where a customer opening an order for the first time is sent: the first module of the first
 * service, when that is something the customer does. The writer's "sent" marker does not count as
 * progress, so a sent follow-up questionnaire can still be the first stop.
 */
export function firstVisitTarget(order: Pick<Order, '_id' | 'package' | 'completed_tasks'>): string | null {
  const tasks = order.completed_tasks;
  if (tasks.some((task) => task.taskId !== MODULE_IDS.additionalQuestionnaireSubmitted)) return null;
  const service = order.package.packageServices[0];
  const module = service?.serviceModules[0];
  if (service === undefined || module === undefined) return null;

  const kind = moduleKind(module.id);
  if (kind === 'previous_document') return orderPaths.previousDocument(service._id, order._id);
  if (kind === 'questionnaire') return orderPaths.questionnaire(order._id, module.id, service._id);
  if (isFollowUp(kind) && isAdditionalQuestionnaireSent(service, tasks)) {
    return orderPaths.questionnaire(order._id, MODULE_IDS.additionalQuestionnaire, service._id);
  }
  return null;
}

export function shouldOpenCompletionModal(order: Pick<Order, 'statusPercentage' | 'tipByCustomer' | 'noShowCheck'>): boolean {
  return order.statusPercentage === 100 && order.tipByCustomer !== true && order.noShowCheck !== true;
}

export function orderCounts(orders: readonly Pick<Order, 'statusPercentage' | 'hideOrder'>[]) {
  const visible = visibleOrders(orders);
  const completed = visible.filter(isOrderComplete).length;
  return { total: visible.length, pending: visible.length - completed, completed };
}


/**
 * A writer may set a due date on an order below 100 percent, on today or later. Days are compared
 * in the time zone of the caller; the server passes its own "today".
 */
export function canSetDueDate(
  order: Pick<Order, 'statusPercentage'>,
  date: Date | string,
  today: Date | string = new Date(),
): boolean {
  const due = dayjs(date);
  if (!due.isValid() || order.statusPercentage >= 100) return false;
  return !due.isBefore(dayjs(today), 'day');
}

/**
 * The modules shown for a service. The follow-up questionnaire may be listed under both of its ids
 * (to send, already sent); customers and staff alike see it as one row.
 */
export function visibleModules(service: Service): Service['serviceModules'] {
  let followUpSeen = false;
  return service.serviceModules.filter((module) => {
    const kind = moduleKind(module.id);
    if (kind !== 'additional_questionnaire' && kind !== 'additional_questionnaire_submitted') return true;
    if (followUpSeen) return false;
    followUpSeen = true;
    return true;
  });
}
