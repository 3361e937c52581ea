import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../questionnaires/rules';
import {
  changeFieldType,
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  editorFieldsSchema,
  moveField,
  newField,
  nextFieldId,
  normalizeFields,
  publishProblems,
  type EditorField,
} from './rules';

const q = (id: string, type: EditorField['type'], text: string, extra: Partial<EditorField> = {}): EditorField => ({ id, type, text, ...extra });

describe('editorFieldsSchema', () => {
  it('accepts every field type and a draft with empty labels', () => {
    const fields = FIELD_TYPES.map((type, i) => newField(type, Array.from({ length: i }, (_, k) => ({ id: `q${k + 1}` }))));
    expect(editorFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('refuses duplicate ids, unknown keys and types, and too many fields', () => {
    const dup = editorFieldsSchema.safeParse([q('a', 'text', 'A'), q('a', 'text', 'B')]);
    expect(dup.success).toBe(false);
    expect(dup.error?.issues[0]).toMatchObject({ path: [1, 'id'], message: EDITOR_MESSAGES.duplicateId });
    expect(editorFieldsSchema.safeParse([{ ...q('a', 'text', 'A'), extra: 1 }]).success).toBe(false);
    expect(editorFieldsSchema.safeParse([{ ...q('a', 'text', 'A'), type: 'file' }]).success).toBe(false);
    expect(editorFieldsSchema.safeParse([q('a b', 'text', 'A')]).success).toBe(false);
    const many = Array.from({ length: EDITOR_LIMITS.fields + 1 }, (_, i) => q(`q${i}`, 'text', 'x'));
    expect(editorFieldsSchema.safeParse(many).success).toBe(false);
  });
});

describe('publishProblems', () => {
  it('is empty for a complete questionnaire', () => {
    const fields = [
      q('s', 'section', 'About you'),
      q('p', 'paragraph', 'Tell us more'),
      q('a', 'text', 'Role?', { required: true }),
      q('b', 'radio', 'Tone?', { options: ['Formal', 'Casual'] }),
    ];
    expect(publishProblems(fields)).toEqual({});
  });

  it('names each missing label by type and each bad option list, by index', () => {
    const fields = [
      q('s', 'section', ' '),
      q('p', 'paragraph', ''),
      q('a', 'email', ''),
      q('b', 'select', 'Pick', { options: [] }),
      q('c', 'checkbox', 'Pick', { options: ['One', ' '] }),
      q('d', 'radio', 'Pick', { options: ['One', 'One '] }),
    ];
    expect(publishProblems(fields)).toEqual({
      '0.text': EDITOR_MESSAGES.section,
      '1.text': EDITOR_MESSAGES.paragraph,
      '2.text': EDITOR_MESSAGES.question,
      '3.options': EDITOR_MESSAGES.options,
      '4.options': EDITOR_MESSAGES.optionBlank,
      '5.options': EDITOR_MESSAGES.optionDuplicate,
    });
  });

  it('needs at least one question, not only sections and paragraphs', () => {
    expect(publishProblems([])).toEqual({ fields: EDITOR_MESSAGES.noQuestions });
    expect(publishProblems([q('s', 'section', 'Title'), q('p', 'paragraph', 'Text')])).toEqual({ fields: EDITOR_MESSAGES.noQuestions });
  });
});

describe('normalizeFields', () => {
  it('trims, keeps options only on choice fields, placeholders only where shown, required only on questions', () => {
    const out = normalizeFields([
      q('s', 'section', ' Title ', { required: true, placeholder: 'x', options: ['a'] }),
      q('a', 'text', ' Role ', { placeholder: ' e.g. CTO ', options: ['stray'] }),
      q('b', 'radio', 'Tone', { placeholder: 'ignored', options: [' Formal ', '', 'Casual'], required: true }),
      q('c', 'date', 'When', { placeholder: '  ' }),
    ]);
    expect(out).toEqual([
      { id: 's', type: 'section', text: 'Title' },
      { id: 'a', type: 'text', text: 'Role', placeholder: 'e.g. CTO', required: false },
      { id: 'b', type: 'radio', text: 'Tone', options: ['Formal', 'Casual'], required: true },
      { id: 'c', type: 'date', text: 'When', required: false },
    ]);
  });
});

describe('editing the list', () => {
  it('gives new fields unused ids and sensible defaults', () => {
    expect(nextFieldId([])).toBe('q1');
    expect(nextFieldId([{ id: 'q2' }, { id: 'x' }])).toBe('q3');
    expect(nextFieldId([{ id: 'q2' }, { id: 'q3' }])).toBe('q4');
    expect(newField('checkbox', [])).toEqual({ id: 'q1', type: 'checkbox', text: '', required: false, options: [''] });
    expect(newField('section', [{ id: 'q1' }])).toEqual({ id: 'q2', type: 'section', text: '' });
    expect(newField('email', [])).toEqual({ id: 'q1', type: 'email', text: '', required: false, placeholder: '' });
  });

  it('changes a type keeping the label and what still applies', () => {
    const select = q('a', 'select', 'Level', { options: ['Junior'], required: true, placeholder: 'Pick' });
    expect(changeFieldType(select, 'radio')).toEqual({ id: 'a', type: 'radio', text: 'Level', required: true, options: ['Junior'] });
    expect(changeFieldType(select, 'paragraph')).toEqual({ id: 'a', type: 'paragraph', text: 'Level' });
    expect(changeFieldType(q('b', 'text', 'Role'), 'checkbox')).toEqual({ id: 'b', type: 'checkbox', text: 'Role', required: false, options: [''] });
  });

  it('moves a field up or down and leaves the ends alone', () => {
    expect(moveField(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
