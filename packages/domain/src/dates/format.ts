import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/**
 * A date in a table, a card or a list: the spec's MM/DD/YYYY in English (spec 000 section 9) and each
 * language's own numeric date in the others (dayjs's `L`: 20.11.2026 in German, 20/11/2026 in Spanish),
 * so that nobody reads the 12th of November as the 11th of December. The language's dayjs locale is
 * registered by the web client with its catalogs; until it is, and for a language dayjs does not
 * know, the date is written in English. Text that is not a date is shown as it is.
 */
export function formatTableDate(value: Date | string, language = 'en'): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(language).format('L') : String(value);
}

/** The same with the time of day on the 24-hour clock (`L HH:mm`), to the second when asked. */
export function formatTableDateTime(value: Date | string, language = 'en', options: { seconds?: boolean } = {}): string {
  return dayjs(value)
    .locale(language)
    .format(options.seconds ? 'L HH:mm:ss' : 'L HH:mm');
}
