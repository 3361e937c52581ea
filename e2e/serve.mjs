// Starts the portal for the browser journeys on a fresh data folder (or a fresh PostgreSQL
// database when DATABASE_URL is set), with the demo data, so every run begins from the same world.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, PORT: process.env.E2E_PORT ?? '3100', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' };

// With DATABASE_URL: a database of this portal's own, named by its port unless E2E_DATABASE_NAME
// names it (a second portal of the same run); made fresh here, and dropped when the portal is
// stopped if E2E_DROP_DATABASE=true (a portal a journey starts for itself leaves nothing behind).
let database = null;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  // One database per port: the shards of a run (and engineers on one machine) never share one.
  const name = process.env.E2E_DATABASE_NAME ?? `portal_e2e_${env.PORT}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    console.error(`E2E_DATABASE_NAME must be a lower-case PostgreSQL name (letters, digits, _): ${name}`);
    process.exit(1);
  }
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  database = { name, drop: process.env.E2E_DROP_DATABASE === 'true', pg };
}

/** Drops this portal's database once its server is gone, when asked to. */
async function dropDatabase() {
  if (!database?.drop) return;
  const admin = new database.pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop the journeys' database ${database.name}:`, err instanceof Error ? err.message : err);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

// The compiled server, as production runs it (`npm run build` makes it with the web client).
const compiled = path.join(root, 'apps/server/dist/server.mjs');
if (!fs.existsSync(compiled)) {
  console.error('apps/server/dist/server.mjs is missing: run "npm run build" before the journeys.');
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', compiled], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => void dropDatabase().then(() => process.exit(code ?? 0)));
