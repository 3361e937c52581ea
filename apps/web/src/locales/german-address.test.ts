import { describe, expect, it } from 'vitest';

// A resume-writing business addresses its customers formally ("Sie"). The
// German catalogs once mixed in "du" forms; this keeps them from coming back.

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./de/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

// Informal pronouns and possessives, plus the second-person verb forms that only "du" takes
// (a sentence can drop the pronoun but keep "kannst"). Whole words only, so "Dienst",
// "Direktor" or "Duplikat" do not match; JavaScript's \b treats umlauts as non-word
// characters, hence the explicit letter class.
const letter = 'A-Za-zÄÖÜäöüß';
const words = ['du', 'dich', 'dir', `dein[${letter}]*`, 'euch', `euer[${letter}]*`, `eure[${letter}]*`];
const verbs = ['bist', 'hast', 'kannst', 'musst', 'willst', 'wirst', 'möchtest', 'solltest', 'darfst'];
const informal = new RegExp(`(?<![${letter}])(${[...words, ...verbs].join('|')})(?![${letter}])`, 'i');

function informalStrings(catalogs: Record<string, Tree>): string[] {
  return Object.entries(catalogs).flatMap(([file, tree]) =>
    flatten(tree)
      .filter(([, text]) => informal.test(text))
      .map(([key, text]) => `${file.replace(/^.*\//, '')} ${key}: ${text}`),
  );
}

describe('German catalogs', () => {
  it('are all loaded', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });

  it('address the reader as "Sie", never "du"', () => {
    expect(informalStrings(files)).toEqual([]);
  });

  it('catch informal pronouns, possessives and verb forms but not words that merely contain them', () => {
    const sample: Record<string, Tree> = {
      'x.json': {
        a: 'Melde dich bei deinem Konto an.',
        b: 'Du wirst angemeldet…',
        c: 'du@beispiel.de',
        d: { nested: 'Wir senden dir einen Link.' },
        e: 'Ist das eure Datei?',
        f: 'Öffentlicher Dienst, Direktor, Duplikat, Durchsicht',
        g: 'Melden Sie sich bei Ihrem Konto an.',
        h: 'Jetzt kannst anmelden.',
      },
    };
    expect(informalStrings(sample)).toEqual([
      'x.json a: Melde dich bei deinem Konto an.',
      'x.json b: Du wirst angemeldet…',
      'x.json c: du@beispiel.de',
      'x.json d.nested: Wir senden dir einen Link.',
      'x.json e: Ist das eure Datei?',
      'x.json h: Jetzt kannst anmelden.',
    ]);
  });
});
