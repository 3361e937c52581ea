import { describe, expect, it } from 'vitest';
import {
  MODULE_IDS,
  additionalQuestionnaireState,
  canSetDueDate,
  customerServiceState,
  firstOpenServiceIndex,
  firstVisitTarget,
  isAdditionalQuestionnaireSent,
  isModuleDone,
  moduleKind,
  orderCounts,
  orderProgress,
  postLoginTarget,
  rootRedirect,
  serviceState,
  shouldOpenCompletionModal,
  staffHome,
  visibleModules,
} from './rules';
import type { CompletedTask, Service } from './types';

function service(id: string, ...moduleIds: string[]): Service {
  return { _id: id, serviceName: `Service ${id}`, serviceModules: moduleIds.map((m) => ({ id: m, title: m })) };
}

function task(serviceId: string, taskId: string): CompletedTask {
  return { serviceId, taskId };
}

function pkg(...services: Service[]) {
  return { packageName: 'Gold', packagePrice: 19900, packageServices: services, packageDownloadables: [] };
}

const RESUME = service('s1', 'q-intake', MODULE_IDS.previousDocument, MODULE_IDS.revisionProcess, MODULE_IDS.finalDocument);

describe('moduleKind', () => {
  it('returns the known ids as themselves', () => {
    for (const id of Object.values(MODULE_IDS)) expect(moduleKind(id)).toBe(id);
  });

  it('treats any other id as a questionnaire', () => {
    expect(moduleKind('64f0c2a9e1')).toBe('questionnaire');
    expect(moduleKind('previous_documents')).toBe('questionnaire');
  });
});

describe('isModuleDone', () => {
  it('needs a task of the same module and the same service', () => {
    const tasks = [task('s1', 'previous_document'), task('s2', 'final_document')];
    expect(isModuleDone(tasks, 's1', 'previous_document')).toBe(true);
    expect(isModuleDone(tasks, 's1', 'final_document')).toBe(false);
    expect(isModuleDone(tasks, 's2', 'previous_document')).toBe(false);
  });

  it('counts the follow-up questionnaire as done only once answered', () => {
    expect(isModuleDone([task('s1', 'additional_questionnaire_submitted')], 's1', 'additional_questionnaire')).toBe(false);
    expect(isModuleDone([task('s1', 'additional_questionnaire')], 's1', 'additional_questionnaire')).toBe(true);
  });

  it('treats a module listed as already submitted like the follow-up itself', () => {
    const id = MODULE_IDS.additionalQuestionnaireSubmitted;
    expect(isModuleDone([task('s1', id)], 's1', id)).toBe(false);
    expect(isModuleDone([task('s1', 'additional_questionnaire')], 's1', id)).toBe(true);
  });
});

describe('customerServiceState', () => {
  it('says Needs Action (not started) while a questionnaire or the previous documents wait on the customer', () => {
    expect(customerServiceState(RESUME, [])).toBe('not-started');
    expect(customerServiceState(service('s1', MODULE_IDS.previousDocument, MODULE_IDS.finalDocument), [])).toBe('not-started');
  });

  it('is in progress when every remaining step is the writer\'s', () => {
    expect(customerServiceState(service('s1', MODULE_IDS.finalLinkedin), [])).toBe('in-progress');
    expect(customerServiceState(service('s1', MODULE_IDS.revisionProcess, MODULE_IDS.finalDocument), [])).toBe('in-progress');
    // A follow-up not sent yet is the writer's to send.
    expect(customerServiceState(service('s1', MODULE_IDS.additionalQuestionnaire, MODULE_IDS.finalDocument), [])).toBe('in-progress');
  });

  it('leaves completed and in-progress services as they are', () => {
    const linkedin = service('s1', MODULE_IDS.finalLinkedin);
    expect(customerServiceState(linkedin, [task('s1', MODULE_IDS.finalLinkedin)])).toBe('completed');
    expect(customerServiceState(RESUME, [task('s1', 'q-intake')])).toBe('in-progress');
  });

  it('keeps the staff view unchanged: nothing done is not started there', () => {
    expect(serviceState(service('s1', MODULE_IDS.finalLinkedin), [])).toBe('not-started');
  });
});

