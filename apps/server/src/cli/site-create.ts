import { parseArgs } from 'node:util';
import { createSite, newSiteProblem } from '../features/site-settings';
import { loadConfig } from '../platform/config';
import { lockDataDir } from '../platform/db/data-dir-lock';
import { openPglite, openPostgres } from '../platform/db/database';
import { createMailer } from '../platform/mail/mailer';

/**
 * `npm run site:create -- --domain D --name N --admin EMAIL`: a new site with its first admin, who
 * gets a mail to set a password. On PostgreSQL the running servers see the site at once; the
 * embedded database opens in one process at a time, so there the server must be stopped first.
 */
async function main() {
  const { values } = parseArgs({ options: { domain: { type: 'string' }, name: { type: 'string' }, admin: { type: 'string' } } });
  const input = { domain: values.domain ?? '', name: values.name ?? '', adminEmail: values.admin ?? '' };
  const problem = newSiteProblem(input);
  if (problem) {
    console.error(`${problem}\nUsage: npm run site:create -- --domain portal.example.com --name "Example Resumes" --admin owner@example.com`);
    process.exit(2);
  }
  const config = loadConfig();
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch {
      console.error(
        `The embedded database in ${config.dbDir} is open in the running server, and it opens in one process at a time.\n` +
          'Stop the server (Ctrl+C), run this command again, then start the server: it will answer for the new site.\n' +
          '(With PostgreSQL, DATABASE_URL, sites are created while the server runs.)',
      );
      process.exit(1);
    }
  }
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 1) : await openPglite({ dir: config.dbDir });
  try {
    const mailer = createMailer(config, (msg) => console.log(msg));
    const site = await createSite(database.db, { config, mailer }, input);
    console.log(`Site "${input.name}" created for ${site.host} (id ${site.siteId}).`);
    console.log(`Its admin ${input.adminEmail} was sent a link to set a password (valid 7 days):\n${site.link}`);
    if (config.DATABASE_URL) console.log('The running server answers for the new domain now.');
    else console.log('Start the server (npm start) to open the new site.');
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
