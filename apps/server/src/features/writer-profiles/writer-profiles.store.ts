import { and, eq } from 'drizzle-orm';
import type { WriterProfile } from '@portal/domain/profiles/rules';
import type { Db } from '../../platform/db/database';
import { users, writerProfiles } from '../../platform/db/schema';

export type WriterProfileRow = typeof writerProfiles.$inferSelect;

export async function findWriterProfile(db: Db, siteId: string, userId: string): Promise<WriterProfileRow | null> {
  const rows = await db
    .select()
    .from(writerProfiles)
    .where(and(eq(writerProfiles.siteId, siteId), eq(writerProfiles.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Creates the writer's profile or replaces every field of it. */
export async function saveWriterProfile(db: Db, siteId: string, userId: string, profile: WriterProfile): Promise<WriterProfileRow> {
  const now = new Date();
  const rows = await db
    .insert(writerProfiles)
    .values({ ...profile, siteId, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: writerProfiles.userId, set: { ...profile, updatedAt: now } })
    .returning();
  return rows[0]!;
}

/** The profiles of the site's writers with what assignment reads of them. */
export async function listAssignmentProfiles(db: Db, siteId: string) {
  return db
    .select({
      writerId: writerProfiles.userId,
      services: writerProfiles.services,
      maxJobsPerWeek: writerProfiles.maxJobsPerWeek,
      maxOpenJobs: writerProfiles.maxOpenJobs,
      availableDays: writerProfiles.availableDays,
    })
    .from(writerProfiles)
    .innerJoin(users, and(eq(users.id, writerProfiles.userId), eq(users.siteId, writerProfiles.siteId)))
    .where(and(eq(writerProfiles.siteId, siteId), eq(users.role, 'writer')));
}
