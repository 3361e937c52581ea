import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId, sha256 } from '../../platform/db/ids';
import { authCodes, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, siteId: string, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, siteId: string, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(and(eq(users.siteId, siteId), eq(users.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function saveCode(db: Db, siteId: string, userId: string, kind: 'reset' | 'autologin', code: string, ttlMs: number) {
  await db.insert(authCodes).values({
    id: newId(),
    siteId,
    userId,
    kind,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/** Marks a live code used and returns its user id; a second use, or an expired code, gets null. */
export async function consumeCode(db: Db, siteId: string, kind: 'reset' | 'autologin', code: string): Promise<string | null> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authCodes.codeHash, sha256(code)),
        eq(authCodes.siteId, siteId),
        eq(authCodes.kind, kind),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authCodes.userId });
  return rows[0]?.userId ?? null;
}

/** Whether a code is live (unused, unexpired) on this site, without using it. */
export async function isLiveCode(db: Db, siteId: string, kind: 'reset' | 'autologin', code: string): Promise<boolean> {
  const rows = await db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, sha256(code)), eq(authCodes.siteId, siteId), eq(authCodes.kind, kind), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

export async function setPassword(db: Db, siteId: string, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

export async function setPendingPackage(db: Db, siteId: string, userId: string, packageId: string | null) {
  await db.update(users).set({ pendingPurchasePackageId: packageId }).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/** Marks every unused code of this kind of the user as used (a completed reset voids the others). */
export async function voidUnusedCodes(db: Db, siteId: string, userId: string, kind: 'reset' | 'autologin') {
  await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.siteId, siteId), eq(authCodes.userId, userId), eq(authCodes.kind, kind), isNull(authCodes.usedAt)));
}

/** A customer without a password (checkout); null when the e-mail was taken meanwhile. */
export async function insertCustomer(db: Db, siteId: string, input: { firstName: string; lastName: string; email: string; uniqueCustomerId?: string }) {
  const rows = await db
    .insert(users)
    .values({ id: newId(), siteId, email: input.email.trim(), role: 'user', firstName: input.firstName, lastName: input.lastName, passwordHash: null, uniqueCustomerId: input.uniqueCustomerId ?? null })
    .onConflictDoNothing()
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
  return rows[0] ?? null;
}