describe('serviceState', () => {
  it('is completed when every module has a task', () => {
    const tasks = RESUME.serviceModules.map((m) => task('s1', m.id));
    expect(serviceState(RESUME, tasks)).toBe('completed');
  });

  it('is in progress when some modules are done', () => {
    expect(serviceState(RESUME, [task('s1', 'q-intake')])).toBe('in-progress');
  });

  it('is in progress when the writer sent a revision', () => {
    expect(serviceState(RESUME, [], { s1: { sentByWriter: true } })).toBe('in-progress');
    expect(serviceState(RESUME, [], { s1: { sentByWriter: false } })).toBe('not-started');
    expect(serviceState(RESUME, [], { other: { sentByWriter: true } })).toBe('not-started');
  });

  it('is in progress when a follow-up questionnaire was sent', () => {
    const followUp = service('s1', 'additional_questionnaire', 'final_document');
    expect(serviceState(followUp, [], {}, { additionalQuestionnaireSent: true })).toBe('in-progress');
    expect(serviceState(followUp, [task('s1', 'additional_questionnaire_submitted')])).toBe('in-progress');
    expect(serviceState(service('s1', 'additional_questionnaire_submitted'), [])).toBe('in-progress');
  });

  it('is not started otherwise, even with tasks of other services', () => {
    expect(serviceState(RESUME, [task('s2', 'q-intake')])).toBe('not-started');
  });

  it('is completed for a service without modules: nothing is left to do', () => {
    expect(serviceState(service('empty'), [])).toBe('completed');
  });
});

describe('firstOpenServiceIndex', () => {
  const services = [service('a', 'final_document'), service('b', 'final_document'), service('c', 'final_document')];

  it('returns the first service not completed', () => {
    expect(firstOpenServiceIndex(services, [])).toBe(0);
    expect(firstOpenServiceIndex(services, [task('a', 'final_document')])).toBe(1);
    expect(firstOpenServiceIndex(services, [task('a', 'final_document'), task('c', 'final_document')])).toBe(1);
  });

  it('returns -1 when all are completed or there are none', () => {
    const all = services.map((s) => task(s._id, 'final_document'));
    expect(firstOpenServiceIndex(services, all)).toBe(-1);
    expect(firstOpenServiceIndex([], [])).toBe(-1);
  });
});

describe('orderProgress', () => {
  it('is 0 for a package without modules', () => {
    expect(orderProgress(pkg(), [])).toBe(0);
    expect(orderProgress(pkg(service('s1')), [task('s1', 'anything')])).toBe(0);
  });

  it('rounds down: 2 of 3 modules is 66', () => {
    const three = service('s1', 'a', 'b', 'c');
    expect(orderProgress(pkg(three), [task('s1', 'a'), task('s1', 'b')])).toBe(66);
    expect(orderProgress(pkg(three), [task('s1', 'a')])).toBe(33);
  });

  it('reaches 100 only when every module is done', () => {
    const many = service('s1', ...Array.from({ length: 201 }, (_, i) => `m${i}`));
    const allButOne = many.serviceModules.slice(1).map((m) => task('s1', m.id));
    expect(orderProgress(pkg(many), allButOne)).toBe(99);
    expect(orderProgress(pkg(many), [...allButOne, task('s1', 'm0')])).toBe(100);
  });

  it('counts each service-module pair across services', () => {
    const p = pkg(service('s1', 'final_document'), service('s2', 'final_document', 'final_linkedin'), service('s3', 'x'));
    expect(orderProgress(p, [task('s1', 'final_document')])).toBe(25);
    expect(orderProgress(p, [task('s2', 'final_document'), task('s2', 'final_linkedin')])).toBe(50);
  });

  it('ignores duplicate tasks and tasks of services outside the package', () => {
    const p = pkg(service('s1', 'a', 'b'));
    expect(orderProgress(p, [task('s1', 'a'), task('s1', 'a'), task('s9', 'b')])).toBe(50);
  });

  it('does not count the writer sending a follow-up questionnaire', () => {
    const p = pkg(service('s1', 'additional_questionnaire', 'final_document'));
    expect(orderProgress(p, [task('s1', 'additional_questionnaire_submitted')])).toBe(0);
    expect(orderProgress(p, [task('s1', 'additional_questionnaire')])).toBe(50);
  });
});

