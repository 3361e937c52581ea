import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { normalizeLanguage } from '../../platform/languages';

dayjs.extend(localizedFormat);

/** The long format with time the spec uses outside tables, in the interface language. */
export function longDateTime(date: string, language: string): string {
  return dayjs(date).locale(normalizeLanguage(language) ?? 'en').format('LLL');
}
