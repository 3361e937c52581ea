import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDatesLocale } from './dates-locale';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from './languages';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type Catalog = Record<string, unknown>;
type Bundle = { default: Record<string, Catalog> };

// One module per language gathers its namespaces (locales/<lang>/index.ts), so a language is one
// chunk fetched when it is used, and the first download carries six loaders, not one per file.
const bundles: Record<Language, () => Promise<Bundle>> = {
  en: () => import('../locales/en/index'),
  de: () => import('../locales/de/index'),
  it: () => import('../locales/it/index'),
  ru: () => import('../locales/ru/index'),
  es: () => import('../locales/es/index'),
  th: () => import('../locales/th/index'),
};

/** The bundle's catalogs by namespace (`./auth.json` is `auth`). */
function namespacesOf(bundle: Bundle): [string, Catalog][] {
  return Object.entries(bundle.default).map(([path, catalog]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, catalog]);
}

const loaded = new Set<string>();

function addLanguage(language: Language, bundle: Bundle): void {
  for (const [namespace, catalog] of namespacesOf(bundle)) i18next.addResourceBundle(language, namespace, catalog, true, true);
  loaded.add(language);
}

async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const [bundle] = await Promise.all([bundles[language](), loadDatesLocale(language)]);
  addLanguage(language, bundle);
}

export function storedLanguage(): Language | null {
  return normalizeLanguage(readStored(STORAGE_KEYS.language));
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Loads the remembered language before the first render (and English, the fallback, after it). */
export async function initI18n(): Promise<void> {
  const language = storedLanguage() ?? FALLBACK_LANGUAGE;
  // The dates' month names come with the catalogs: pages format dates without waiting for them.
  const [bundle] = await Promise.all([bundles[language](), loadDatesLocale(language)]);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: namespacesOf(bundle).map(([namespace]) => namespace),
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addLanguage(language, bundle);
  applyDocumentLanguage(language);
  // English is only the fallback for a key missing in another language (a test keeps every key in
  // every language), so it need not hold up the first screen.
  if (language !== FALLBACK_LANGUAGE) void loadLanguage(FALLBACK_LANGUAGE).catch(() => undefined);
}

/** Switches the interface language; `remember` is false when the site's default is applied. */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  if (remember) writeStored(STORAGE_KEYS.language, language);
}

/** The site's default language applies until the visitor picks one. */
export async function applySiteLanguage(siteDefault: string | null | undefined): Promise<void> {
  if (storedLanguage()) return;
  const language = normalizeLanguage(siteDefault);
  if (language && language !== i18next.language) await changeLanguage(language, false);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18next.language) ?? FALLBACK_LANGUAGE;
}
