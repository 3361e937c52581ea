/**
 * HTTP benchmark: a bare Fastify hello-world against the portal's hottest reads, on PGlite and on
 * PostgreSQL, all on this machine, one after another so they never compete for the two cores.
 *   npm run build && npm run bench:http   (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 to change the load)
 * The compiled server (apps/server/dist/server.mjs) is measured, as production runs it.
 * PostgreSQL is used when BENCH_DATABASE_URL (or DATABASE_URL) points at a server; the benchmark
 * makes its own database there (BENCH_HTTP_DB, `portal_bench` by default), dropped first.
 * The portal runs with its demo data (NODE_ENV=development: production refuses to start with the
 * demo accounts' published password); NODE_ENV changes nothing else on the server.
 * Besides the rates, each portal case reports the CPU the server process (and, on PostgreSQL, the
 * database's own processes for this database) spent per request: on a shared machine the rates move
 * with the load, the CPU per request much less.
 * To look at one case: BENCH_ONLY=<part of its name> (e.g. `detail`), BENCH_DB=pglite or postgres,
 * BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { compiledServer } from './support/compiled-server';
import { processCpuMs, processesCpuMs } from './support/process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_HTTP_DB ?? 'portal_bench';
const ONLY = process.env.BENCH_ONLY;
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const root = path.resolve(import.meta.dirname, '..');

/** CPU ms per request of the server process and of the database's processes, when known. */
type Row = { name: string; rps: number; p50: number; p99: number; errors: number; serverCpu?: number; databaseCpu?: number };
/** The processes whose CPU a case is charged: the server, and the PostgreSQL backends serving it. */
type Watched = { server: number; databaseBackends?: () => Promise<number[]> };

async function load(name: string, url: string, headers: Record<string, string> = {}, watched?: Watched): Promise<Row | null> {
  if (ONLY && watched && !name.includes(ONLY)) return null;
  const serverBefore = watched ? processCpuMs(watched.server) : null;
  const backendsBefore = new Map((await watched?.databaseBackends?.())?.map((pid) => [pid, processCpuMs(pid) ?? 0]));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const serverAfter = watched ? processCpuMs(watched.server) : null;
  const backendsAfter = (await watched?.databaseBackends?.()) ?? [];
  const errors = result.errors + result.non2xx;
  const row: Row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
  const requests = result.requests.total;
  if (serverBefore !== null && serverAfter !== null) row.serverCpu = (serverAfter - serverBefore) / requests;
  if (backendsAfter.length > 0) {
    // A backend the pool opened during the run spent all its CPU on it.
    const spent = (processesCpuMs(backendsAfter) ?? 0) - backendsAfter.reduce((sum, pid) => sum + (backendsBefore.get(pid) ?? 0), 0);
    row.databaseCpu = spent / requests;
  }
  return row;
}

async function helloWorld(): Promise<Row> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    return (await load('fastify hello-world', `http://127.0.0.1:${port}/`))!;
  } finally {
    await app.close();
  }
}

async function startPortal(env: Record<string, string>): Promise<{ port: number; proc: ChildProcess }> {
  if (!fs.existsSync(compiledServer)) throw new Error(`${compiledServer} is missing: run npm run build first`);
  const port = 3900 + Math.floor(Math.random() * 90);
  const proc = spawn(process.execPath, [...NODE_ARGS, compiledServer], {
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

async function portal(label: string, env: Record<string, string>, databaseBackends?: () => Promise<number[]>): Promise<Row[]> {
  const { port, proc } = await startPortal(env);
  const watched: Watched = { server: proc.pid!, databaseBackends };
  try {
    const base = `http://localhost:${port}`;
    const customer = await signIn(base, 'customer@example.com');
    const writer = await signIn(base, 'writer@example.com');
    const list = (await (await fetch(`${base}/api/customer/orders?page=1&limit=20`, { headers: { cookie: customer } })).json()) as { orders: { _id: string }[] };
    const orderId = list.orders[0]?._id;
    if (!orderId) throw new Error('the demo customer has no order to read');
    const rows = [
      await load(`${label} GET /api/website`, `${base}/api/website`, {}, watched),
      await load(`${label} GET /api/auth/user (signed in)`, `${base}/api/auth/user`, { cookie: customer }, watched),
      await load(`${label} GET /api/customer/orders/:id (customer's order detail)`, `${base}/api/customer/orders/${orderId}`, { cookie: customer }, watched),
      await load(`${label} GET /api/customer/orders?page=1&limit=20 (customer's list)`, `${base}/api/customer/orders?page=1&limit=20`, { cookie: customer }, watched),
      await load(`${label} GET /api/writer/orders?page=1&limit=20 (writer's list)`, `${base}/api/writer/orders?page=1&limit=20`, { cookie: writer }, watched),
    ];
    return rows.filter((row): row is Row => row !== null);
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

/** The PostgreSQL server processes connected to the benchmark's database (pool and listener). */
function backendsOf(url: string): () => Promise<number[]> {
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
}

const rows: Row[] = [await helloWorld()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
if (DATABASES.includes('pglite')) rows.push(...(await portal('PGlite', { DATA_DIR: dataDir })));
const pgUrl = DATABASES.includes('postgres') ? await freshPostgres() : null;
if (pgUrl) rows.push(...(await portal('PostgreSQL', { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgUrl }, backendsOf(pgUrl))));
else if (DATABASES.includes('postgres')) console.log(`(PostgreSQL not reachable at ${PG_URL}: skipped)`);
fs.rmSync(dataDir, { recursive: true, force: true });

const base = rows[0]!.rps;
const ms = (cpu: number | undefined) => (cpu === undefined ? '-' : cpu.toFixed(3));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
console.log('| case | req/s | p50 ms | p99 ms | vs hello-world | errors | server CPU ms/req | PostgreSQL CPU ms/req |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / base) * 100).toFixed(1)}% | ${r.errors} | ${ms(r.serverCpu)} | ${ms(r.databaseCpu)} |`);
}
