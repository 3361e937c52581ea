import { describe, expect, it } from 'vitest';
import type { AssignmentProfile } from '../profiles/rules';
import { chooseWriter, isOverdue, reasonText, startOfWeek, weekdayOf } from './rules';

const profile = (writerId: string, over: Partial<AssignmentProfile> = {}): AssignmentProfile => ({ writerId, services: ['Resume Writing'], maxOpenJobs: null, maxJobsPerWeek: null, availableDays: [], ...over });
const load = (openJobs: number, jobsThisWeek = openJobs) => ({ openJobs, jobsThisWeek });
// A Wednesday.
const now = new Date('2026-11-25T10:00:00Z');

describe('chooseWriter', () => {
  it('picks the writer with the fewest open jobs, then the fewest this week, then the lowest id', () => {
    const c = chooseWriter([{ profile: profile('b'), load: load(2) }, { profile: profile('a'), load: load(1, 5) }, { profile: profile('c'), load: load(1, 3) }], ['Resume Writing'], now);
    expect(c.writerId).toBe('c');
    expect(chooseWriter([{ profile: profile('b'), load: load(0) }, { profile: profile('a'), load: load(0) }], ['Resume Writing'], now).writerId).toBe('a');
  });

  it('skips writers without room, without every service, or not working today', () => {
    const candidates = [
      { profile: profile('full', { maxOpenJobs: 2 }), load: load(2, 0) },
      { profile: profile('week', { maxJobsPerWeek: 1 }), load: load(0, 1) },
      { profile: profile('letters', { services: ['Cover Letter'] }), load: load(0) },
      { profile: profile('weekend', { availableDays: ['Saturday', 'Sunday'] }), load: load(0) },
      { profile: profile('ok', { services: ['resume  writing' as 'Resume Writing', 'Cover Letter'] }), load: load(9) },
    ];
    const c = chooseWriter(candidates, ['Resume Writing', 'Cover Letter'], now);
    expect(c).toMatchObject({ writerId: 'ok', reason: { kind: 'automatic', openJobs: 9, eligible: 1 } });
  });

  it('says why nobody fits: nobody offers the services, or nobody has room', () => {
    expect(chooseWriter([{ profile: profile('a', { services: ['Cover Letter'] }), load: load(0) }], ['Resume Writing'], now)).toEqual({ writerId: null, eligible: 0, offering: 0 });
    expect(chooseWriter([{ profile: profile('a', { maxOpenJobs: 1 }), load: load(1) }], ['Resume Writing'], now)).toEqual({ writerId: null, eligible: 0, offering: 1 });
  });
});

describe('dates and words', () => {
  it('counts the week from Monday 00:00 UTC and names the weekday', () => {
    expect(startOfWeek(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfWeek(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekdayOf(now)).toBe('Wednesday');
  });

  it('calls an order overdue only past its due date and while open', () => {
    expect(isOverdue({ dueDate: new Date('2026-11-24T12:00:00Z'), completedAt: null }, now)).toBe(true);
    expect(isOverdue({ dueDate: new Date('2026-11-24T12:00:00Z'), completedAt: now }, now)).toBe(false);
    expect(isOverdue({ dueDate: null, completedAt: null }, now)).toBe(false);
  });

  it('explains an assignment', () => {
    expect(reasonText({ kind: 'admin', previousWriterId: 'x' })).toBe('Reassigned by an admin');
    expect(reasonText({ kind: 'automatic', openJobs: 1, maxOpenJobs: 5, jobsThisWeek: 2, maxJobsPerWeek: null, eligible: 3 })).toBe('Fewest open jobs (1 of 5; 2 of no limit this week) among 3 writer(s) offering the services with room');
  });
});
