import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '../../platform/languages';

dayjs.extend(localizedFormat);

/** The dayjs locale of the interface language: month and weekday names in the date picker and dates. */
export function useDayjsLocale(): string {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language) ?? 'en';
}

/** The long format with time the spec uses outside tables ("September 4, 2025 8:02 PM"). */
export function longDateTime(date: string, locale: string): string {
  return dayjs(date).locale(locale).format('LLL');
}
