import { z } from 'zod/mini';
import { FIELD_TYPES, isAnswerable, type FieldType, type QuestionnaireField } from '../questionnaires/rules';

// The writer's questionnaire editor (follow-up questionnaires and their templates): the field list
// it saves, the checks before publishing, and the list operations the editor performs.

export const EDITOR_LIMITS = { fields: 200, text: 2000, placeholder: 200, options: 50, option: 200 } as const;

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'radio', 'checkbox']);
const PLACEHOLDER_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'email', 'date', 'select']);

/** Select, radio and checkbox fields offer options. */
export const hasOptions = (type: FieldType): boolean => CHOICE_TYPES.has(type);
/** The types whose input shows a placeholder (a radio or checkbox group has nowhere to show one). */
export const takesPlaceholder = (type: FieldType): boolean => PLACEHOLDER_TYPES.has(type);

export const EDITOR_MESSAGES = {
  question: 'Enter the question',
  section: 'Enter the section title',
  paragraph: 'Enter the text',
  options: 'Add at least one option',
  optionBlank: 'Options cannot be empty',
  optionDuplicate: 'Each option must be different',
  noQuestions: 'Add at least one question',
  duplicateId: 'Two fields have the same id',
  tooMany: `At most ${EDITOR_LIMITS.fields} fields`,
} as const;

const fieldId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'));

/** One field as the editor saves it: a draft may still have empty labels or no options. */
export const editorFieldSchema = z.strictObject({
  id: fieldId,
  type: z.enum(FIELD_TYPES),
  text: z.string().check(z.maxLength(EDITOR_LIMITS.text)),
  placeholder: z.optional(z.string().check(z.maxLength(EDITOR_LIMITS.placeholder))),
  required: z.optional(z.boolean()),
  options: z.optional(z.array(z.string().check(z.maxLength(EDITOR_LIMITS.option))).check(z.maxLength(EDITOR_LIMITS.options))),
});
export type EditorField = z.infer<typeof editorFieldSchema>;

/** The whole list: bounded, and field ids unique (answers are stored by id). */
export const editorFieldsSchema = z.array(editorFieldSchema).check(
  z.maxLength(EDITOR_LIMITS.fields, EDITOR_MESSAGES.tooMany),
  z.superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: EDITOR_MESSAGES.duplicateId });
      seen.add(field.id);
    });
  }),
);

/**
 * The list as it is stored: texts trimmed, options only on choice fields (blank ones dropped),
 * placeholders only where an input shows them, `required` only on fields that take an answer.
 */
export function normalizeFields(fields: readonly EditorField[]): QuestionnaireField[] {
  return fields.map((field) => {
    const out: QuestionnaireField = { id: field.id, type: field.type, text: field.text.trim() };
    const placeholder = field.placeholder?.trim();
    if (placeholder && takesPlaceholder(field.type)) out.placeholder = placeholder;
    if (isAnswerable(field)) out.required = field.required === true;
    if (hasOptions(field.type)) out.options = (field.options ?? []).map((option) => option.trim()).filter((option) => option !== '');
    return out;
  });
}

function labelProblem(field: EditorField): string | null {
  if (field.text.trim() !== '') return null;
  if (field.type === 'section') return EDITOR_MESSAGES.section;
  if (field.type === 'paragraph') return EDITOR_MESSAGES.paragraph;
  return EDITOR_MESSAGES.question;
}

function optionsProblem(field: EditorField): string | null {
  if (!hasOptions(field.type)) return null;
  const options = (field.options ?? []).map((option) => option.trim());
  if (options.length === 0) return EDITOR_MESSAGES.options;
  if (options.some((option) => option === '')) return EDITOR_MESSAGES.optionBlank;
  if (new Set(options).size !== options.length) return EDITOR_MESSAGES.optionDuplicate;
  return null;
}

/**
 * What keeps a questionnaire from being sent: `<index>.text` and `<index>.options` per field, and
 * `fields` when there is no question at all. Empty when it may be published.
 */
export function publishProblems(fields: readonly EditorField[]): Record<string, string> {
  const problems: Record<string, string> = {};
  fields.forEach((field, index) => {
    const label = labelProblem(field);
    if (label) problems[`${index}.text`] = label;
    const options = optionsProblem(field);
    if (options) problems[`${index}.options`] = options;
  });
  if (!fields.some(isAnswerable)) problems.fields = EDITOR_MESSAGES.noQuestions;
  return problems;
}

/** The first `q<n>` id not used in the list: short, stable and unique within it. */
export function nextFieldId(fields: readonly Pick<EditorField, 'id'>[]): string {
  const used = new Set(fields.map((field) => field.id));
  let n = fields.length + 1;
  while (used.has(`q${n}`)) n += 1;
  return `q${n}`;
}

/** A new field of a type, with one option to start from when it offers options. */
export function newField(type: FieldType, fields: readonly Pick<EditorField, 'id'>[]): EditorField {
  const field: EditorField = { id: nextFieldId(fields), type, text: '' };
  if (isAnswerable({ type })) field.required = false;
  if (hasOptions(type)) field.options = [''];
  if (takesPlaceholder(type)) field.placeholder = '';
  return field;
}

/** The field with another type: its label and `required` stay, options only where they apply. */
export function changeFieldType(field: EditorField, type: FieldType): EditorField {
  const changed: EditorField = { id: field.id, type, text: field.text };
  if (isAnswerable({ type })) changed.required = field.required ?? false;
  if (hasOptions(type)) changed.options = field.options && field.options.length > 0 ? field.options : [''];
  if (takesPlaceholder(type)) changed.placeholder = field.placeholder ?? '';
  return changed;
}

/** Moves a field one place up (-1) or down (+1); the list is unchanged at either end. */
export function moveField<T>(fields: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
