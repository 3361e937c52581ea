import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same API whether the rows live in embedded PGlite or in a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Opens PGlite in `dir` (or in memory, optionally from a dumped data directory). */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
