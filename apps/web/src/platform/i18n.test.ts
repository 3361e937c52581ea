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
          const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
          const extra = [...translated.keys()].filter((key) => !english.has(key));
          const wrongPlaceholders = [...english].filter(
            ([key, text]) => translated.has(key) && placeholders(text).join() !== placeholders(translated.get(key)!).join(),
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
