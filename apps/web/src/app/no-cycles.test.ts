import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, SRC, sourceFiles, STATIC_IMPORT } from '../../build/source-graph.ts';

/**
 * No module of the web client imports itself through others. A circle makes load order decide
 * what is defined (an import seen as undefined at start), and it is how the shell and the features
 * grew into each other before. Static imports and re-exports count, type-only ones too; lazy
 * `import()` does not, because it runs after every module has loaded.
 */

/** Every circle in the graph, each as the path that closes it (depth-first, white/grey/black). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a circle, including one closed by a re-export, and ignores lazy imports', () => {
    const files: Record<string, string> = {
      [join(SRC, 'a.ts')]: "import { b } from './b';",
      [join(SRC, 'b.ts')]: "export { c } from './c';\nconst later = () => import('./a');",
      [join(SRC, 'c.ts')]: "import type { A } from './a';",
      [join(SRC, 'd.ts')]: "const lazy = () => import('./a');",
    };
    const exists = (path: string) => path in files;
    const graph = new Map(
      Object.keys(files).map((file) => [
        file,
        [...files[file]!.matchAll(STATIC_IMPORT)].map((match) => resolve(dirname(file), (match[1] ?? match[2])!) + '.ts').filter(exists),
      ]),
    );
    expect(findCycles(graph).map((cycle) => cycle.map((path) => relative(SRC, path)))).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has none in apps/web/src', () => {
    const cycles = findCycles(importGraph(sourceFiles(SRC)));
    expect(cycles.map((cycle) => cycle.map((path) => relative(SRC, path)).join(' -> '))).toEqual([]);
  });
});
