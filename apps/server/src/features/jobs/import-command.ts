/**
 * npm run jobs:import -- FILE [--source NAME]
 * Adds the postings of a JSON or CSV file to the job search index of the portal's database
 * (DATABASE_URL, else the embedded database in DATA_DIR, which must not be open in a running
 * server). Idempotent: a posting is known by its source and its id there, so importing a file again
 * updates those postings instead of adding copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config';
import { lockDataDir } from '../../platform/db/data-dir-lock';
import { openPglite, openPostgres } from '../../platform/db/database';
import { parsePostingsFile } from './postings-file';
import { countPostings, upsertPostings } from './jobs.store';

const BATCH = 500;

const readArguments = () => parseArgs({ options: { source: { type: 'string', default: 'import' } }, allowPositionals: true });

async function main() {
  const usage = (problem?: string) => {
    if (problem) console.error(problem);
    console.error('Usage: npm run jobs:import -- FILE [--source NAME]   (FILE: .json or .csv)');
    process.exit(2);
  };
  let args: ReturnType<typeof readArguments>;
  try {
    args = readArguments();
  } catch (err) {
    return usage((err as Error).message);
  }
  const [file, ...more] = args.positionals;
  const source = args.values.source.trim();
  if (!file || more.length > 0 || !source) return usage();
  const { postings, problems } = parsePostingsFile(file, fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
  for (const problem of problems.slice(0, 20)) console.error(`skipped ${problem}`);
  if (problems.length > 20) console.error(`... and ${problems.length - 20} more skipped`);
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 2) : await openPglite({ dir: config.dbDir });
  try {
    let done = 0;
    for (let i = 0; i < postings.length; i += BATCH) done += await upsertPostings(database.db, source, postings.slice(i, i + BATCH));
    console.log(`Imported ${done} postings from ${file} (source "${source}"); ${problems.length} skipped; the index holds ${await countPostings(database.db)}.`);
  } finally {
    await database.close();
    unlock();
  }
}

await main();
