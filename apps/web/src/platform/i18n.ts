import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDatesLocale } from './dates-locale';
import { ENTRY_NAMESPACES } from './entry-namespaces';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from './languages';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type Catalog = Record<string, unknown>;

// One chunk per language and namespace (locales/<lang>/<namespace>.json): a page fetches, in the
// language shown, the namespaces its screens use, with its own code (decision 013), instead of every
// namespace of the language before any page.
const files = import.meta.glob<Catalog>('../locales/*/*.json', { import: 'default' });

/** Every namespace asked for so far: a language switch brings them all before it switches. */
const wanted = new Set<string>(ENTRY_NAMESPACES);
const loads = new Map<string, Promise<void>>();
/** The language on screen, or the one being switched to (its catalogs are loading). */
let target: Language = FALLBACK_LANGUAGE;

// Bundles can only be added to an initialized i18next; a page's catalogs may start before that.
const initialized = new Promise<void>((resolve) => {
  if (i18next.isInitialized) resolve();
  else i18next.on('initialized', () => resolve());
});

function loadCatalog(language: Language, namespace: string): Promise<void> {
  if (i18next.isInitialized && i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const id = `${language}/${namespace}`;
  const known = loads.get(id);
  if (known) return known;
  const file = files[`../locales/${id}.json`];
  if (!file) return Promise.reject(new Error(`There is no ${namespace} catalog in ${language}.`));
  const loading = Promise.all([file(), initialized]).then(([catalog]) => {
    i18next.addResourceBundle(language, namespace, catalog, true, true);
  });
  // A failed download (offline for a moment) may be asked for again.
  loading.catch(() => loads.delete(id));
  loads.set(id, loading);
  return loading;
}

function loadInEnglishLater(language: Language, namespaces: Iterable<string>): void {
  // English only backs up a key missing in another language (a test keeps every key in every
  // language), so it never holds up a screen.
  if (language === FALLBACK_LANGUAGE) return;
  for (const namespace of namespaces) void loadCatalog(FALLBACK_LANGUAGE, namespace).catch(() => undefined);
}

/** Loads `namespaces` in the language shown; a later language switch brings them too. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  // Checked before it is remembered: a wrong name must not break every later language switch.
  const unknown = namespaces.find((namespace) => !files[`../locales/${FALLBACK_LANGUAGE}/${namespace}.json`]);
  if (unknown) throw new Error(`There is no ${unknown} catalog.`);
  for (const namespace of namespaces) wanted.add(namespace);
  const language = target;
  // During a switch the screen still shows the language before it: that one is needed too.
  const shown = i18next.isInitialized ? currentLanguage() : language;
  const languages = language === shown ? [language] : [language, shown];
  await Promise.all(languages.flatMap((each) => namespaces.map((namespace) => loadCatalog(each, namespace))));
  loadInEnglishLater(language, namespaces);
}

/** True when every one of `namespaces` is there in the language shown. */
export function hasNamespaces(namespaces: readonly string[]): boolean {
  return i18next.isInitialized && namespaces.every((namespace) => i18next.hasResourceBundle(target, namespace));
}

/**
 * A lazy screen's loader that also brings the namespaces it shows, so the screen renders with its
 * texts and never shows keys. The build's check (build/catalog-use.ts) compares the list with the
 * code: keep the list on the `import()`'s line.
 */
export function withCatalogs<M>(namespaces: readonly string[], load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

export function storedLanguage(): Language | null {
  return normalizeLanguage(readStored(STORAGE_KEYS.language));
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Loads the entry catalogs before the first render, in the language to show: the visitor's choice,
 * else the site's default (`siteDefault`, when the site came with the page), so that the first
 * screen neither waits for nor switches to it.
 */
export async function initI18n(siteDefault?: string | null): Promise<void> {
  // Set at once, so that the page's catalogs asked for while this runs come in this language.
  target = storedLanguage() ?? normalizeLanguage(siteDefault) ?? FALLBACK_LANGUAGE;
  const language = target;
  // The dates' month names come with the catalogs: pages format dates without waiting for them.
  const catalogs = Promise.all([loadNamespaces(ENTRY_NAMESPACES), loadDatesLocale(language)]);
  // The first number format made in a language loads the language's number data, 20 to 50 ms of a
  // slow phone's time. Made now, in a task of its own while the page's data is on its way, it is not
  // part of the render that shows the first amounts (every format after it takes well under 1 ms).
  setTimeout(() => new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(0), 0);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...ENTRY_NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await catalogs;
  applyDocumentLanguage(language);
}

/** Every namespace asked for, in `language`, including those asked for while it loads. */
async function loadWanted(language: Language): Promise<void> {
  let count = 0;
  while (count !== wanted.size) {
    count = wanted.size;
    await Promise.all([...wanted].map((namespace) => loadCatalog(language, namespace)));
  }
}

/** Switches the interface language; `remember` is false when the site's default is applied. */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  const before = currentLanguage();
  target = language;
  try {
    await Promise.all([loadWanted(language), loadDatesLocale(language)]);
  } catch (error) {
    // The screen stays in the language it shows; the pages opened next load theirs in it.
    if (target === language) target = before;
    throw error;
  }
  // Another language chosen meanwhile wins.
  if (target !== language) return;
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  if (remember) writeStored(STORAGE_KEYS.language, language);
  loadInEnglishLater(language, wanted);
}

/** Whether the site's default language is still to be applied: the visitor picked none, and it is not the one shown. */
export function siteLanguagePending(siteDefault: string | null | undefined): boolean {
  if (storedLanguage()) return false;
  const language = normalizeLanguage(siteDefault);
  return language !== null && language !== i18next.language;
}

/** The site's default language applies until the visitor picks one. */
export async function applySiteLanguage(siteDefault: string | null | undefined): Promise<void> {
  const language = normalizeLanguage(siteDefault);
  if (language && siteLanguagePending(language)) await changeLanguage(language, false);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18next.language) ?? FALLBACK_LANGUAGE;
}
