import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { openPostgres, type Database, type Db } from '../db/database';
import type { DomainEvent } from './domain-events';
import { Outbox } from './outbox';

/**
 * The outbox across real processes on one PostgreSQL (outbox.test.ts has the same rules in one
 * process): each worker (test/outbox-worker.ts) runs a dispatcher of its own with its own pool, as a
 * server process does. Needs PostgreSQL: the embedded database is opened by one process at a time,
 * so with it these tests are skipped (CI runs the suite on both).
 */
const url = process.env.DATABASE_URL;
const name = `portal_outbox_processes_${process.pid}`;
const worker = path.join(import.meta.dirname, '../../test/outbox-worker.ts');
const SUBSCRIBERS = ['probe-mail', 'probe-bell'];
let admin: pg.Client;
let database: Database;
let producer: Outbox;
const children: ChildProcess[] = [];
let n = 0;

/** Starts a worker and resolves once it prints `line` ("started", or "delivering" for a hanging one). */
function startWorker(mode: 'deliver' | 'hang', line: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, withDatabase(url!, name), mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not say "${line}": ${output}`)), 30_000);
    const seen = (d: Buffer) => {
      output += d.toString();
      if (output.split('\n').includes(line)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => code !== null && code !== 0 && reject(new Error(`worker exited ${code}: ${output}`)));
  });
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL'))));

/** Commits `count` events, each meant for both probe subscribers, in transactions of ten. */
async function commitEvents(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let done = 0; done < count; done += 10) {
    const events: DomainEvent[] = Array.from({ length: Math.min(10, count - done) }, () => ({ type: 'order_completed', siteId: 'site-x', orderId: `order-${++n}`, orderNumber: n, recipientId: 'nobody', actor: null }));
    await database.db.transaction((tx) => producer.appendAll(tx as unknown as Db, events));
    ids.push(...events.map((e) => (e as { orderId: string }).orderId));
  }
  return ids;
}

async function undelivered(): Promise<number> {
  const { rows } = await admin.query(`select count(*)::int as n from outbox where delivered_at is null and subscriber = any($1)`, [SUBSCRIBERS]);
  return rows[0].n as number;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every delivery that committed, as "subscriber:order" with the delivering process. */
async function deliveries(): Promise<{ key: string; pid: number }[]> {
  const { rows } = await admin.query(`select subscriber || ':' || order_id as key, pid from probe_deliveries`);
  return rows as { key: string; pid: number }[];
}

describe.skipIf(!url)('the outbox across processes', () => {
  beforeAll(async () => {
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await server.end();
    admin = new pg.Client({ connectionString: withDatabase(url!, name) });
    await admin.connect();
    await admin.query('create table probe_deliveries (subscriber text not null, order_id text not null, pid int not null)');
    database = await openPostgres(withDatabase(url!, name), 2);
    // The producer only appends (its dispatcher never starts): the rows are meant for the workers' subscribers.
    producer = new Outbox(database, () => {});
    for (const subscriber of SUBSCRIBERS) producer.subscribe({ name: subscriber, handles: ['order_completed'], deliver: async () => {} });
  }, 60_000);

  afterEach(async () => {
    await Promise.all(children.splice(0).map(killed));
    await admin.query('delete from probe_deliveries');
  });

  afterAll(async () => {
    await database?.close();
    await admin?.end();
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  });

  it('a process killed while delivering leaves nothing half done: another delivers every event after it, once per subscriber', async () => {
    const ids = await commitEvents(20);
    // The first takes a batch, writes its first delivery and hangs there, its rows locked; then it is killed.
    const first = await startWorker('hang', 'delivering');
    await killed(first);
    expect(await undelivered()).toBe(40);
    const second = await startWorker('deliver', 'started');
    await until(async () => (await undelivered()) === 0, 'every event delivered');
    const done = await deliveries();
    // The killed process's delivery was rolled back with its transaction: no row of its, none twice.
    expect(done.map((d) => d.key).sort()).toEqual(ids.flatMap((id) => SUBSCRIBERS.map((s) => `${s}:${id}`)).sort());
    expect(done.every((d) => d.pid === second.pid)).toBe(true);
  }, 90_000);

  it('two processes delivering at once deliver each event once per subscriber', async () => {
    await Promise.all([startWorker('deliver', 'started'), startWorker('deliver', 'started')]);
    // Committed while both listen: each commit's NOTIFY wakes both, and they race for the rows.
    const ids = await commitEvents(300);
    await until(async () => (await undelivered()) === 0, 'every event delivered', 60_000);
    const done = await deliveries();
    expect(done).toHaveLength(ids.length * SUBSCRIBERS.length);
    expect(new Set(done.map((d) => d.key)).size).toBe(ids.length * SUBSCRIBERS.length);
  }, 90_000);
});