describe('additionalQuestionnaireState', () => {
  const followUp = service('s1', 'additional_questionnaire');

  it('is unavailable before the writer sends it', () => {
    expect(additionalQuestionnaireState(followUp, [])).toBe('unavailable');
    expect(isAdditionalQuestionnaireSent(followUp, [task('s2', 'additional_questionnaire_submitted')])).toBe(false);
  });

  it('awaits an answer once sent', () => {
    expect(additionalQuestionnaireState(followUp, [task('s1', 'additional_questionnaire_submitted')])).toBe('awaiting-answer');
    expect(additionalQuestionnaireState(service('s1', 'additional_questionnaire_submitted'), [])).toBe('awaiting-answer');
  });

  it('is answered when the customer completed it', () => {
    const tasks = [task('s1', 'additional_questionnaire_submitted'), task('s1', 'additional_questionnaire')];
    expect(additionalQuestionnaireState(followUp, tasks)).toBe('answered');
  });
});

describe('firstVisitTarget', () => {
  const order = (services: Service[], tasks: CompletedTask[] = []) => ({
    _id: 'o1',
    package: pkg(...services),
    completed_tasks: tasks,
  });

  it('opens the previous document upload', () => {
    expect(firstVisitTarget(order([service('s1', 'previous_document', 'final_document')]))).toBe(
      '/orders/previous-document/s1/o1',
    );
  });

  it('opens a questionnaire module with the service', () => {
    expect(firstVisitTarget(order([service('s1', 'q77', 'previous_document')]))).toBe('/orders/questionnaire/o1/q77/s1');
  });

  it.each(['final_linkedin', 'revision_process', 'final_document'])('stays on the order when the first module is %s', (id) => {
    expect(firstVisitTarget(order([service('s1', id, 'q1')]))).toBeNull();
  });

  it('opens the follow-up questionnaire only when it was already sent', () => {
    expect(firstVisitTarget(order([service('s1', 'additional_questionnaire')]))).toBeNull();
    expect(
      firstVisitTarget(order([service('s1', 'additional_questionnaire')], [task('s1', 'additional_questionnaire_submitted')])),
    ).toBe('/orders/questionnaire/o1/additional_questionnaire/s1');
    expect(firstVisitTarget(order([service('s1', 'additional_questionnaire_submitted')]))).toBe(
      '/orders/questionnaire/o1/additional_questionnaire/s1',
    );
  });

  it('does nothing once any task is completed', () => {
    expect(firstVisitTarget(order([service('s1', 'previous_document', 'q1')], [task('s1', 'q1')]))).toBeNull();
    expect(firstVisitTarget(order([service('s1', 'q1'), service('s2', 'q2')], [task('s2', 'q2')]))).toBeNull();
  });

  it('uses only the first module of the first service', () => {
    expect(firstVisitTarget(order([service('s1', 'final_document', 'previous_document'), service('s2', 'q1')]))).toBeNull();
  });

  it('does nothing for an empty package or an empty first service', () => {
    expect(firstVisitTarget(order([]))).toBeNull();
    expect(firstVisitTarget(order([service('s1'), service('s2', 'q1')]))).toBeNull();
  });

  it('escapes ids in the path', () => {
    expect(firstVisitTarget(order([service('s/1', 'q 1')]))).toBe('/orders/questionnaire/o1/q%201/s%2F1');
  });
});

describe('shouldOpenCompletionModal', () => {
  it('opens at 100 percent without a tip and without opt-out', () => {
    expect(shouldOpenCompletionModal({ statusPercentage: 100 })).toBe(true);
    expect(shouldOpenCompletionModal({ statusPercentage: 100, tipByCustomer: false, noShowCheck: false })).toBe(true);
  });

  it('stays closed below 100, after a tip, or after opting out', () => {
    expect(shouldOpenCompletionModal({ statusPercentage: 99 })).toBe(false);
    expect(shouldOpenCompletionModal({ statusPercentage: 100, tipByCustomer: true })).toBe(false);
    expect(shouldOpenCompletionModal({ statusPercentage: 100, noShowCheck: true })).toBe(false);
  });
});

