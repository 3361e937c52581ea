/**
 * Which text catalogs (i18next namespaces) the web client's code uses, read from the source: a page
 * loads the namespaces its screens use with its own code (`namespaces` on a route, `withCatalogs` on
 * any other lazy screen), so it never shows raw keys, and this check holds those lists to the code.
 *
 * The rule, for every `import('./module')` of the client's own code:
 *   what the module uses, with everything it imports statically, must be loaded when it renders:
 *   the entry's namespaces, those named on the import's line, or those of the file doing the import
 *   when that file is itself lazy (its own namespaces came with it);
 *   and a line names no namespace its module does not use (nothing downloaded for nothing).
 * The entry (main.tsx and its static imports) uses only the entry's namespaces. Menu labels
 * (`label: 'admin:menu.group'`) are left out of that: the shell loads the namespaces of the entries
 * it shows before it shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_NAMESPACES } from '../src/platform/entry-namespaces.ts';
import { importGraph, resolveImport, SRC, sourceFiles, staticClosure } from './source-graph.ts';

const LOCALES = path.join(SRC, 'locales/en');

/** Every namespace there is (one file per namespace in each language). */
export function catalogNamespaces(): Set<string> {
  return new Set(fs.readdirSync(LOCALES).flatMap((name) => (name.endsWith('.json') ? [name.slice(0, -'.json'.length)] : [])));
}

const quoted = (list: string) => [...list.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]!);

/** The namespaces a module's text uses: `useTranslation('x')`, `TFunction<'x'>`, and keys written `'x:key'`. */
export function namespacesIn(text: string, known: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  // Without a namespace, react-i18next reads the default one.
  if (/useTranslation\(\s*\)/.test(text)) used.add('common');
  for (const match of text.matchAll(/useTranslation\(\s*'([\w-]+)'/g)) used.add(match[1]!);
  for (const match of text.matchAll(/useTranslation\(\s*\[([^\]]*)\]/g)) for (const name of quoted(match[1]!)) used.add(name);
  for (const match of text.matchAll(/TFunction<\s*'([\w-]+)'/g)) used.add(match[1]!);
  for (const match of text.matchAll(/(label:\s*)?['"`]([\w-]+):[\w.$]/g)) {
    if (!match[1] && known.has(match[2]!)) used.add(match[2]!);
  }
  return used;
}

export type LazySite = { file: string; line: number; target: string; declared: string[] };

/** Every `import('./...')` of a source module, with the namespaces named on its line. */
export function lazySites(file: string, text: string, resolve: (from: string, specifier: string) => string | null): LazySite[] {
  return text.split('\n').flatMap((line, index) => {
    const specifier = /import\(\s*'(\.[^']+)'\s*\)/.exec(line)?.[1];
    const target = specifier ? resolve(file, specifier) : null;
    if (!target) return [];
    const list = /(?:namespaces:\s*|withCatalogs\(\s*)\[([^\]]*)\]/.exec(line)?.[1];
    return [{ file, line: index + 1, target, declared: list ? quoted(list) : [] }];
  });
}

export type CatalogUse = {
  /** The namespaces a module and its static imports use. */
  usedBy: (file: string) => Set<string>;
  /** What the check finds wrong, one sentence each; empty when every screen loads what it shows. */
  problems: () => string[];
};

/**
 * `files`: the client's modules (tests left out); `override` replaces a file's text (for tests of
 * the check itself).
 */
export function readCatalogUse(
  files: readonly string[] = sourceFiles().filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`)),
  override: (file: string) => string | undefined = () => undefined,
): CatalogUse {
  const texts = new Map(files.map((file) => [file, override(file) ?? fs.readFileSync(file, 'utf8')]));
  const read = (file: string) => texts.get(file) ?? fs.readFileSync(file, 'utf8');
  const graph = importGraph(files, read);
  const known = catalogNamespaces();
  const own = new Map<string, Set<string>>();
  const ownOf = (file: string) => own.get(file) ?? own.set(file, namespacesIn(read(file), known)).get(file)!;
  const usedBy = (file: string) => new Set([...staticClosure(graph, file)].flatMap((module) => [...ownOf(module)]));
  const rel = (file: string) => path.relative(SRC, file);
  const entry = staticClosure(graph, path.join(SRC, 'main.tsx'));
  const entryNamespaces = new Set(ENTRY_NAMESPACES);

  const problems = () => {
    const found: string[] = [];
    for (const file of entry) {
      const extra = [...ownOf(file)].filter((name) => !entryNamespaces.has(name));
      if (extra.length) found.push(`${rel(file)} is in the first download of every page but uses ${extra.join(', ')}: load it lazily with its namespaces, or add them to ENTRY_NAMESPACES`);
    }
    for (const file of files) {
      for (const site of lazySites(file, read(file), resolveImport)) {
        const needs = usedBy(site.target);
        const loaded = new Set([...entryNamespaces, ...site.declared, ...(entry.has(file) ? [] : usedBy(file))]);
        const missing = [...needs].filter((name) => !loaded.has(name)).sort();
        const unused = site.declared.filter((name) => !needs.has(name) || entryNamespaces.has(name));
        const where = `${rel(file)}:${site.line} (${rel(site.target)})`;
        if (missing.length) found.push(`${where} shows ${missing.join(', ')} without loading them: name them on the import's line`);
        if (unused.length) found.push(`${where} loads ${unused.join(', ')}, which its screen does not use (or every page already has)`);
      }
    }
    return found;
  };
  return { usedBy, problems };
}

