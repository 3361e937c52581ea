import type { Language } from './languages';

// dayjs names months and weekdays from a locale registered once imported. Only the interface
// language's names are fetched, with its catalogs (i18n.ts), instead of all five in every page
// that shows a date.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
  es: () => import('dayjs/locale/es'),
  th: () => import('dayjs/locale/th'),
};

/** Registers the language's dayjs locale (English is built in). */
export async function loadDatesLocale(language: Language): Promise<void> {
  if (language !== 'en') await loaders[language]();
}
