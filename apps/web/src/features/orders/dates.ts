import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { normalizeLanguage } from '../../platform/languages';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

const localeOf = (language: string) => normalizeLanguage(language) ?? 'en';

/** "3 days ago", in the interface language. */
export function relativeDate(date: string, language: string): string {
  return dayjs(date).locale(localeOf(language)).fromNow();
}

/** The long format with time the spec uses outside tables ("September 4, 2025 8:02 PM"). */
export function longDateTime(date: string, language: string): string {
  return dayjs(date).locale(localeOf(language)).format('LLL');
}
