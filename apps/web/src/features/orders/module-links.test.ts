import type { CompletedTask, Service } from '@portal/domain/orders/types';
import { describe, expect, it } from 'vitest';
import { moduleLink } from './module-links';

const service = (modules: string[]): Service => ({
  _id: 's1',
  serviceName: 'Resume',
  serviceModules: modules.map((id) => ({ id, title: id })),
});

const link = (moduleId: string, tasks: CompletedTask[] = [], modules = [moduleId]) => {
  const s = service(modules);
  return moduleLink('o1', s, s.serviceModules.find((m) => m.id === moduleId)!, tasks);
};

describe('moduleLink', () => {
  it('sends an unanswered questionnaire to the wizard and an answered one to its answers', () => {
    expect(link('career-q')).toEqual({ kind: 'questionnaire', done: false, to: '/orders/questionnaire/o1/career-q/s1' });
    expect(link('career-q', [{ taskId: 'career-q', serviceId: 's1' }])).toEqual({
      kind: 'questionnaire',
      done: true,
      to: '/orders/questionnaire-answers/o1/career-q/s1',
    });
  });

  it('counts only tasks of the same service', () => {
    expect(link('career-q', [{ taskId: 'career-q', serviceId: 'other' }]).done).toBe(false);
  });

  it('links the document screens with the service first', () => {
    expect(link('previous_document').to).toBe('/orders/previous-document/s1/o1');
    expect(link('revision_process').to).toBe('/orders/revisions-process/s1/o1');
    expect(link('final_document').to).toBe('/orders/final-document/s1/o1');
    expect(link('final_linkedin')).toEqual({ kind: 'final_linkedin', done: false, to: '/orders/final-document/s1/o1?linkedin=1' });
    expect(link('final_document', [{ taskId: 'final_document', serviceId: 's1' }]).done).toBe(true);
  });

  it('gives the follow-up questionnaire its three states', () => {
    expect(link('additional_questionnaire')).toEqual({ kind: 'additional_questionnaire', done: false, followUp: 'unavailable', to: null });
    expect(link('additional_questionnaire', [{ taskId: 'additional_questionnaire_submitted', serviceId: 's1' }])).toEqual({
      kind: 'additional_questionnaire',
      done: false,
      followUp: 'awaiting-answer',
      to: '/orders/questionnaire/o1/additional_questionnaire/s1',
    });
    expect(link('additional_questionnaire', [{ taskId: 'additional_questionnaire', serviceId: 's1' }])).toEqual({
      kind: 'additional_questionnaire',
      done: true,
      followUp: 'answered',
      to: '/orders/questionnaire-answers/o1/additional_questionnaire/s1',
    });
  });

  it('treats a module listed as already sent as awaiting an answer', () => {
    expect(link('additional_questionnaire_submitted').followUp).toBe('awaiting-answer');
  });

  it('escapes ids in the paths', () => {
    const s: Service = { _id: 's/1', serviceName: 'x', serviceModules: [{ id: 'q 1', title: 'q' }] };
    expect(moduleLink('o?1', s, s.serviceModules[0]!, []).to).toBe('/orders/questionnaire/o%3F1/q%201/s%2F1');
  });
});
