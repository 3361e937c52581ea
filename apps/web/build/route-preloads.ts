/**
 * Writes `dist/.vite/route-preloads.json`: for every route of the web client, the files its first
 * screen needs beyond what `index.html` already names (the entry, its static imports and its CSS):
 * the page's chunk and its static imports, the shell's for signed-in routes, their CSS, and the English
 * catalogs of the namespaces shown (English is always fetched: it backs up any other language).
 * The server names these in the page it sends for that path (`<link rel="modulepreload">`), so the
 * browser fetches them beside the entry instead of discovering them only once the entry has run:
 * one round trip before the first screen instead of three.
 *   node build/route-preloads.ts [dist folder]        (run by the web build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeClosures } from './route-js.ts';

export type RoutePreloads = { routes: { path: string; js: string[]; css: string[] }[] };

export function routePreloads(distDir: string): RoutePreloads {
  const { manifest, entryKeys, routes } = routeClosures(distDir);
  const url = (file: string) => `/${file}`;
  return {
    routes: routes.map((route) => {
      const keys = [...route.keys, ...route.texts].filter((key) => !entryKeys.has(key));
      return {
        path: route.path,
        js: keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).map(url),
        css: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map(url),
      };
    }),
  };
}

if (import.meta.main) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const preloads = routePreloads(distDir);
  fs.writeFileSync(path.join(distDir, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
  console.log(`Route preloads: ${preloads.routes.length} routes`);
}
