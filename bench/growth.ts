/**
 * Growth benchmark: do the order lists and the writer dashboard stay fast as a site grows?
 *   npm run bench:growth          (BENCH_GROWTH_ORDERS=100000 BENCH_CALLS=50 to change the sizes)
 * On PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; its own database `bench_growth_lists`, dropped and
 * made again): the portal starts with its demo data (two sites with 7 orders each), then the second
 * site gets 100,000 more orders, a third of them assigned to one writer. Every list and dashboard
 * call is timed through the real HTTP API, signed in, one call at a time, on the near-empty site and
 * on the large one; the table shows p50 and p95 of both and the ratio of the p50s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ORDERS = Number(process.env.BENCH_GROWTH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WARMUP = 30;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_GROWTH_DB ?? 'bench_growth_lists';
const SMALL_HOST = 'localhost';
const LARGE_HOST = 'second.localhost';
const root = path.resolve(import.meta.dirname, '..');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; body: string; cookie: string | undefined };

function request(port: number, host: string, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function createDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function startPortal(databaseUrl: string, dataDir: string): Promise<{ port: number; proc: ChildProcess }> {
  const port = 4100 + Math.floor(Math.random() * 80);
  const proc = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    // The database's work is measured: answers kept between calls (nothing changes) would hide it.
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development', READ_CACHE: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await request(port, SMALL_HOST, 'GET', '/api/website', {})).status === 200) return { port, proc };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill();
  throw new Error('the portal did not start');
}

/**
 * The large site: 1,000 more customers and ORDERS orders over the last three years, every third one
 * assigned to writer@example.com, the others to the second writer or to nobody; 1 in 100 hidden;
 * completed ten days after purchase: all those older than two months, and 4 in 10 of the others.
 * Their package is the snapshot of a demo order of the same site.
 */
async function growLargeSite(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const site = await db.query<{ id: string }>('SELECT site_id AS id FROM site_domains WHERE host = $1', [LARGE_HOST]);
    const siteId = site.rows[0]!.id;
    const people = await db.query<{ email: string; id: string }>('SELECT email, id FROM users WHERE site_id = $1', [siteId]);
    const id = (email: string) => people.rows.find((p) => p.email === email)!.id;
    await db.query(
      `INSERT INTO users (id, site_id, email, first_name, last_name, role)
       SELECT 'bench-customer-' || i, $1, 'bench-customer-' || i || '@example.com', 'Customer', i::text, 'user'
       FROM generate_series(1, 1000) AS i`,
      [siteId],
    );
    const started = Date.now();
    await db.query(
      `INSERT INTO orders (id, site_id, number, customer_id, writer_id, package_id, package, status_percentage, invoice_currency,
                           invoice_price, hide_order, assigned_at, due_date, completed_at, created_at, updated_at)
       SELECT 'bench-order-' || i, $1, 100000 + i, 'bench-customer-' || (1 + i % 1000),
              CASE i % 3 WHEN 0 THEN $2 WHEN 1 THEN $3 ELSE NULL END,
              demo.package_id, demo.package, CASE WHEN done THEN 100 ELSE (i % 10) * 10 END, demo.invoice_currency,
              demo.invoice_price, i % 100 = 7,
              CASE WHEN i % 3 = 2 THEN NULL ELSE at + interval '1 day' END,
              -- Writers set a due date two weeks out: the open orders older than that are overdue (a few thousand).
              CASE WHEN i % 3 = 2 THEN NULL ELSE at + interval '14 days' END,
              CASE WHEN done THEN least(now(), at + interval '10 days') END, at, at
       FROM generate_series(1, $4::int) AS i,
            LATERAL (SELECT now() - interval '3 years' + (interval '3 years' * i / $4::int) AS at) AS t,
            -- Orders are finished within weeks: all but the last two months' are complete, and 4 in 10 of those.
            LATERAL (SELECT t.at < now() - interval '60 days' OR i % 10 < 4 AS done) AS d,
            (SELECT package_id, package, invoice_currency, invoice_price FROM orders WHERE site_id = $1 ORDER BY number LIMIT 1) AS demo`,
      [siteId, id('writer@example.com'), id('writer2@example.com'), ORDERS],
    );
    // What autovacuum does on a site that grew over years: statistics, and the visibility map that
    // lets a scan of an index skip the table.
    await db.query('VACUUM ANALYZE');
    console.log(`seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}

async function signIn(port: number, host: string, email: string): Promise<string> {
  const res = await request(
    port,
    host,
    'POST',
    '/api/auth/login',
    { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    JSON.stringify({ email, password: 'demo-password' }),
  );
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in of ${email} on ${host} failed: ${res.status} ${res.body}`);
  return res.cookie;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Timing = { p50: number; p95: number; rows: number };
type Target = { host: string; cookie: string; url: string };

/**
 * p50 and p95 in ms of CALLS calls to each target, one call at a time, after a warm-up. The
 * targets take turns call by call, so that the load of a shared machine falls on all of them alike.
 * A failed call stops the run.
 */
async function time(port: number, targets: Target[]): Promise<Timing[]> {
  const times: number[][] = targets.map(() => []);
  const rows: number[] = targets.map(() => 0);
  for (let i = 0; i < WARMUP + CALLS; i++) {
    for (const [n, target] of targets.entries()) {
      const started = process.hrtime.bigint();
      const res = await request(port, target.host, 'GET', target.url, { cookie: target.cookie });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.status !== 200) throw new Error(`${target.host}${target.url}: ${res.status} ${res.body.slice(0, 300)}`);
      if (i >= WARMUP) times[n]!.push(ms);
      // The lists answer their rows as `orders`, the admin's as `data` (its dashboard's `data` is no list).
      const body = JSON.parse(res.body) as { orders?: unknown[]; data?: unknown };
      rows[n] = body.orders?.length ?? (Array.isArray(body.data) ? body.data.length : 0);
    }
  }
  return times.map((list, n) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95), rows: rows[n]! };
  });
}

