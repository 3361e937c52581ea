import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Db, siteId: string, key: string): Promise<FileRow | null> {
  const rows = await db.select().from(files).where(and(eq(files.siteId, siteId), eq(files.key, key))).limit(1);
  return rows[0] ?? null;
}
