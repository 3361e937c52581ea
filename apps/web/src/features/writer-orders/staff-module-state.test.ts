import type { CompletedTask, RevisionData, Service } from '@portal/domain/orders/types';
import { describe, expect, it } from 'vitest';
import { staffModuleState } from './staff-module-state';

const service = (modules: string[]): Service => ({ _id: 's1', serviceName: 'Resume', serviceModules: modules.map((id) => ({ id, title: id })) });

const row = (moduleId: string, tasks: CompletedTask[] = [], revisionData: RevisionData = {}, modules = [moduleId]) => {
  const s = service(modules);
  return staffModuleState({ _id: 'o1', completed_tasks: tasks, revisionData }, s, s.serviceModules.find((m) => m.id === moduleId)!);
};
const task = (taskId: string, serviceId = 's1'): CompletedTask => ({ taskId, serviceId });

describe('staffModuleState', () => {
  it('links an answered questionnaire to its answers and waits for an unanswered one', () => {
    expect(row('career-q')).toEqual({ kind: 'questionnaire', state: 'waiting-customer', done: false, to: null });
    expect(row('career-q', [task('career-q')])).toEqual({ kind: 'questionnaire', state: 'answered', done: true, to: '/orders/questionnaire-answers/o1/career-q/s1' });
  });

  it('counts only tasks of the same service', () => {
    expect(row('career-q', [task('career-q', 'other')]).state).toBe('waiting-customer');
    expect(row('final_document', [task('final_document', 'other')]).done).toBe(false);
  });

  it('always links the previous documents, with the service first', () => {
    expect(row('previous_document')).toEqual({ kind: 'previous_document', state: 'waiting-customer', done: false, to: '/orders/previous-document/s1/o1' });
    expect(row('previous_document', [task('previous_document')])).toMatchObject({ state: 'done', done: true, to: '/orders/previous-document/s1/o1' });
  });

  it('derives the revision state from the completed task and revisionData', () => {
    expect(row('revision_process')).toEqual({ kind: 'revision_process', state: 'no-draft', done: false, to: '/orders/revision-files/s1/o1' });
    expect(row('revision_process', [], { s1: { sentByWriter: true, pendingClientReview: false } }).state).toBe('awaiting-review');
    expect(row('revision_process', [], { s1: { sentByWriter: false, pendingClientReview: true } }).state).toBe('ready-for-draft');
    expect(row('revision_process', [], { other: { sentByWriter: true } }).state).toBe('no-draft');
    expect(row('revision_process', [task('revision_process')], { s1: { sentByWriter: true } })).toEqual({ kind: 'revision_process', state: 'done', done: true, to: '/orders/revision-files/s1/o1' });
  });

  it('shows the final documents as done or not, with their screens', () => {
    expect(row('final_document')).toEqual({ kind: 'final_document', state: 'not-done', done: false, to: '/orders/final-files/s1/o1' });
    expect(row('final_linkedin', [task('final_linkedin')])).toEqual({ kind: 'final_linkedin', state: 'done', done: true, to: '/orders/linkedin/linkedin/o1' });
  });

  it('gives the follow-up questionnaire its three states', () => {
    expect(row('additional_questionnaire')).toEqual({ kind: 'additional_questionnaire', state: 'not-sent', done: false, to: '/orders/additional_questionnaire/o1/s1' });
    expect(row('additional_questionnaire', [task('additional_questionnaire_submitted')])).toEqual({ kind: 'additional_questionnaire', state: 'sent', done: false, to: '/orders/additional_questionnaire/o1/s1' });
    expect(row('additional_questionnaire_submitted')).toMatchObject({ kind: 'additional_questionnaire', state: 'sent' });
    expect(row('additional_questionnaire', [task('additional_questionnaire_submitted'), task('additional_questionnaire')])).toEqual({
      kind: 'additional_questionnaire',
      state: 'answered',
      done: true,
      to: '/orders/questionnaire-answers/o1/additional_questionnaire/s1',
    });
  });

  it('escapes ids in links', () => {
    const s: Service = { _id: 's 1', serviceName: 'x', serviceModules: [{ id: 'q/1', title: 'Q' }] };
    expect(staffModuleState({ _id: 'o1', completed_tasks: [task('q/1', 's 1')] }, s, s.serviceModules[0]!).to).toBe('/orders/questionnaire-answers/o1/q%2F1/s%201');
  });
});