const withLimit = (url: string, limit: number) => url.replace(/limit=\d+/, `limit=${Math.max(1, limit)}`);

type Case = { name: string; who: string; url: (site: 'small' | 'large', cursor: string) => string };

const CASES: Case[] = [
  { name: 'reviewer list, first page', who: 'reviewer@example.com', url: () => '/api/reviewer/orders?page=1&limit=20' },
  { name: 'reviewer list, page 2,500 (by number)', who: 'reviewer@example.com', url: (s) => `/api/reviewer/orders?page=${s === 'large' ? 2500 : 1}&limit=20` },
  { name: 'reviewer list, deep page (after a cursor)', who: 'reviewer@example.com', url: (_s, cursor) => `/api/reviewer/orders?limit=20&after=${cursor}` },
  { name: 'writer list', who: 'writer@example.com', url: () => '/api/writer/orders?page=1&limit=20' },
  { name: 'writer list, page 800 (by number)', who: 'writer@example.com', url: (s) => `/api/writer/orders?page=${s === 'large' ? 800 : 1}&limit=20` },
  { name: 'customer list', who: 'customer@example.com', url: () => '/api/customer/orders?page=1&limit=20' },
  { name: 'admin list, first page', who: 'admin@example.com', url: () => '/api/admin/orders?page=1&limit=20' },
  { name: 'admin list, page 2,500 (by number)', who: 'admin@example.com', url: (s) => `/api/admin/orders?page=${s === 'large' ? 2500 : 1}&limit=20` },
  { name: 'admin list, unassigned', who: 'admin@example.com', url: () => '/api/admin/orders?page=1&limit=20&status=unassigned' },
  { name: 'admin writers with their load', who: 'admin@example.com', url: () => '/api/admin/writers' },
  { name: 'admin dashboard numbers', who: 'admin@example.com', url: () => '/api/admin/orders/overview' },
  { name: 'writer dashboard counts', who: 'writer@example.com', url: () => '/api/writer/home-page/orders' },
  { name: 'writer monthly chart', who: 'writer@example.com', url: () => '/api/writer/home-page/orders/monthly' },
];

/** The cursor of a deep page: the number of the last order on the page before (the middle of the large site). */
async function deepCursor(databaseUrl: string, host: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const res = await db.query<{ number: number }>(
      `SELECT number FROM orders WHERE site_id = (SELECT site_id FROM site_domains WHERE host = $1) AND NOT hide_order
       ORDER BY created_at DESC, number DESC OFFSET (SELECT count(*) / 2 FROM orders WHERE site_id = (SELECT site_id FROM site_domains WHERE host = $1)) LIMIT 1`,
      [host],
    );
    return String(res.rows[0]?.number ?? '');
  } finally {
    await db.end();
  }
}

async function main() {
  const databaseUrl = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-growth-'));
  const { port, proc } = await startPortal(databaseUrl, dataDir);
  try {
    await growLargeSite(databaseUrl);
    const sites = { small: SMALL_HOST, large: LARGE_HOST } as const;
    const cookies = new Map<string, string>();
    const cursors = { small: await deepCursor(databaseUrl, SMALL_HOST), large: await deepCursor(databaseUrl, LARGE_HOST) };
    const lines: string[] = [];
    const cookie = async (site: 'small' | 'large', who: string) => {
      const key = `${site}:${who}`;
      if (!cookies.has(key)) cookies.set(key, await signIn(port, sites[site], who));
      return cookies.get(key)!;
    };
    for (const c of CASES) {
      const small: Target = { host: sites.small, cookie: await cookie('small', c.who), url: c.url('small', cursors.small) };
      const large: Target = { host: sites.large, cookie: await cookie('large', c.who), url: c.url('large', cursors.large) };
      // The same call on the large site with as many orders per page as the small site has: the
      // cost of the site's size apart from the cost of a longer page.
      const smallRows = (JSON.parse((await request(port, small.host, 'GET', small.url, { cookie: small.cookie })).body) as { orders?: unknown[] }).orders?.length;
      const targets = smallRows === undefined ? [small, large] : [small, large, { ...large, url: withLimit(large.url, smallRows) }];
      const [a, l, e] = (await time(port, targets)) as [Timing, Timing, Timing | undefined];
      const line =
        `| ${c.name} | ${a.p50.toFixed(1)} | ${a.p95.toFixed(1)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${(l.p50 / a.p50).toFixed(2)}x ` +
        `| ${a.rows} / ${l.rows} | ${e ? `${e.p50.toFixed(1)} ms, ${(e.p50 / a.p50).toFixed(2)}x` : '-'} |`;
      console.log(line);
      lines.push(line);
    }
    console.log(`\n${ORDERS} orders on the large site, 7 on the small one; ${CALLS} calls each, one at a time, ${os.cpus().length} cores\n`);
    console.log('| call | 7 orders p50 ms | p95 ms | large p50 ms | p95 ms | ratio (p50) | rows | large, as many rows as small: p50, ratio |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const line of lines) console.log(line);
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

await main();
