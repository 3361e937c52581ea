/**
 * Gzip JavaScript each route needs before its first screen (see support/route-js.ts), from the last
 * build: `npm run build && npm run bench:route-js [dist folder]`. The goal is at most 150 KB per route.
 */
import { measureRoutes } from './support/route-js';

const BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
// An optional argument names another build folder (e.g. one built beside the served one).
const routes = measureRoutes(process.argv[2]).sort((a, b) => Number(b.public) - Number(a.public) || a.path.localeCompare(b.path));
console.log('| route | access | JS gzip KB (of it the English catalog) | files |');
console.log('|---|---|---:|---:|');
for (const route of routes) {
  const over = route.gzip / 1024 > BUDGET_KB ? ' (over)' : '';
  console.log(`| ${route.path} | ${route.public ? 'public' : 'signed in'} | ${kb(route.gzip)}${over} (${kb(route.catalogGzip)}) | ${route.files.length} |`);
}
