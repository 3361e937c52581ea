import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { lockDataDir } from './platform/db/data-dir-lock';
import { openPglite, openPostgres, type Database } from './platform/db/database';
import { createMailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoDataIfEmpty } from './seed/demo-data';
import { demoAccountsProblem, demoAccountsWithDemoPassword } from './seed/demo-guard';

/** Starts the portal: database (embedded unless DATABASE_URL), migrations, demo data, HTTP. */
async function main() {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite({ dir: config.dbDir });
  } catch (err) {
    unlock();
    throw err;
  }
  const storage = createStorage(config);
  const mailer = createMailer(config, (msg) => console.log(msg));
  const seeded = config.seedDemoData ? await seedDemoDataIfEmpty(database.db, storage) : false;
  if (config.NODE_ENV === 'production') {
    const demo = await demoAccountsWithDemoPassword(database.db);
    if (demo.length) {
      await database.close();
      unlock();
      throw new Error(demoAccountsProblem(demo));
    }
  }
  const { app } = await buildApp({ config, database, storage, mailer });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  console.log(`\nThe portal is running at ${url} (other demo sites: http://second.localhost:${config.PORT}, and http://third.localhost:${config.PORT} with mobile money)`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded, in ${config.dbDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' — demo data loaded' : ''}`);
  if (seeded || config.seedDemoData) console.log(`Demo accounts (password "${DEMO_PASSWORD}" on both sites): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
