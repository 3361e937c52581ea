import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Tests read English synchronously: every catalog is bundled in up front.
const catalogs = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, catalog] of Object.entries(catalogs)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)![1]!;
    resources[namespace] = catalog;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
