import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * The same, each profile row locked (in id order, so two assigners never wait on each other in a
 * circle) until the caller's transaction ends: while it is held nobody else hands these writers
 * a job, so the loads read next stay true until the assignment commits.
 */
export async function lockAssignmentProfiles(db: Db, siteId: string) {
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
    .where(and(eq(writerProfiles.siteId, siteId), eq(users.role, 'writer'), isNull(users.deactivatedAt)))
    .orderBy(asc(writerProfiles.userId))
    .for('update', { of: writerProfiles });
}

/** The site's writers (at most 500) with their profile's services and limits, when they have one. */
export async function listSiteWriters(db: Db, siteId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hasProfile: sql<boolean>`${writerProfiles.userId} is not null`,
      services: writerProfiles.services,
      maxJobsPerWeek: writerProfiles.maxJobsPerWeek,
      maxOpenJobs: writerProfiles.maxOpenJobs,
    })
    .from(users)
    .leftJoin(writerProfiles, eq(writerProfiles.userId, users.id))
    .where(and(eq(users.siteId, siteId), eq(users.role, 'writer'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
}
