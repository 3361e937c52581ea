import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });

function catalogs(): Map<string, Map<string, Tree>> {
  const byNamespace = new Map<string, Map<string, Tree>>();
  for (const [path, tree] of Object.entries(files)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (!byNamespace.has(namespace!)) byNamespace.set(namespace!, new Map());
    byNamespace.get(namespace!)!.set(language!, tree);
  }
  return byNamespace;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/**
 * i18next's plural keys (`count_one`, `count_few`...): each language has its own set of forms, so a
 * plural is compared by its base key, and must carry every form the language's plural rules name.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
function missingPluralForms(keys: readonly string[], language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Set(keys.filter((key) => PLURAL.test(key)).map(baseKey));
  return [...plurals].flatMap((base) => forms.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`));
}

const all = catalogs();
const languages = LANGUAGES.map((language) => language.code);

describe('translation catalogs', () => {
  it('has the base namespaces', () => {
    expect([...all.keys()]).toEqual(expect.arrayContaining(['common', 'auth', 'shell', 'dashboard']));
  });

  for (const [namespace, byLanguage] of all) {
    describe(namespace, () => {
      const english = flatten(byLanguage.get('en') ?? {});

      it('exists in every language', () => {
        expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
      });

      for (const language of languages.filter((code) => code !== 'en')) {
        it(`${language} has every English key, none empty and none extra, with the same placeholders`, () => {
          const translated = flatten(byLanguage.get(language) ?? {});
          const englishBases = new Set([...english.keys()].map(baseKey));
          const translatedBases = new Set([...translated].filter(([, text]) => text.trim()).map(([key]) => baseKey(key)));
          const missing = [...[...englishBases].filter((key) => !translatedBases.has(key)), ...missingPluralForms([...translated.keys()], language)];
          const extra = [...translated.keys()].filter((key) => !englishBases.has(baseKey(key)));
          // A plural form is checked against the English `other`: the form for one may leave out {{count}}.
          const englishText = (key: string) => english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
          const wrongPlaceholders = [...translated].filter(
            ([key, text]) => englishBases.has(baseKey(key)) && !key.endsWith('_one') && placeholders(englishText(key)).join() !== placeholders(text).join(),
          );
          expect({ missing, extra, wrongPlaceholders: wrongPlaceholders.map(([key]) => key) }).toEqual({
            missing: [],
            extra: [],
            wrongPlaceholders: [],
          });
        });
      }

      it('has no empty English text', () => {
        expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      });
    });
  }
});
