/**
 * Chat benchmark: 1,000 signed-in clients in 250 order chats (each chat's customer, writer, an admin
 * and a reviewer), one message a second in every chat for 60 s, first on the embedded database (one
 * process), then on PostgreSQL with two server processes behind the clients (each chat's members
 * spread over both). Prints delivery latency p50/p99 (from the send to each other member's receipt),
 * lost and duplicated messages, and the server processes' memory.
 *   npm run bench:chat       (BENCH_SECONDS=60 BENCH_CHATS=250 to change the load)
 * BENCH_DATABASES=postgres (or embedded) runs one part only; BENCH_CPU_PROF=<folder> writes each
 * server process's CPU profile there. Beside the figures it prints the CPU time the servers, the
 * benchmark's own clients and PostgreSQL spent during the run (a 2-core machine holds all three).
 * PostgreSQL is BENCH_DATABASE_URL (or DATABASE_URL, else the local server); the benchmark makes its
 * own database there (`portal_bench_chat`), dropped first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SessionStore } from '../apps/server/src/platform/auth/sessions';
import { openPglite, openPostgres, type Database } from '../apps/server/src/platform/db/database';
import { localStorage } from '../apps/server/src/platform/storage/storage';
import { ChatMember } from '../apps/server/src/test/chat-member';
import { buildServer, startServerProcess, stopServerProcess, type ServerProcess } from '../apps/server/src/test/cluster';
import { Factories } from '../apps/server/src/test/factories';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CHATS = Number(process.env.BENCH_CHATS ?? 250);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'portal_bench_chat';
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const serverEnv = (extra: Record<string, string> = {}): Record<string, string> =>
  PROFILE_DIR ? { ...extra, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : extra;

type Chat = { orderId: string; cookies: string[] };

/** A site on localhost, then CHATS orders each with its own customer and one of CHATS/10 writers, and a session per member. */
async function seed(database: Database, dataDir: string): Promise<Chat[]> {
  const storage = localStorage(path.join(dataDir, 'files'));
  const factories = new Factories(database.db, storage);
  // The server then finds a site and loads no demo data.
  const demo = await factories.site('localhost');
  const sessions = new SessionStore(database, 60 * 60_000);
  const cookie = async (user: { id: string }) => `sid=${(await sessions.create({ id: user.id, siteId: demo.id }, true)).token}`;
  const admin = await factories.user(demo, 'admin', 'bench-admin@example.com');
  const reviewer = await factories.user(demo, 'reviewer', 'bench-reviewer@example.com');
  const writers = await Promise.all(Array.from({ length: Math.ceil(CHATS / 10) }, (_, i) => factories.user(demo, 'writer', `bench-writer-${i}@example.com`)));
  const chats: Chat[] = [];
  for (let i = 0; i < CHATS; i++) {
    const customer = await factories.user(demo, 'user', `bench-customer-${i}@example.com`);
    const writer = writers[i % writers.length]!;
    const order = await factories.order(demo, customer, { writer });
    chats.push({ orderId: order.id, cookies: [await cookie(customer), await cookie(writer), await cookie(admin), await cookie(reviewer)] });
  }
  return chats;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};
