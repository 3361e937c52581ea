import { GENERIC_ERROR_TEXT, genericErrorText, TIMEOUT_TEXT } from '@portal/domain/errors';
import { useTranslation } from 'react-i18next';

/**
 * The shared rule for a failed request's text (spec 000 section 8), with its two fixed texts
 * translated. Server messages are shown as the server wrote them.
 */
export function useErrorText(): (err: unknown) => string {
  const { t } = useTranslation('common');
  return (err) => {
    const text = genericErrorText(err);
    if (text === TIMEOUT_TEXT) return t('errors.timeout');
    if (text === GENERIC_ERROR_TEXT) return t('errors.tryLater');
    return text;
  };
}
