/**
 * Job search benchmark: 100,000 postings, on PGlite (the embedded default) and on PostgreSQL.
 *   npm run bench:jobs            (BENCH_POSTINGS=100000 BENCH_CALLS=40 to change the sizes)
 * Fills the index through the import's own upsert, then times searches one at a time over real
 * HTTP, signed in as a customer: common and rare words, a place, a typo (trigram fallback), no
 * words (newest first) and a deep page. Prints p50 and p95 per search and over all of them.
 */
import { upsertPostings } from '../apps/server/src/features/jobs/jobs.store';
import type { Database } from '../apps/server/src/platform/db/database';
import { demoPostings } from '../apps/server/src/seed/demo-postings';
import { fmt, percentiles, pglite, postgresDatabase, startPortal, timed } from './support/in-process';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 40);

const SEARCHES: [string, string][] = [
  ['common word', 'what=manager&newSearch=true'],
  ['two words', 'what=software%20engineer&newSearch=true'],
  ['words and place', 'what=nurse&where=austin&newSearch=true'],
  ['rare word', 'what=entremets&newSearch=true'],
  ['typo (trigram fallback)', 'what=acountant&newSearch=true'],
  ['place only, newest first', 'where=london&newSearch=true'],
  // Two letters give the trigram index nothing to narrow by: every place is read.
  ['a country code and a word', 'what=engineer&where=us&newSearch=true'],
  ["a country's name only", 'where=united%20kingdom&newSearch=true'],
  ['page 50 of a common word', 'what=manager&pageNumber=50'],
];

async function run(name: string, database: Database) {
  const portal = await startPortal(database);
  try {
    const site = await portal.factories.site('localhost', { settings: { enable_customer_job_search: true } });
    const customer = await portal.factories.user(site, 'user');
    const started = performance.now();
    const postings = demoPostings(POSTINGS, 'bench');
    for (let i = 0; i < postings.length; i += 1_000) await upsertPostings(portal.db, 'bench', postings.slice(i, i + 1_000));
    await portal.db.execute('analyze job_postings' as never);
    console.log(`${name}: ${POSTINGS} postings imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const c = portal.client(site.host);
    await c.signIn(customer.email);
    const all: number[] = [];
    for (const [label, query] of SEARCHES) {
      for (let i = 0; i < 5; i++) await c.get(`/api/customer/jobs?${query}`);
      const times: number[] = [];
      let answer: { searchCount: number; searchCountCapped: boolean; fuzzy: boolean } | null = null;
      for (let i = 0; i < CALLS; i++) {
        const [ms, res] = await timed(() => c.get(`/api/customer/jobs?${query}`));
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
        answer = res.body;
        times.push(ms);
      }
      all.push(...times);
      const p = percentiles(times);
      const count = `${answer!.searchCount}${answer!.searchCountCapped ? '+' : ''}${answer!.fuzzy ? ' fuzzy' : ''}`;
      console.log(`  ${label.padEnd(28)} ${count.padStart(12)}  p50 ${fmt(p.p50)} ms  p95 ${fmt(p.p95)} ms`);
    }
    const p = percentiles(all);
    console.log(`  ${'all searches'.padEnd(28)} ${''.padStart(12)}  p50 ${fmt(p.p50)} ms  p95 ${fmt(p.p95)} ms  (${p.n} calls)`);
  } finally {
    await portal.close();
  }
}

await run('PGlite', await pglite());
const postgres = await postgresDatabase('bench_jobs');
if (postgres) await run('PostgreSQL', postgres);