describe('orderCounts', () => {
  it('counts exactly 100 as completed and everything else as pending', () => {
    const counts = orderCounts([{ statusPercentage: 100 }, { statusPercentage: 99 }, { statusPercentage: 0 }]);
    expect(counts).toEqual({ total: 3, pending: 2, completed: 1 });
  });

  it('leaves hidden orders out', () => {
    const counts = orderCounts([
      { statusPercentage: 100, hideOrder: true },
      { statusPercentage: 10, hideOrder: true },
      { statusPercentage: 10, hideOrder: false },
    ]);
    expect(counts).toEqual({ total: 1, pending: 1, completed: 0 });
  });

  it('is all zero without orders', () => {
    expect(orderCounts([])).toEqual({ total: 0, pending: 0, completed: 0 });
  });
});

describe('rootRedirect and postLoginTarget', () => {
  const open = (id: string) => ({ _id: id, statusPercentage: 40 });
  const done = (id: string) => ({ _id: id, statusPercentage: 100 });

  it('sends a pending purchase to checkout before anything else', () => {
    expect(postLoginTarget({ pendingPackageId: 'p1', orders: [open('o1')] })).toBe('/checkout?item=p1');
  });

  it('goes to the dashboard with no orders', () => {
    expect(postLoginTarget({ pendingPackageId: null, orders: [] })).toBe('/dashboard');
    expect(rootRedirect([])).toBe('/dashboard');
  });

  it('goes to the dashboard with more than one open order', () => {
    expect(rootRedirect([open('o1'), done('o2'), open('o3')])).toBe('/dashboard');
  });

  it('opens the single open order', () => {
    expect(rootRedirect([done('o1'), open('o2'), done('o3')])).toBe('/orders/view/o2');
    expect(postLoginTarget({ orders: [done('o1'), open('o2')] })).toBe('/orders/view/o2');
  });

  it('opens the first order when all are complete', () => {
    expect(rootRedirect([done('o1'), done('o2')])).toBe('/orders/view/o1');
  });

  it('ignores hidden orders', () => {
    expect(rootRedirect([{ ...open('o1'), hideOrder: true }, open('o2')])).toBe('/orders/view/o2');
    expect(rootRedirect([{ ...open('o1'), hideOrder: true }])).toBe('/dashboard');
  });

  it('sends staff to their home, ignoring orders and pending packages', () => {
    expect(postLoginTarget({ role: 'writer', pendingPackageId: 'p1', orders: [open('o1')] })).toBe('/dashboard');
    expect(postLoginTarget({ role: 'reviewer', orders: [] })).toBe('/orders/list');
    expect(staffHome('admin')).toBe('/dashboard');
    expect(postLoginTarget({ role: 'user', orders: [open('o1')] })).toBe('/orders/view/o1');
  });
});

describe('canSetDueDate', () => {
  const today = new Date(2025, 5, 15, 14, 30);

  it('allows today and later for an order below 100', () => {
    expect(canSetDueDate({ statusPercentage: 50 }, new Date(2025, 5, 15, 0, 0), today)).toBe(true);
    expect(canSetDueDate({ statusPercentage: 0 }, new Date(2025, 5, 16), today)).toBe(true);
    expect(canSetDueDate({ statusPercentage: 99 }, '2030-01-01', today)).toBe(true);
  });

  it('refuses a day in the past', () => {
    expect(canSetDueDate({ statusPercentage: 50 }, new Date(2025, 5, 14, 23, 59), today)).toBe(false);
  });

  it('refuses completed orders', () => {
    expect(canSetDueDate({ statusPercentage: 100 }, new Date(2025, 5, 20), today)).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(canSetDueDate({ statusPercentage: 10 }, 'not a date', today)).toBe(false);
  });
});

describe('visibleModules', () => {
  const service = (ids: string[]) => ({ _id: 's', serviceName: 's', serviceModules: ids.map((id) => ({ id, title: id })) });
  it('shows the follow-up questionnaire once even when listed under both ids', () => {
    expect(visibleModules(service(['q1', 'additional_questionnaire', 'final_document', 'additional_questionnaire_submitted'])).map((m) => m.id)).toEqual(['q1', 'additional_questionnaire', 'final_document']);
  });
  it('keeps every other module, in order', () => {
    expect(visibleModules(service(['career-q', 'additional_questionnaire', 'revision_process', 'additional_questionnaire_submitted'])).map((m) => m.id)).toEqual(['career-q', 'additional_questionnaire', 'revision_process']);
  });
});
