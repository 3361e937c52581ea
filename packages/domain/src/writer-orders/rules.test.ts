import { describe, expect, it } from 'vitest';
import { canSetDueDate } from '../orders/rules';
import { chartMonthKeys, chartStart, dueDateInstant, earliestToday, zeroFillMonths } from './rules';

describe('dashboard chart months', () => {
  it('lists the last six months up to the current one, across a year boundary', () => {
    expect(chartMonthKeys(new Date('2026-02-15T10:00:00Z'))).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(chartStart(new Date('2026-02-15T10:00:00Z')).toISOString()).toBe('2025-09-01T00:00:00.000Z');
  });

  it('zero-fills missing months and drops months outside the chart', () => {
    const keys = chartMonthKeys(new Date('2026-06-30T23:59:59Z'), 3);
    expect(zeroFillMonths(keys, { '2026-05': 2, '2025-01': 9 })).toEqual({ '2026-04': 0, '2026-05': 2, '2026-06': 0 });
  });
});

describe('due dates', () => {
  it('takes today from the last time zone, so a day still current somewhere is accepted', () => {
    expect(earliestToday(new Date('2026-03-10T08:00:00Z'))).toBe('2026-03-09');
    expect(earliestToday(new Date('2026-03-10T13:00:00Z'))).toBe('2026-03-10');
    const today = earliestToday(new Date('2026-03-10T08:00:00Z'));
    expect(canSetDueDate({ statusPercentage: 50 }, '2026-03-09', today)).toBe(true);
    expect(canSetDueDate({ statusPercentage: 50 }, '2026-03-08', today)).toBe(false);
    expect(canSetDueDate({ statusPercentage: 100 }, '2026-04-01', today)).toBe(false);
  });

  it('stores a picked day at noon UTC', () => {
    expect(dueDateInstant('2026-03-10').toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});
