import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@portal/domain/people/calls';
import type { Db } from '../../platform/db/database';
import { newId, sha256 } from '../../platform/db/ids';
import { invitations, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pagePeople(db: Db, siteId: string, filter: { kind: 'customers' | 'staff'; role?: StaffRole | undefined; q?: string | undefined }, page: { limit: number; offset: number }) {
  const parts: (SQL | undefined)[] = [eq(users.siteId, siteId), filter.kind === 'customers' ? eq(users.role, 'user') : ne(users.role, 'user')];
  if (filter.kind === 'staff' && filter.role) parts.push(eq(users.role, filter.role));
  const q = filter.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)));
  }
  const where = and(...parts);
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findUser(db: Db, siteId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.siteId, siteId), eq(users.id, userId))).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, siteId: string, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function setUserDeactivated(db: Db, siteId: string, userId: string, deactivated: boolean): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: deactivated ? new Date() : null })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

export async function openInvitations(db: Db, siteId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, siteId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
}

export async function findInvitation(db: Db, siteId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, siteId), eq(invitations.id, id)))
    .limit(1);
  return row ?? null;
}

/** A new invitation, or the open one for the same address with a fresh code and expiry (the old link stops working). */
export async function upsertInvitation(db: Db, input: { siteId: string; email: string; role: StaffRole; code: string; invitedBy: string; expiresAt: Date }): Promise<InvitationRow> {
  const [open] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, input.siteId), isNull(invitations.acceptedAt), sql`lower(${invitations.email}) = ${input.email.toLowerCase()}`))
    .limit(1)
    .for('update');
  const values = { role: input.role, codeHash: sha256(input.code), invitedBy: input.invitedBy, expiresAt: input.expiresAt, createdAt: new Date() };
  if (open) {
    const [row] = await db.update(invitations).set(values).where(eq(invitations.id, open.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(invitations)
    .values({ id: newId(), siteId: input.siteId, email: input.email, ...values })
    .returning();
  return row!;
}

export async function renewInvitation(db: Db, siteId: string, id: string, code: string, expiresAt: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ codeHash: sha256(code), expiresAt })
    .where(and(eq(invitations.siteId, siteId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning();
  return row ?? null;
}

/** The live invitation of a code (not accepted, not expired), or null. */
export async function liveInvitation(db: Db, siteId: string, code: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, siteId), eq(invitations.codeHash, sha256(code)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used; false when it was used (or expired) meanwhile: a link works once. */
export async function consumeInvitation(db: Db, siteId: string, code: string): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.siteId, siteId), eq(invitations.codeHash, sha256(code)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

export async function createUser(db: Db, input: { siteId: string; email: string; role: StaffRole; firstName: string; lastName: string; passwordHash: string }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...input })
    .returning();
  return row!;
}
