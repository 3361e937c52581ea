import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS } from '@portal/domain/limits';
import type { Database } from '../db/database';
import { newSecret, sha256 } from '../db/ids';
import { preparedOnce } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { UserContext } from '../http/context';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60_000;
/** How long a process trusts a session it has read without asking the database again. */
const CACHE_MS = 10_000;
const REVOKED_CHANNEL = 'portal_sessions_revoked';

type Cached = { user: UserContext; siteId: string; until: number };

// Prepared once: on a cache miss this is the query every API request waits for.
const sessionById = preparedOnce('session_by_id', (db) =>
  db
    .select({ user: users, persistent: sessions.persistent, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated account has no session, whatever cookie it still holds.
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.siteId, sql.placeholder('siteId')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.deactivatedAt)))
    .limit(1),
);

/**
 * Server-side sessions. Every API request needs its session, so each process keeps the ones it has
 * read for a few seconds; a logout or password reset evicts them at once in this process and, via
 * NOTIFY, in every other process on the same database, so revocation stays immediate.
 */
export class SessionStore {
  private cache = new Map<string, Cached>();
  private readonly revokedListeners: ((what: { sessionId?: string; userId?: string }) => void)[] = [];

  private get db() {
    return this.database.db;
  }

  constructor(
    private readonly database: Database,
    private readonly idleMs: number,
  ) {}

  /** Subscribes this process to revocations made by others. Call once at start. */
  async listenForRevocations(): Promise<void> {
    await this.database.listen(REVOKED_CHANNEL, (payload) => this.evictLocal(payload));
  }

  /** Called after any revocation here or in another process (open live connections check theirs). */
  onRevoked(listener: (what: { sessionId?: string; userId?: string }) => void): void {
    this.revokedListeners.push(listener);
  }

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
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now() && hit.siteId === siteId) return hit.user;
    const rows = await sessionById(this.db).execute({ id, siteId, now: new Date() });
    const row = rows[0];
    if (!row) {
      this.cache.delete(id);
      return null;
    }
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const lifetime = row.persistent ? REMEMBER_ME_DAYS * DAY_MS : this.idleMs;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + lifetime) })
        .where(eq(sessions.id, id));
    }
    const u = row.user;
    const user: UserContext = {
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
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(id, { user, siteId, until: Date.now() + CACHE_MS });
    return user;
  }

  async destroy(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
    await this.revoke(`session:${sessionId}`);
  }

  /** After a password reset every other session of the user ends. */
  async destroyAllFor(userId: string, exceptSessionId?: string): Promise<void> {
    const cond = exceptSessionId
      ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
      : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(cond);
    await this.revoke(`user:${userId}`);
  }

  /**
   * Ends, inside the caller's transaction, the sessions of an account that has no password (each made
   * by a checkout's one-time sign-in), but `exceptSessionId`. The notice goes out when the transaction
   * commits, so no process keeps one of them a moment past the change that needed them gone.
   */
  async endPasswordlessIn(tx: Database['db'], userId: string, exceptSessionId: string | null): Promise<void> {
    const ended = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.passwordHash} is null)`,
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0) await tx.execute(sql`select pg_notify(${REVOKED_CHANNEL}, ${`user:${userId}`})`);
  }

  /** The user's details changed (name, picture, role): read them again on the next request. */
  async forgetUser(userId: string): Promise<void> {
    await this.revoke(`user:${userId}`);
  }

  private async revoke(what: string): Promise<void> {
    this.evictLocal(what);
    await this.db.execute(sql`select pg_notify(${REVOKED_CHANNEL}, ${what})`);
  }

  private evictLocal(what: string): void {
    const [kind, id] = what.split(':');
    if (kind === 'session') this.cache.delete(id!);
    if (kind === 'user') for (const [key, entry] of this.cache) if (entry.user.id === id) this.cache.delete(key);
    const which = kind === 'session' ? { sessionId: id } : { userId: id };
    for (const listener of this.revokedListeners) listener(which);
  }
}
