import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import 'dayjs/locale/th';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { normalizeLanguage } from '../../platform/languages';

dayjs.extend(localizedFormat);

/** The long format with time the spec uses outside tables, in the interface language. */
export function longDateTime(date: string, language: string): string {
  return dayjs(date).locale(normalizeLanguage(language) ?? 'en').format('LLL');
}
