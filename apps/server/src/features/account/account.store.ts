import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { authCodes, users } from '../../platform/db/schema';

export async function findAccount(db: Db, siteId: string, userId: string) {
  const rows = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(and(eq(users.siteId, siteId), eq(users.id, userId))).limit(1);
  return rows[0] ?? null;
}

/** Whether another account of the site uses the e-mail (compared as the unique index does). */
export async function emailUsedByAnother(db: Db, siteId: string, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), ne(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

export async function setDetails(db: Db, siteId: string, userId: string, details: { firstName: string; lastName: string; email: string }): Promise<void> {
  await db.update(users).set(details).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

export async function setProfileImage(db: Db, siteId: string, userId: string, key: string): Promise<void> {
  await db.update(users).set({ profileImg: key }).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

export async function setPasswordHash(db: Db, siteId: string, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/** Reset links mailed before the change stop working: the password they would replace is gone. */
export async function voidResetCodes(db: Db, siteId: string, userId: string): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.siteId, siteId), eq(authCodes.userId, userId), eq(authCodes.kind, 'reset'), isNull(authCodes.usedAt)));
}
