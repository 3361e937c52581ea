import type { FieldError } from 'react-hook-form';

/**
 * The shared schemas carry English messages. A form names the translation for each problem, by
 * the issue code (`too_small`, `invalid_format`) or by the schema's exact message; a message the
 * form does not know (a server's) is shown as it came.
 */
export function fieldErrorText(
  error: FieldError | undefined,
  translations: Record<string, string>,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  return translations[message] ?? translations[error.type] ?? (message || undefined);
}

/**
 * Puts the server's per-field messages (a 400's `errors`) under the fields they belong to, typed by
 * the server's field code (`too_small`, `bad_text`), so `fieldErrorText` translates by code.
 */
export function applyServerFieldErrors<Name extends string>(
  error: { fieldErrors: Record<string, string>; fieldCodes: Record<string, string> },
  fields: readonly Name[],
  setError: (name: Name, error: { type: string; message: string }) => void,
): void {
  for (const name of fields) {
    const message = error.fieldErrors[name];
    if (message) setError(name, { type: error.fieldCodes[name] ?? 'server', message });
  }
}
