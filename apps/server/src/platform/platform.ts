import type { Config } from './config';
import type { Database } from './db/database';
import type { ReadCache } from './db/read-cache';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './auth/sessions';
import type { BackgroundWork } from './jobs/background';
import type { Outbox } from './events/outbox';
import type { LiveServer } from './live/live-server';
import type { RateLimits } from './security/rate-limits';
import type { Storage } from './storage/storage';
import type { SiteResolver } from './tenancy/site-resolver';

/** The cross-cutting services every feature is given (no feature reaches for globals). */
export type Platform = {
  config: Config;
  database: Database;
  sites: SiteResolver;
  sessions: SessionStore;
  storage: Storage;
  mailer: Mailer;
  limits: RateLimits;
  background: BackgroundWork;
  /** Domain events: append in the transaction of the change; subscribers get them at least once. */
  events: Outbox;
  /** The live connection `/ws`: features handle its client events; `notifyUser` pushes to open pages. */
  live: LiveServer;
  /** Answers of the order screens' reads, kept until the site's data changes. */
  reads: ReadCache;
};
