import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { axeViolations } from './axe';

/** The calendar of the date field open on the page (Mantine marks its dropdown). */
export const openCalendar = () => waitFor(() => document.querySelector<HTMLElement>('[data-dates-dropdown]') ?? Promise.reject(new Error('no calendar open')));

/**
 * What every calendar of the portal shows: a name for itself (a picker's is a dialog) and for its
 * month buttons, no day in Mantine's weekend red (3.2:1, today too on a weekend) and none of the
 * faded days of the months around (2.4:1).
 */
export async function expectReadableCalendar(calendar: Element) {
  expect(await axeViolations(['button-name', 'aria-dialog-name'], calendar)).toEqual([]);
  expect(calendar.querySelector('[data-direction="previous"]')?.getAttribute('aria-label')).toBe('Previous month');
  expect(calendar.querySelector('[data-direction="next"]')?.getAttribute('aria-label')).toBe('Next month');
  expect(calendar.querySelectorAll('[data-weekend]')).toHaveLength(0);
  expect([...calendar.querySelectorAll<HTMLElement>('[data-outside]')].filter((day) => day.dataset.hidden === undefined)).toEqual([]);
}
