/**
 * The web client's modules and their static imports, read from the source (no build needed): used
 * by the import-cycle test and by the catalogs check. Static imports and re-exports count, type-only
 * ones too (they cost nothing at run time, but a circle of them is still a circle); lazy `import()`
 * does not, since it runs after every module has loaded.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(import.meta.dirname, '../src');
export const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Every TypeScript file under `dir`. */
export function sourceFiles(dir: string = SRC): string[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The source file a relative specifier names, or null (a package, a stylesheet, a catalog). */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file)) ?? null;
}

export function importGraph(files: readonly string[], read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...read(file).matchAll(STATIC_IMPORT)]
      .map((match) => resolveImport(file, (match[1] ?? match[2])!))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** The module and every module it imports statically, directly or not. */
export function staticClosure(graph: ReadonlyMap<string, readonly string[]>, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const next of graph.get(file) ?? []) staticClosure(graph, next, into);
  return into;
}