/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
const cpuSeconds = (pid: number | string) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process ended meanwhile
  }
};
/** Every PostgreSQL process on this machine (the server and its backends), by name. */
const postgresCpu = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + cpuSeconds(pid), 0);
const benchCpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function run(label: string, servers: ServerProcess[], chats: Chat[]) {
  const sentAt = new Map<string, number>();
  let next = 0;
  // Each chat's members alternate between the processes (customer and writer on different ones), so
  // with two processes every message crosses from one to the other.
  const members = chats.map((chat, c) =>
    chat.cookies.map((cookie, i) => {
      const port = servers[(c + i) % servers.length]!.port;
      return new ChatMember(`m${++next}`, cookie, { chatType: 'writerToCustomer', order_id: chat.orderId }, () => port, sentAt);
    }),
  );
  const all = members.flat();
  for (const m of all) {
    m.connect();
    await new Promise((r) => setTimeout(r, 2));
  }
  const deadline = Date.now() + 60_000;
  while (!all.every((m) => m.connected)) {
    if (Date.now() > deadline) throw new Error(`${all.filter((m) => !m.connected).length} clients could not connect`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const memoryBefore = servers.map((s) => rssMb(s.child.pid!));
  const started = Date.now();
  const cpuBefore = { servers: servers.map((s) => cpuSeconds(s.child.pid!)), bench: benchCpu(), postgres: postgresCpu() };
  // One message a second per chat, its senders (customer, writer) taking turns, spread over the second.
  let sent = 0;
  const timers = members.map((chat, c) =>
    setTimeout(() => {
      let n = 0;
      const timer = setInterval(() => {
        chat[n % 2]!.send(`message ${n}`);
        n += 1;
        sent += 1;
      }, 1000);
      setTimeout(() => clearInterval(timer), SECONDS * 1000);
    }, (c * 1000) / members.length),
  );
  await new Promise((r) => setTimeout(r, SECONDS * 1000 + 1000));
  timers.forEach(clearTimeout);
  const settle = Date.now() + 15_000;
  while (all.some((m) => m.pendingCount > 0) && Date.now() < settle) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 2000));
  const memoryAfter = servers.map((s) => rssMb(s.child.pid!));
  const wall = (Date.now() - started) / 1000;
  const share = (seconds: number) => `${((seconds / wall) * 100).toFixed(0)}%`;
  const cpu = [
    `servers ${servers.map((s, i) => share(cpuSeconds(s.child.pid!) - cpuBefore.servers[i]!)).join('+')}`,
    `clients ${share(benchCpu() - cpuBefore.bench)}`,
    `PostgreSQL ${share(postgresCpu() - cpuBefore.postgres)}`,
  ].join(', ');
  // Lost: a message of the chat some member never received; duplicated: received twice by one member.
  let lost = 0;
  for (const chat of members) {
    const last = Math.max(...chat.map((m) => m.lastContiguous), ...chat.flatMap((m) => [...m.held.keys()]));
    for (const m of chat) lost += last - m.held.size;
  }
  const latencies = all.flatMap((m) => m.latencies).sort((a, b) => a - b);
  all.forEach((m) => m.stop());
  console.log(
    `${label.padEnd(34)} sent ${String(sent).padStart(6)}  deliveries ${String(latencies.length).padStart(6)}  p50 ${String(percentile(latencies, 50)).padStart(4)} ms  p99 ${String(percentile(latencies, 99)).padStart(4)} ms  lost ${lost}  duplicated ${all.reduce((s, m) => s + m.duplicates, 0)}  pending ${all.reduce((s, m) => s + m.pendingCount, 0)}  server RSS ${memoryBefore.join('+')} -> ${memoryAfter.join('+')} MB`,
  );
  console.log(`${''.padEnd(34)} CPU over ${wall.toFixed(0)} s (100% = one core): ${cpu}; load average ${loadAverage()}`);
}

async function main() {
  buildServer();
  console.log(`${CHATS} chats, ${CHATS * 4} clients, 1 message/s per chat for ${SECONDS} s (${os.cpus().length} cores), load average ${loadAverage()}\n`);
  if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });
  if (DATABASES.includes('embedded')) await embeddedPart();
  if (DATABASES.includes('postgres')) await postgresPart();
}

async function embeddedPart() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chat-'));
  try {
    const embedded = await openPglite({ dir: path.join(dir, 'db') });
    const chats = await seed(embedded, dir);
    await embedded.close();
    const server = await startServerProcess(null, serverEnv({ DATA_DIR: dir }));
    try {
      await run('embedded database, 1 process', [server], chats);
    } finally {
      await stopServerProcess(server);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresPart() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  try {
    const database = await openPostgres(url.toString(), 4);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chat-'));
    const chats = await seed(database, dataDir);
    await database.close();
    const servers = await Promise.all([startServerProcess(url.toString(), serverEnv()), startServerProcess(url.toString(), serverEnv())]);
    try {
      await run('PostgreSQL, 2 processes', servers, chats);
    } finally {
      await Promise.all(servers.map((s) => stopServerProcess(s)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
process.exit(0);
