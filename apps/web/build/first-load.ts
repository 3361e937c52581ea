/**
 * Gzip JavaScript each route needs before its first screen (see route-js.ts), from the last build:
 *   node apps/web/build/first-load.ts [dist folder]      table of every route (npm run bench:route-js)
 *   node apps/web/build/first-load.ts --check            run by the web build: fails when the part
 *                                                        every page downloads grows past its ceiling,
 *                                                        or a screen does not load the catalogs it shows
 * The goal is at most 150 KB per route (docs/performance.md); the ceilings below are today's sizes
 * with a little room, lowered whenever the first load shrinks, so a heavy import slipping into the
 * entry or the shell fails the build instead of going unnoticed.
 */
import { readCatalogUse } from './catalog-use.ts';
import { measureFirstLoad } from './route-js.ts';

const GOAL_KB = 150;
const ENTRY_CEILING_KB = 163;
const SHELL_CEILING_KB = 27;

const check = process.argv.includes('--check');
const distDir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const { entryGzip, shellGzip, routes } = measureFirstLoad(distDir);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (check) {
  const over = [
    entryGzip / 1024 > ENTRY_CEILING_KB && `every page's first download is ${kb(entryGzip)} KB of gzip JavaScript, over its ceiling of ${ENTRY_CEILING_KB} KB`,
    shellGzip / 1024 > SHELL_CEILING_KB && `the signed-in shell adds ${kb(shellGzip)} KB of gzip JavaScript, over its ceiling of ${SHELL_CEILING_KB} KB`,
  ].filter(Boolean);
  for (const line of over) console.error(`First load: ${line}. Find the import that brought it (docs/performance.md).`);
  // A screen that shows a namespace it does not load would show keys (catalog-use.ts).
  const catalogs = readCatalogUse().problems();
  for (const line of catalogs) console.error(`Catalogs: ${line}.`);
  if (over.length || catalogs.length) process.exit(1);
  console.log(`First load: every page ${kb(entryGzip)} KB gzip JavaScript (ceiling ${ENTRY_CEILING_KB}), the shell ${kb(shellGzip)} KB more (ceiling ${SHELL_CEILING_KB})`);
} else {
  console.log(`Every page: ${kb(entryGzip)} KB (entry and its English catalogs); signed-in pages add the shell: ${kb(shellGzip)} KB\n`);
  console.log('| route | access | JS gzip KB (of it the English catalogs) | files |');
  console.log('|---|---|---:|---:|');
  for (const route of [...routes].sort((a, b) => Number(b.public) - Number(a.public) || a.path.localeCompare(b.path))) {
    const over = route.gzip / 1024 > GOAL_KB ? ' (over)' : '';
    console.log(`| ${route.path} | ${route.public ? 'public' : 'signed in'} | ${kb(route.gzip)}${over} (${kb(route.catalogGzip)}) | ${route.files.length} |`);
  }
}
