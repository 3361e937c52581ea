import { EDITOR_CALL_MESSAGES } from '@portal/domain/questionnaire-editor/calls';
import { normalizeFields, publishProblems } from '@portal/domain/questionnaire-editor/rules';
import type { QuestionnaireField } from '@portal/domain/questionnaires/rules';
import { badRequest } from '../../platform/errors';
import { parseFields } from '../questionnaires';

/** Stored fields as the editor's list (a stored list is free JSON: what does not parse is left out). */
export const storedFields = (raw: unknown): QuestionnaireField[] => normalizeFields(parseFields(raw));

/**
 * Refuses to publish a list a customer could not answer sensibly, with each problem keyed
 * `data.<index>.text` / `data.<index>.options` (`data.fields` when there is no question).
 */
export function assertPublishable(fields: readonly QuestionnaireField[]): void {
  const problems = publishProblems(fields);
  if (Object.keys(problems).length === 0) return;
  throw badRequest(EDITOR_CALL_MESSAGES.checkFields, Object.fromEntries(Object.entries(problems).map(([key, message]) => [`data.${key}`, message])));
}
