import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_TTL_MS } from '@portal/domain/limits';
import { files, users } from '../../platform/db/schema';
import type { Platform } from '../../platform/platform';

// Often enough that nothing lingers long past its day, rare enough to cost nothing.
export const CLEANUP_INTERVAL_MS = 60 * 60_000;
// One run removes at most this many files; the next run takes the rest.
const BATCH = 500;

type Log = { info(msg: string): void; warn(obj: unknown, msg: string): void };

/**
 * Removes uploads nobody attached to anything within a day (a page closed before saving, a
 * request that failed after the upload): their rows and stored bytes, and temporary files a
 * crashed upload left behind. A file belongs to something once it has an order or another purpose
 * (branding, a profile picture); a user's profile picture pointing at it also keeps it.
 */
export async function removeUnattachedUploads(platform: Platform, now = Date.now()): Promise<{ files: number; partials: number }> {
  const cutoff = new Date(now - UNATTACHED_UPLOAD_TTL_MS);
  const db = platform.database.db;
  const stale = db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'upload'),
        isNull(files.orderId),
        isNull(files.staffChatWriterId),
        lt(files.createdAt, cutoff),
        sql`not exists (select 1 from ${users} where ${users.siteId} = ${files.siteId} and ${users.profileImg} in (${files.key}, '/api/file/' || ${files.key}))`,
      ),
    )
    .limit(BATCH);
  // The row goes first and only while still unattached: a file attached a moment ago is kept, and
  // an attach a moment later finds no row ("upload it again") rather than a row without bytes.
  const removed = await db
    .delete(files)
    .where(and(inArray(files.key, stale), isNull(files.orderId), isNull(files.staffChatWriterId)))
    .returning({ key: files.key });
  for (const { key } of removed) await platform.storage.remove(key);
  return { files: removed.length, partials: await removeStalePartials(platform.storage.incomingDir, cutoff.getTime()) };
}

async function removeStalePartials(dir: string, cutoffMs: number): Promise<number> {
  let removed = 0;
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat || stat.mtimeMs >= cutoffMs) continue;
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Runs the cleanup now and then every interval, without keeping the process alive. `stop` ends it
 * and waits for a run in progress, so the database is not closed under it.
 */
export function startUnattachedCleanup(platform: Platform, log: Log): { stop(): Promise<void>; firstRun: Promise<void> } {
  const runOnce = async () => {
    try {
      const done = await removeUnattachedUploads(platform);
      if (done.files || done.partials) log.info(`removed ${done.files} unattached uploads and ${done.partials} unfinished ones`);
    } catch (err) {
      // A failed run is retried at the next interval; it must never take the server down.
      log.warn({ err }, 'removing unattached uploads failed');
    }
  };
  let current = runOnce();
  const firstRun = current;
  const timer = setInterval(() => {
    current = current.then(runOnce);
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
    firstRun,
  };
}
