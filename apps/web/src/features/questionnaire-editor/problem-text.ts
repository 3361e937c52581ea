import { EDITOR_MESSAGES } from '@portal/domain/questionnaire-editor/rules';
import type { TFunction } from 'i18next';

const KEYS: Record<string, string> = Object.fromEntries(Object.entries(EDITOR_MESSAGES).map(([key, message]) => [message, `problems.${key}`]));

/** The domain's (and server's) English problem texts in the interface language; others as they came. */
export function problemText(t: TFunction<'questionnaire-editor'>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEYS[message];
  return key ? t(key) : message;
}

/**
 * A publish refusal's per-field problems (`data.3.text`) as the editor keys them (`3.text`), so a
 * server answer lands under the same fields as the editor's own check.
 */
export function serverProblems(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('data.')).map(([key, message]) => [key.slice('data.'.length), message]));
}
