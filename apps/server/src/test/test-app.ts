import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { openPglite, openPostgres, type Database } from '../platform/db/database';
import type { Mail } from '../platform/mail/mailer';
import { localStorage } from '../platform/storage/storage';
import { withDatabase } from './global-setup';
import { TestClient } from './http-client';
import { Factories } from './factories';

/** A fresh database (copied from the migrated template), a real server on a free port, factories. */
export async function startTestApp(env: Record<string, string> = {}, options: { mailDelay?: () => Promise<void> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { database, databaseUrl, dropDatabase } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', PUBLIC_PORT: '3000', ...env } as NodeJS.ProcessEnv);
  const mails: Mail[] = [];
  const storage = localStorage(config.filesDir);
  const { app, platform, routes } = await buildApp({ config, database, storage, mailer: { send: async (m) => void (await options.mailDelay?.(), mails.push(m)) } }, { logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const factories = new Factories(database.db, storage);
  return {
    app,
    platform,
    routes,
    db: database.db,
    /** The PostgreSQL database of this app, for a second process on it; null on the embedded database. */
    databaseUrl,
    mails,
    factories,
    port,
    client: (host: string) => new TestClient(port, host),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

async function freshDatabase(): Promise<{ database: Database; databaseUrl: string | null; dropDatabase: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openPostgres(databaseUrl, 5);
    return {
      database,
      databaseUrl,
      dropDatabase: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  return { database, databaseUrl: null, dropDatabase: async () => {} };
}

/** Waits for fire-and-forget work (mail sent after the answer) to land. */
export async function eventually<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
