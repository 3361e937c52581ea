import { PROFILE_MESSAGES } from '@portal/domain/profiles/rules';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../ui/field-error';

/** The translated text of a profile field's problem (the domain's English messages are the keys). */
export function useProfileMessage(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('writer-profile');
  const translations: Record<string, string> = {
    [PROFILE_MESSAGES.phone]: t('errors.phone'),
    [PROFILE_MESSAGES.workPhoneRequired]: t('errors.workPhoneRequired'),
    [PROFILE_MESSAGES.titleRequired]: t('errors.titleRequired'),
    [PROFILE_MESSAGES.summaryRequired]: t('errors.summaryRequired'),
    [PROFILE_MESSAGES.wholeNumber]: t('errors.wholeNumber'),
    [PROFILE_MESSAGES.duplicate]: t('errors.duplicate'),
    too_big: t('errors.tooLong'),
    too_small: t('errors.jobLimitRange'),
    invalid_type: t('errors.invalid'),
    invalid_value: t('errors.invalid'),
  };
  return (error) => fieldErrorText(error, translations);
}
