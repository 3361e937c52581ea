import {
  answerValueSchema,
  pickKnownAnswers,
  questionnaireFieldSchema,
  validateSection,
  type Answers,
  type QuestionnaireField,
} from '@portal/domain/questionnaires/rules';
import { badRequest } from '../../platform/errors';

// Answer handling shared by module questionnaires and the survey (which is a questionnaire too).

export const CHECK_ANSWERS = 'Please check your answers';

/**
 * The fields of a stored questionnaire. The column is free JSON edited by admins and writers: a
 * field that does not parse is left out rather than breaking the whole questionnaire. A follow-up
 * may be saved as `{ fields: [...] }` as well as a bare list.
 */
export function parseFields(raw: unknown): QuestionnaireField[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.fields) ? raw.fields : [];
  return list.flatMap((item) => {
    const parsed = questionnaireFieldSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Answers as stored in a task's data; markers such as `DefaultQuestionSubmitted` are not answers. */
export function parseStoredAnswers(raw: unknown): Answers {
  if (!isRecord(raw)) return {};
  const answers: Answers = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = answerValueSchema.safeParse(value);
    if (parsed.success) answers[key] = parsed.data;
  }
  return answers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Answers as they are kept: only the questionnaire's own answerable fields, a checkbox answer
 * always a list. Returns the problems keyed `<prefix>.<field id>` for the error body.
 */
export function checkAnswers(fields: readonly QuestionnaireField[], given: Answers, prefix: string): Answers {
  const problems = validateSection(fields, given);
  if (Object.keys(problems).length > 0) {
    throw badRequest(CHECK_ANSWERS, Object.fromEntries(Object.entries(problems).map(([id, message]) => [`${prefix}.${id}`, message])));
  }
  const known = pickKnownAnswers(fields, given);
  for (const field of fields) {
    const value = known[field.id];
    if (field.type === 'checkbox' && typeof value === 'string') known[field.id] = [value];
  }
  return known;
}

