import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';

const MINUTE = 60;

/**
 * Every rate limit of the portal and its numbers, in one place. Counters live in the database
 * (table rate_limits, rate-limiter-flexible's atomic upsert), so a limit holds across processes
 * behind a load balancer and across restarts, on the embedded database as on PostgreSQL.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts for one account from one address: the guessing limit. The owner, elsewhere, is not locked out. */
  loginPerAccountAndAddress: { points: 10, windowSec: 15 * MINUTE },
  /** Sign-in attempts from one address over all accounts (password spraying). */
  loginPerAddress: { points: 50, windowSec: 15 * MINUTE },
  /** Sign-in attempts for one account from everywhere (a distributed guess); the owner is mailed and can reset. */
  loginPerAccount: { points: 100, windowSec: 60 * MINUTE },
  /** At most one "someone is trying your password" mail per account and hour. */
  lockoutMailPerAccount: { points: 1, windowSec: 60 * MINUTE },
  resetRequestsPerAccount: { points: 5, windowSec: 15 * MINUTE },
  resetRequestsPerAddress: { points: 20, windowSec: 15 * MINUTE },
  /** Reset and auto-login codes tried from one address. */
  codeAttemptsPerAddress: { points: 30, windowSec: 15 * MINUTE },
  uploadsPerUser: { points: 120, windowSec: 15 * MINUTE },
  /** Current-password checks before a password change, per user: a session is not a licence to guess. */
  passwordChecksPerUser: { points: 10, windowSec: 15 * MINUTE },
  // Calls to Adzuna per site and day: one site cannot spend the shared key's calls.
  adzunaCallsPerSite: { points: 250, windowSec: 24 * 60 * MINUTE },
  /** Coupon codes tried from one address at checkout (guessing codes). */
  couponChecksPerAddress: { points: 30, windowSec: 15 * MINUTE },
  /** Buyers registered at checkout from one address. */
  checkoutRegistrationsPerAddress: { points: 60, windowSec: 15 * MINUTE },
  /** Free critiques asked for from one address (each reads a file on the server). */
  freeCritiquesPerAddress: { points: 5, windowSec: 60 * MINUTE },
} as const satisfies Record<string, { points: number; windowSec: number }>;

export type LimitName = keyof typeof RATE_LIMITS;

export type Attempt = { allowed: boolean; /** This refusal is the first of its window (to act once, e.g. mail). */ firstRefusal: boolean; retryAfterSec: number };

export class Limiter {
  constructor(
    private readonly store: RateLimiterDrizzle,
    readonly points: number,
  ) {}

  /**
   * Counts one attempt and tells whether it is within the limit. Call it before the work it guards
   * (verifying a password): concurrent attempts each take a point first, so none slips past.
   */
  async take(key: string): Promise<Attempt> {
    try {
      const res = await this.store.consume(key);
      return { allowed: true, firstRefusal: false, retryAfterSec: Math.ceil(res.msBeforeNext / 1000) };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return { allowed: false, firstRefusal: err.consumedPoints === this.points + 1, retryAfterSec: Math.ceil(err.msBeforeNext / 1000) };
    }
  }

  /**
   * Whether the key has used every point of its window, without taking one: for limits that count
   * only failures (a wrong coupon code), checked before the work so that a spent key learns nothing.
   */
  async isSpent(key: string): Promise<boolean> {
    const res = await this.store.get(key);
    return res !== null && res.consumedPoints >= this.points;
  }

  /** Gives back the point an attempt took (it turned out legitimate). */
  async giveBack(key: string): Promise<void> {
    await this.store.reward(key, 1);
  }

  /** Starts the key afresh (a successful sign-in, a password reset). */
  async forget(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

export type RateLimits = Record<LimitName, Limiter>;

export function buildRateLimits(db: Db): RateLimits {
  const names = Object.keys(RATE_LIMITS) as LimitName[];
  return Object.fromEntries(
    names.map((name, i) => {
      const { points, windowSec } = RATE_LIMITS[name];
      // One limiter sweeps expired rows for all (they share the table).
      const store = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points, duration: windowSec, clearExpiredByTimeout: i === 0 });
      return [name, new Limiter(store, points)];
    }),
  ) as RateLimits;
}
