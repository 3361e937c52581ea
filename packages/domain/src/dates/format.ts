import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);
// A typed date is read in the same form it is shown in (a date input's `valueFormat`).
dayjs.extend(customParseFormat);

/**
 * The short date's format, for the date pickers' `valueFormat` with the language's locale: importing
 * it from here is what registers the plugins that write and read it.
 */
export const TABLE_DATE_FORMAT = 'L';

/**
 * A date in a table, a card or a list: the spec's MM/DD/YYYY in English (spec 000 section 9) and each
 * language's own numeric date in the others (dayjs's `L`: 20.11.2026 in German, 20/11/2026 in Spanish),
 * so that nobody reads the 12th of November as the 11th of December. The language's dayjs locale is
 * registered by the web client with its catalogs; until it is, and for a language dayjs does not
 * know, the date is written in English. Text that is not a date is shown as it is.
 */
export function formatTableDate(value: Date | string, language = 'en'): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(language).format(TABLE_DATE_FORMAT) : String(value);
}

/** The same with the time of day on the 24-hour clock (`L HH:mm`), to the second when asked. */
export function formatTableDateTime(value: Date | string, language = 'en', options: { seconds?: boolean } = {}): string {
  return dayjs(value)
    .locale(language)
    .format(`${TABLE_DATE_FORMAT} ${options.seconds ? 'HH:mm:ss' : 'HH:mm'}`);
}
