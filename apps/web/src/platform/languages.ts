export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'ru', label: 'Русский' },
  { code: 'es', label: 'Español' },
  { code: 'th', label: 'ไทย' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE: Language = 'en';

// Older sites store three-letter codes; `eng` is the only one the spec names.
const ALIASES: Record<string, Language> = { eng: 'en' };

/** A supported language for any code we may meet ("eng", "de-AT", "RU"), or null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const code = value.trim().toLowerCase();
  const alias = ALIASES[code];
  if (alias) return alias;
  const base = code.split(/[-_]/)[0] ?? '';
  return LANGUAGES.find((language) => language.code === base)?.code ?? ALIASES[base] ?? null;
}
