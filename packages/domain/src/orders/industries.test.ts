import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INDUSTRY_NAMES,
  INITIAL_QUESTION_MESSAGES,
  initialQuestionAnswersSchema,
  MAX_INDUSTRIES,
  MIN_INDUSTRIES,
  experienceProblem,
  industriesProblem,
  industryByKey,
  industryByName,
  toggleIndustry,
} from './industries';

describe('INDUSTRIES', () => {
  it('has exactly 38 entries, the last being Other', () => {
    expect(INDUSTRIES).toHaveLength(38);
    expect(INDUSTRIES.at(-1)?.industryName).toBe('Other');
  });

  it('has unique names, keys and icons', () => {
    for (const field of ['industryName', 'key', 'iconClass'] as const) {
      expect(new Set(INDUSTRIES.map((industry) => industry[field])).size).toBe(38);
    }
  });

  it('uses slug keys and icon names', () => {
    for (const industry of INDUSTRIES) {
      expect(industry.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(industry.iconClass).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('includes the common resume industries', () => {
    for (const name of ['Accounting', 'Healthcare', 'Information Technology', 'Military & Veterans', 'Executive Management']) {
      expect(INDUSTRY_NAMES).toContain(name);
    }
  });

  it('finds an industry by name and by key', () => {
    expect(industryByName('Legal')?.key).toBe('legal');
    expect(industryByKey('banking-finance')?.industryName).toBe('Banking & Finance');
    expect(industryByName('legal')).toBeUndefined();
  });
});

describe('EXPERIENCE_LEVELS', () => {
  it('lists the eight spec options in order', () => {
    expect(EXPERIENCE_LEVELS.map((level) => level.label)).toEqual([
      "Didn't complete high school",
      'Currently in college',
      'Entry Level (0 years)',
      'Associate (1-5)',
      'Mid-Senior level (5-10)',
      'Director (10-15)',
      'Executive/C-Suite (15+)',
      'Other',
    ]);
    expect(new Set(EXPERIENCE_LEVELS.map((level) => level.key)).size).toBe(8);
  });
});

describe('industry selection', () => {
  it('uses the spec limits and messages', () => {
    expect([MIN_INDUSTRIES, MAX_INDUSTRIES]).toEqual([1, 3]);
    expect(INITIAL_QUESTION_MESSAGES).toEqual({
      tooManyIndustries: "You Can't Select More Than 3 Industries",
      industriesRange: 'You should select 1-3 industries',
      experienceRequired: 'You must select one of the answers!',
    });
  });

  it('adds up to three and refuses a fourth with the message', () => {
    let state = toggleIndustry([], 'Legal');
    state = toggleIndustry(state.selected, 'Sales');
    state = toggleIndustry(state.selected, 'Retail');
    expect(state).toEqual({ selected: ['Legal', 'Sales', 'Retail'], message: null });
    expect(toggleIndustry(state.selected, 'Other')).toEqual({
      selected: ['Legal', 'Sales', 'Retail'],
      message: INITIAL_QUESTION_MESSAGES.tooManyIndustries,
    });
  });

  it('removes a selected industry, even when three are chosen', () => {
    expect(toggleIndustry(['Legal', 'Sales', 'Retail'], 'Sales')).toEqual({ selected: ['Legal', 'Retail'], message: null });
  });

  it('requires one to three distinct known industries to go on', () => {
    const range = INITIAL_QUESTION_MESSAGES.industriesRange;
    expect(industriesProblem([])).toBe(range);
    expect(industriesProblem(['Legal'])).toBeNull();
    expect(industriesProblem(['Legal', 'Sales', 'Retail'])).toBeNull();
    expect(industriesProblem(['Legal', 'Sales', 'Retail', 'Other'])).toBe(range);
    expect(industriesProblem(['Legal', 'Legal'])).toBe(range);
    expect(industriesProblem(['Underwater Basket Weaving'])).toBe(range);
  });

  it('requires an experience level', () => {
    expect(experienceProblem(undefined)).toBe(INITIAL_QUESTION_MESSAGES.experienceRequired);
    expect(experienceProblem('Entry Level (0 years)')).toBe(INITIAL_QUESTION_MESSAGES.experienceRequired);
    expect(experienceProblem('entry')).toBeNull();
  });
});

describe('initialQuestionAnswersSchema', () => {
  it('accepts one to three listed industries and a level key', () => {
    const answers = { customer_industries: ['Legal', 'Other'], years_of_experience: 'director' };
    expect(initialQuestionAnswersSchema.safeParse(answers).success).toBe(true);
  });

  it('refuses none, four, duplicates, unknown industries and unknown levels', () => {
    const bad = [
      { customer_industries: [], years_of_experience: 'entry' },
      { customer_industries: ['Legal', 'Sales', 'Retail', 'Other'], years_of_experience: 'entry' },
      { customer_industries: ['Legal', 'Legal'], years_of_experience: 'entry' },
      { customer_industries: ['Astrology'], years_of_experience: 'entry' },
      { customer_industries: ['Legal'], years_of_experience: 'guru' },
    ];
    for (const answers of bad) expect(initialQuestionAnswersSchema.safeParse(answers).success).toBe(false);
  });

  it('reports the spec message', () => {
    const result = initialQuestionAnswersSchema.safeParse({ customer_industries: [], years_of_experience: 'entry' });
    expect(result.error?.issues[0]?.message).toBe(INITIAL_QUESTION_MESSAGES.industriesRange);
    const level = initialQuestionAnswersSchema.safeParse({ customer_industries: ['Legal'] });
    expect(level.error?.issues[0]?.message).toBe(INITIAL_QUESTION_MESSAGES.experienceRequired);
  });
});
