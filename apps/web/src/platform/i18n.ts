import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from './languages';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type Catalog = Record<string, unknown>;

// One file per language and namespace; each becomes its own small chunk, so only the languages
// in use are downloaded.
const catalogs = import.meta.glob<Catalog>('../locales/*/*.json', { import: 'default' });

function parseCatalogPath(path: string): { language: string; namespace: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : null;
}

export const NAMESPACES = [...new Set(Object.keys(catalogs).map((path) => parseCatalogPath(path)?.namespace ?? ''))]
  .filter(Boolean)
  .sort();

const loaded = new Set<string>();

async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const files = Object.entries(catalogs).filter(([path]) => parseCatalogPath(path)?.language === language);
  await Promise.all(
    files.map(async ([path, load]) => {
      const namespace = parseCatalogPath(path)!.namespace;
      i18next.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
  loaded.add(language);
}

export function storedLanguage(): Language | null {
  return normalizeLanguage(readStored(STORAGE_KEYS.language));
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Loads the remembered language (and English, the fallback) before the first render. */
export async function initI18n(): Promise<void> {
  const language = storedLanguage() ?? FALLBACK_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(language)]);
  applyDocumentLanguage(language);
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
