import { ERROR_REASONS, type ErrorCode, type ErrorReason, GENERIC_ERROR_TEXT, genericErrorText, TIMEOUT_TEXT } from '@portal/domain/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * The codes whose text the interface owns, in every language (common.json `errors.codes`). Other
 * codes (`bad_request`, `rule_broken`, `conflict`) come with a sentence that says more than any
 * generic translation could, so that sentence is shown as the server wrote it.
 */
export const TRANSLATED_CODES = [
  ...ERROR_REASONS,
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'payload_too_large',
  'internal',
] as const satisfies readonly (ErrorReason | ErrorCode)[];
const translated: ReadonlySet<string> = new Set(TRANSLATED_CODES);

/**
 * The text for a failed request (spec 000 section 8), in the interface language: by the server's
 * stable code when the interface knows it, never by matching English sentences; the two fixed
 * texts translated; anything else as the server wrote it.
 */
export function useErrorText(): (err: unknown) => string {
  const { t } = useTranslation('common');
  return (err) => {
    if (err instanceof ApiError && err.code && translated.has(err.code)) return t(`errors.codes.${err.code}`);
    const text = genericErrorText(err);
    if (text === TIMEOUT_TEXT) return t('errors.timeout');
    if (text === GENERIC_ERROR_TEXT) return t('errors.tryLater');
    return text;
  };
}
