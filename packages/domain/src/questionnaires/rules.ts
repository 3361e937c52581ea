import dayjs from 'dayjs';
import { z } from 'zod/mini';

// Questionnaires are a flat list of fields; a `section` field starts the next wizard step and a
// `paragraph` is text only. The other types take an answer (spec 000 sections 3 and 5).

export const FIELD_TYPES = ['section', 'paragraph', 'text', 'textarea', 'email', 'date', 'select', 'radio', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const DISPLAY_ONLY: ReadonlySet<FieldType> = new Set(['section', 'paragraph']);

export const questionnaireFieldSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(FIELD_TYPES),
  text: z._default(z.string(), ''),
  placeholder: z.optional(z.string()),
  required: z.optional(z.boolean()),
  options: z.optional(z.array(z.string())),
});
export type QuestionnaireField = z.infer<typeof questionnaireFieldSchema>;

export const questionnaireSchema = z.object({
  _id: z.optional(z.string()),
  name: z.string().check(z.minLength(1)),
  fields: z.array(questionnaireFieldSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export type Section = { title: string; fields: QuestionnaireField[] };

/** One answer: text for most fields, the ticked options for a checkbox group. */
export const answerValueSchema = z.union([z.string().check(z.maxLength(10_000)), z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(100))]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** A submitted answers map, field id -> answer. */
export const answersSchema = z.record(z.string().check(z.minLength(1), z.maxLength(100)), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export const FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'Enter a valid email',
  date: 'Enter a valid date',
  option: 'Choose one of the options',
} as const;

export function isAnswerable(field: Pick<QuestionnaireField, 'type'>): boolean {
  return !DISPLAY_ONLY.has(field.type);
}

/**
 * The wizard's steps. Fields before the first section form an untitled step; a section with
 * nothing in it (two section fields in a row) would be an empty step and is dropped.
 */
export function splitIntoSections(fields: readonly QuestionnaireField[]): Section[] {
  const sections: Section[] = [];
  let current: Section = { title: '', fields: [] };
  for (const field of fields) {
    if (field.type === 'section') {
      sections.push(current);
      current = { title: field.text, fields: [] };
    } else {
      current.fields.push(field);
    }
  }
  sections.push(current);
  return sections.filter((section) => section.fields.length > 0);
}

function isEmpty(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

const email = z.email();

// Dates are answered as YYYY-MM-DD, what a date input gives.
function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === value;
}

function fieldProblem(field: QuestionnaireField, value: AnswerValue | undefined): string | null {
  if (isEmpty(value)) return field.required === true ? FIELD_MESSAGES.required : null;
  // A template without options cannot constrain the answer; the check applies only when it lists some.
  const options = field.options ?? [];
  const isOption = (item: string) => options.length === 0 || options.includes(item);
  if (field.type === 'checkbox') {
    const picked = Array.isArray(value) ? value : [value ?? ''];
    return picked.every(isOption) ? null : FIELD_MESSAGES.option;
  }
  if (typeof value !== 'string') return FIELD_MESSAGES.required;
  if (field.type === 'email') return email.safeParse(value.trim()).success ? null : FIELD_MESSAGES.email;
  if (field.type === 'date') return isValidDate(value) ? null : FIELD_MESSAGES.date;
  if (field.type === 'select' || field.type === 'radio') return isOption(value) ? null : FIELD_MESSAGES.option;
  return null;
}

/**
 * Problems of the given fields (a section, or a whole questionnaire on the server): field id ->
 * message. Empty when the step may be left forward.
 */
export function validateSection(fields: readonly QuestionnaireField[], answers: Readonly<Answers>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (!isAnswerable(field)) continue;
    const problem = fieldProblem(field, Object.hasOwn(answers, field.id) ? answers[field.id] : undefined);
    if (problem !== null) problems[field.id] = problem;
  }
  return problems;
}

/** Index of the first step with a problem, or -1 when the questionnaire may be submitted. */
export function firstInvalidSection(sections: readonly Section[], answers: Readonly<Answers>): number {
  return sections.findIndex((section) => Object.keys(validateSection(section.fields, answers)).length > 0);
}

/** Keeps only answers to fields that take one, so stray keys never reach the database. */
export function pickKnownAnswers(fields: readonly QuestionnaireField[], answers: Readonly<Answers>): Answers {
  const known: Answers = {};
  for (const field of fields) {
    const value = answers[field.id];
    if (isAnswerable(field) && Object.hasOwn(answers, field.id) && value !== undefined) known[field.id] = value;
  }
  return known;
}

/** Local-storage key of the answers saved after each step. */
export function progressStorageKey(orderId: string, questionnaireId: string, serviceId?: string): string {
  return ['questionnaire', orderId, questionnaireId, serviceId].filter(Boolean).join(':');
}
