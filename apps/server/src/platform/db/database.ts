import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverDir } from '../server-dir';
import { PgliteNamedStatements } from './named-statements';
import { useNamedStatements } from './prepared';
import { SITE_CHANGES_CHANNEL, SiteChanges } from './site-changes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same API whether the rows live in embedded PGlite or in a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; messages are sent with `pg_notify` through `db`, so they reach every
   * process on the same database (PGlite: the one process that has it open). `fromBackend` is the
   * database process (pid) of the connection that sent it.
   */
  listen: (channel: string, onMessage: (payload: string, fromBackend: number) => void) => Promise<void>;
  /**
   * Called after the listening connection came back from a drop: notifications sent meanwhile are
   * gone, so whoever relies on them reads what they missed (PGlite never drops; never called).
   */
  onListenerReconnect: (callback: () => void) => void;
  /** The changes to the order screens' data this process has heard of (migration 0017). */
  siteChanges: SiteChanges;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(serverDir(), 'drizzle');

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const siteChanges = new SiteChanges();
  // Each pooled connection listens before its first query, and acts on its own notices only: the
  // connection that commits a change hears the database's notice of it before the commit returns, so
  // this process never reads past its own writes. Every other notice is the listening connection's.
  // The pool hands a new connection out only once its LISTEN has answered (`onConnect` is awaited):
  // sent from the 'connect' event, the LISTEN and the first query shared the connection at once,
  // which pg 8 warns about and pg 9 refuses. A connection whose LISTEN fails is not used.
  const ownBackends = new Set<number>();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    onConnect: async (client) => {
      const backend = (client as unknown as { processID: number }).processID;
      ownBackends.add(backend);
      client.on('end', () => ownBackends.delete(backend));
      client.on('notification', (msg) => {
        if (msg.channel === SITE_CHANGES_CHANNEL && msg.processId === backend) siteChanges.changed(msg.payload ?? '*');
      });
      await client.query(`LISTEN ${SITE_CHANGES_CHANNEL}`);
    },
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listener = postgresListener(url);
  // Other processes' changes, on the connection that stays up; while it is down they may go unheard.
  listener.onDrop(() => siteChanges.deaf());
  listener.onReconnect(() => siteChanges.heard());
  await listener.listen(SITE_CHANGES_CHANNEL, (payload, from) => {
    if (!ownBackends.has(from)) siteChanges.changed(payload);
  });
  siteChanges.heard();
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    onListenerReconnect: listener.onReconnect,
    siteChanges,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One extra connection per process that only listens (named `portal_listener_<pid>`, so an operator
 * can tell it apart, and the chaos test can cut exactly one process's). A drop is told to the drop
 * callbacks at once; then it reconnects, retrying every second until the server answers, and tells
 * the reconnect callbacks.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, ((payload: string, fromBackend: number) => void)[]>();
  const reconnected: (() => void)[] = [];
  const droppedCallbacks: (() => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let dropped = false;
  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), 1000).unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: `portal_listener_${process.pid}` });
    c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((fn) => fn(msg.payload ?? '', msg.processId)));
    c.on('error', (err) => {
      console.error('PostgreSQL listener lost:', err.message);
      if (client === c) client = null;
      dropped = true;
      for (const fn of droppedCallbacks) fn();
      c.end().catch(() => {});
      retry();
    });
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN "${channel}"`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    client = c;
    if (dropped) {
      dropped = false;
      for (const fn of reconnected) fn();
    }
  };
  return {
    async listen(channel: string, onMessage: (payload: string, fromBackend: number) => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel ${channel}`);
      const first = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!client) await connect();
      else if (first) await client.query(`LISTEN "${channel}"`);
    },
    onReconnect(fn: () => void) {
      reconnected.push(fn);
    },
    onDrop(fn: () => void) {
      droppedCallbacks.push(fn);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

/** Opens PGlite in `dir` (or in memory, optionally from a dumped data directory). */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const statements = new PgliteNamedStatements(client);
  const db = drizzlePglite(statements.client, { schema }) as unknown as Db;
  useNamedStatements(db, statements);
  await migratePglite(db as never, { migrationsFolder });
  // One process, one connection: every change is heard before the statement that made it returns.
  const siteChanges = new SiteChanges();
  await client.listen(SITE_CHANGES_CHANNEL, (payload) => siteChanges.changed(payload));
  siteChanges.heard();
  return {
    db,
    kind: 'pglite',
    // One connection: every notice comes from the backend of this process.
    listen: async (channel, onMessage) => void (await client.listen(channel, (payload) => onMessage(payload, 0))),
    onListenerReconnect: () => {},
    siteChanges,
    close: () => client.close(),
  };
}
