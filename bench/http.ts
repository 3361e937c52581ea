/**
 * HTTP benchmark: a bare Fastify hello-world against the portal's hottest reads, on PGlite and on
 * PostgreSQL, all on this machine, one after another so they never compete for the two cores.
 *   npm run bench:http            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 to change the load)
 * PostgreSQL is used when BENCH_DATABASE_URL (or DATABASE_URL) points at a server; the benchmark
 * makes its own database there (BENCH_HTTP_DB, `portal_bench` by default), dropped first.
 * The portal runs with its demo data (NODE_ENV=development: production refuses to start with the
 * demo accounts' published password); NODE_ENV changes nothing else on the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_HTTP_DB ?? 'portal_bench';
const root = path.resolve(import.meta.dirname, '..');

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function helloWorld(): Promise<Row> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    return await load('fastify hello-world', `http://127.0.0.1:${port}/`);
  } finally {
    await app.close();
  }
}

async function startPortal(env: Record<string, string>): Promise<{ port: number; proc: ChildProcess }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const proc = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/website`)).ok) return { port, proc };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill();
  throw new Error('the portal did not start');
}

/** A session cookie of a demo account. */
async function signIn(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!login.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  return cookie;
}

async function portal(label: string, env: Record<string, string>): Promise<Row[]> {
  const { port, proc } = await startPortal(env);
  try {
    const base = `http://localhost:${port}`;
    const customer = await signIn(base, 'customer@example.com');
    const writer = await signIn(base, 'writer@example.com');
    const list = (await (await fetch(`${base}/api/customer/orders?page=1&limit=20`, { headers: { cookie: customer } })).json()) as { orders: { _id: string }[] };
    const orderId = list.orders[0]?._id;
    if (!orderId) throw new Error('the demo customer has no order to read');
    return [
      await load(`${label} GET /api/website`, `${base}/api/website`),
      await load(`${label} GET /api/auth/user (signed in)`, `${base}/api/auth/user`, { cookie: customer }),
      await load(`${label} GET /api/customer/orders/:id (customer's order detail)`, `${base}/api/customer/orders/${orderId}`, { cookie: customer }),
      await load(`${label} GET /api/customer/orders?page=1&limit=20 (customer's list)`, `${base}/api/customer/orders?page=1&limit=20`, { cookie: customer }),
      await load(`${label} GET /api/writer/orders?page=1&limit=20 (writer's list)`, `${base}/api/writer/orders?page=1&limit=20`, { cookie: writer }),
    ];
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
}

async function freshPostgres(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

const rows: Row[] = [await helloWorld()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
rows.push(...(await portal('PGlite', { DATA_DIR: dataDir })));
const pgUrl = await freshPostgres();
if (pgUrl) rows.push(...(await portal('PostgreSQL', { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgUrl })));
else console.log(`(PostgreSQL not reachable at ${PG_URL}: skipped)`);
fs.rmSync(dataDir, { recursive: true, force: true });

const base = rows[0]!.rps;
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores\n`);
console.log('| case | req/s | p50 ms | p99 ms | vs hello-world | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / base) * 100).toFixed(1)}% | ${r.errors} |`);
