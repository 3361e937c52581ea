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
 * A refusal's per-field problems (`data.3.text` from a follow-up or template, `fields.3.text` from
 * the admin's questionnaires) as the editor keys them (`3.text`; `fields` when there is no
 * question), so a server answer lands under the same fields as the editor's own check.
 */
export function serverProblems(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) => {
      const prefix = ['data.', 'fields.'].find((p) => key.startsWith(p));
      if (prefix) return [[key.slice(prefix.length), message]];
      return key === 'fields' ? [[key, message]] : [];
    }),
  );
}
