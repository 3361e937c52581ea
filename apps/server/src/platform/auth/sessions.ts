import { and, eq, gt, ne } from 'drizzle-orm';
import { REMEMBER_ME_DAYS } from '@portal/domain/limits';
import type { Db } from '../db/database';
import { newSecret, sha256 } from '../db/ids';
import { sessions, users } from '../db/schema';
import type { UserContext } from '../http/context';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60_000;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  /** A fresh random token for each sign-in (never reuse an id from before authentication). */
  async create(user: { id: string; siteId: string }, persistent: boolean): Promise<{ token: string; maxAgeSec?: number }> {
    const token = newSecret();
    const lifetime = persistent ? REMEMBER_ME_DAYS * DAY_MS : this.idleMs;
    await this.db.insert(sessions).values({
      id: sha256(token),
      siteId: user.siteId,
      userId: user.id,
      persistent,
      expiresAt: new Date(Date.now() + lifetime),
    });
    return { token, maxAgeSec: persistent ? lifetime / 1000 : undefined };
  }

  /** The signed-in user of `token` on this site, or null; slides the idle expiry at most once a minute. */
  async load(token: string, siteId: string): Promise<UserContext | null> {
    const id = sha256(token);
    const rows = await this.db
      .select({ user: users, persistent: sessions.persistent, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), eq(sessions.siteId, siteId), gt(sessions.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const lifetime = row.persistent ? REMEMBER_ME_DAYS * DAY_MS : this.idleMs;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + lifetime) })
        .where(eq(sessions.id, id));
    }
    const u = row.user;
    return {
      id: u.id,
      siteId: u.siteId,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      profileImg: u.profileImg,
      pendingPurchasePackageId: u.pendingPurchasePackageId,
      uniqueCustomerId: u.uniqueCustomerId,
      sessionId: id,
    };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** After a password reset every other session of the user ends. */
  async destroyAllFor(userId: string, exceptSessionId?: string): Promise<void> {
    const cond = exceptSessionId
      ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
      : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(cond);
  }
}
