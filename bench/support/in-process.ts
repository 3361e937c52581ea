/**
 * The portal in this process on a fresh database, for benchmarks that time single calls over real
 * HTTP: PGlite in memory, or a PostgreSQL database of its own (dropped and made again) when
 * BENCH_DATABASE_URL / DATABASE_URL points at a server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/platform/db/database';
import { localStorage } from '../../apps/server/src/platform/storage/storage';
import { Factories } from '../../apps/server/src/test/factories';
import { TestClient } from '../../apps/server/src/test/http-client';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresDatabase(name: string): Promise<Database | null> {
  try {
    const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${PG_URL}: ${(err as Error).message}; PGlite only.`);
    return null;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), 10);
}

export async function startPortal(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', PUBLIC_PORT: '3000' } as NodeJS.ProcessEnv);
  const storage = localStorage(config.filesDir);
  const { app } = await buildApp({ config, database, storage, mailer: { send: async () => {} } }, { logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    db: database.db,
    factories: new Factories(database.db, storage),
    client: (host: string) => new TestClient(port, host),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const pglite = () => openPglite({});

export function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

export const fmt = (ms: number) => ms.toFixed(1).padStart(7);
