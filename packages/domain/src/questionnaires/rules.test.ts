import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  answersSchema,
  firstInvalidSection,
  isAnswerable,
  pickKnownAnswers,
  progressStorageKey,
  questionnaireFieldSchema,
  splitIntoSections,
  validateSection,
  type FieldType,
  type QuestionnaireField,
} from './rules';

function field(id: string, type: FieldType, extra: Partial<QuestionnaireField> = {}): QuestionnaireField {
  return { id, type, text: extra.text ?? id, ...extra };
}

describe('splitIntoSections', () => {
  it('starts a new section at each section field, titled by its text', () => {
    const sections = splitIntoSections([
      field('s1', 'section', { text: 'About you' }),
      field('name', 'text'),
      field('mail', 'email'),
      field('s2', 'section', { text: 'Goals' }),
      field('goal', 'textarea'),
    ]);
    expect(sections.map((s) => s.title)).toEqual(['About you', 'Goals']);
    expect(sections.map((s) => s.fields.map((f) => f.id))).toEqual([['name', 'mail'], ['goal']]);
  });

  it('puts fields before the first section in an untitled section', () => {
    const sections = splitIntoSections([field('intro', 'paragraph'), field('s1', 'section', { text: 'A' }), field('x', 'text')]);
    expect(sections).toHaveLength(2);
    expect(sections[0]?.title).toBe('');
    expect(sections[0]?.fields.map((f) => f.id)).toEqual(['intro']);
  });

  it('drops sections without fields', () => {
    const sections = splitIntoSections([field('s1', 'section'), field('s2', 'section', { text: 'B' }), field('x', 'text'), field('s3', 'section')]);
    expect(sections.map((s) => s.title)).toEqual(['B']);
  });

  it('returns no sections for no fields', () => {
    expect(splitIntoSections([])).toEqual([]);
  });

  it('keeps all fields in one section when there is no section field', () => {
    expect(splitIntoSections([field('a', 'text'), field('b', 'date')])).toEqual([
      { title: '', fields: [field('a', 'text'), field('b', 'date')] },
    ]);
  });
});

describe('validateSection', () => {
  const required = { required: true };

  it('flags empty required fields of every input type', () => {
    const types: FieldType[] = ['text', 'textarea', 'email', 'date', 'select', 'radio', 'checkbox'];
    const fields = types.map((type) => field(type, type, { ...required, options: ['A', 'B'] }));
    const problems = validateSection(fields, { text: '   ', checkbox: [] });
    expect(problems).toEqual(Object.fromEntries(types.map((type) => [type, FIELD_MESSAGES.required])));
    expect(FIELD_MESSAGES.required).toBe('This field is required');
  });

  it('never flags sections and paragraphs', () => {
    expect(validateSection([field('s', 'section', required), field('p', 'paragraph', required)], {})).toEqual({});
    expect(isAnswerable({ type: 'paragraph' })).toBe(false);
    expect(isAnswerable({ type: 'checkbox' })).toBe(true);
  });

  it('lets optional fields stay empty', () => {
    expect(validateSection([field('a', 'text'), field('b', 'email'), field('c', 'checkbox')], {})).toEqual({});
  });

  it('checks email format even when optional', () => {
    expect(FIELD_MESSAGES.email).toBe('Enter a valid email');
    expect(validateSection([field('m', 'email')], { m: 'not-an-email' })).toEqual({ m: FIELD_MESSAGES.email });
    expect(validateSection([field('m', 'email', required)], { m: ' jane@example.com ' })).toEqual({});
  });

  it('checks dates as calendar days', () => {
    const date = [field('d', 'date')];
    expect(validateSection(date, { d: '2024-02-29' })).toEqual({});
    expect(validateSection(date, { d: '2023-02-29' })).toEqual({ d: FIELD_MESSAGES.date });
    expect(validateSection(date, { d: '02/03/2024' })).toEqual({ d: FIELD_MESSAGES.date });
  });

  it('accepts only listed options for select, radio and checkbox', () => {
    const fields = [
      field('s', 'select', { options: ['Yes', 'No'] }),
      field('r', 'radio', { options: ['Yes', 'No'] }),
      field('c', 'checkbox', { options: ['A', 'B', 'C'] }),
    ];
    expect(validateSection(fields, { s: 'Yes', r: 'No', c: ['A', 'C'] })).toEqual({});
    expect(validateSection(fields, { s: 'Maybe', r: 'No', c: ['A', 'Z'] })).toEqual({
      s: FIELD_MESSAGES.option,
      c: FIELD_MESSAGES.option,
    });
  });

  it('accepts any answer when a choice field lists no options', () => {
    expect(validateSection([field('s', 'select')], { s: 'Anything' })).toEqual({});
  });

  it('refuses a list given to a text field', () => {
    expect(validateSection([field('t', 'text')], { t: ['a'] })).toEqual({ t: FIELD_MESSAGES.required });
  });

  it('ignores inherited keys of the answers object', () => {
    expect(validateSection([field('toString', 'text', required)], {})).toEqual({ toString: FIELD_MESSAGES.required });
  });
});

describe('firstInvalidSection', () => {
  const sections = splitIntoSections([
    field('s1', 'section', { text: 'One' }),
    field('a', 'text', { required: true }),
    field('s2', 'section', { text: 'Two' }),
    field('b', 'text', { required: true }),
  ]);

  it('finds the first step to fix, or -1', () => {
    expect(firstInvalidSection(sections, {})).toBe(0);
    expect(firstInvalidSection(sections, { a: 'x' })).toBe(1);
    expect(firstInvalidSection(sections, { a: 'x', b: 'y' })).toBe(-1);
  });
});

describe('pickKnownAnswers', () => {
  it('keeps answers to input fields only', () => {
    const fields = [field('s', 'section'), field('p', 'paragraph'), field('a', 'text'), field('c', 'checkbox')];
    expect(pickKnownAnswers(fields, { s: 'x', p: 'y', a: 'kept', c: ['k'], stray: 'dropped' })).toEqual({ a: 'kept', c: ['k'] });
  });
});

describe('answersSchema', () => {
  it('accepts text and lists of text', () => {
    expect(answersSchema.safeParse({ a: 'text', b: ['x', 'y'], c: '' }).success).toBe(true);
  });

  it('refuses other values and oversized answers', () => {
    expect(answersSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(answersSchema.safeParse({ a: { nested: true } }).success).toBe(false);
    expect(answersSchema.safeParse({ a: 'x'.repeat(10_001) }).success).toBe(false);
    expect(answersSchema.safeParse({ '': 'x' }).success).toBe(false);
  });
});

describe('questionnaireFieldSchema', () => {
  it('defaults the text and refuses an unknown type', () => {
    expect(questionnaireFieldSchema.parse({ id: 'a', type: 'text' }).text).toBe('');
    expect(questionnaireFieldSchema.safeParse({ id: 'a', type: 'file' }).success).toBe(false);
  });
});

describe('progressStorageKey', () => {
  it('is distinct per order, questionnaire and service', () => {
    expect(progressStorageKey('o1', 'q1')).toBe('questionnaire:o1:q1');
    expect(progressStorageKey('o1', 'q1', 's1')).toBe('questionnaire:o1:q1:s1');
  });
});
