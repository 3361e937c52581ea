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
   * process on the same database (PGlite: the one process that has it open).
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(serverDir(), 'drizzle');

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** One extra connection per process that only listens; it reconnects after a drop. */
function postgresListener(url: string) {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((fn) => fn(msg.payload ?? '')));
    c.on('error', (err) => {
      console.error('PostgreSQL listener lost:', err.message);
      client = null;
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN "${channel}"`);
    client = c;
  };
  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel ${channel}`);
      const first = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!client) await connect();
      else if (first) await client.query(`LISTEN "${channel}"`);
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onMessage) => void (await client.listen(channel, onMessage)),
    close: () => client.close(),
  };
}
