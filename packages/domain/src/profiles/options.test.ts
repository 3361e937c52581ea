import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_DAYS,
  CARD_PRIORITIES,
  CERTIFICATES,
  EXPERTISE_INDUSTRIES,
  PROFILE_WIZARD_STEPS,
  RESUME_LEVELS,
  WRITER_EXPERIENCE,
  WRITER_LANGUAGES,
  WRITER_SERVICES,
} from './options';

describe('writer profile options', () => {
  it('has twenty expertise industries, alphabetical, from Accounting to Transportation and Distribution', () => {
    expect(EXPERTISE_INDUSTRIES).toHaveLength(20);
    expect(EXPERTISE_INDUSTRIES[0]).toBe('Accounting');
    expect(EXPERTISE_INDUSTRIES.at(-1)).toBe('Transportation and Distribution');
    expect([...EXPERTISE_INDUSTRIES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...EXPERTISE_INDUSTRIES]);
    expect(new Set(EXPERTISE_INDUSTRIES).size).toBe(20);
  });

  it('lists the spec options', () => {
    expect(WRITER_EXPERIENCE).toEqual(['Entry level (0-2 years)', 'Intermediate (3-5 years)', 'Expert (6 and more years)']);
    expect(RESUME_LEVELS).toEqual(['New Grad/First Resume', 'Early Career', 'Professional', 'Executive']);
    expect(WRITER_SERVICES).toEqual(['Resume Writing', 'Cover Letter', 'LinkedIn Profile', 'Biography']);
    expect(WRITER_LANGUAGES).toEqual(['English', 'Spanish', 'Italian', 'German', 'Russian']);
    expect(CERTIFICATES).toEqual(['CPRW', 'CPCC', 'CEIP', 'ACRW']);
    expect(AVAILABLE_DAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(CARD_PRIORITIES).toEqual(['Highest', 'High', 'Medium', 'Low', 'Lowest']);
  });

  it('has three wizard steps at 25, 50 and 75', () => {
    expect(PROFILE_WIZARD_STEPS.map((step) => step.progress)).toEqual([25, 50, 75]);
    expect(PROFILE_WIZARD_STEPS.map((step) => step.title)).toEqual(['Contact Details', 'Profile Details', 'Availability']);
  });
});
