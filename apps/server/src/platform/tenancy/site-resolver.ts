import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { siteConfigSchema } from '@portal/domain/sites/calls';
import type { Database, Db } from '../db/database';
import { siteDomains, sites } from '../db/schema';
import type { SiteContext } from '../http/context';

const CACHE_MS = 5_000;
/** NOTIFYed (on commit) by whoever changes a site or its domains: every process forgets what it cached. */
export const SITES_CHANGED_CHANNEL = 'portal_sites_changed';

/** Tells every process, once `db`'s transaction commits, that sites changed (the cached hosts, misses too, are dropped). */
export async function announceSitesChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${SITES_CHANGED_CHANNEL}, '')`);
}
/** Hosts remembered at once; the least recently used goes first, so made-up Host headers cannot grow memory. */
export const SITE_CACHE_MAX_HOSTS = 5_000;

/**
 * Host -> site, cached briefly: every request needs it, and a site's domains and branding change
 * rarely (an edit shows within seconds on every process). Unknown hosts are cached too (as null),
 * within the same bound.
 */
export class SiteResolver {
  private cache = new LRUCache<string, { site: SiteContext | null }>({ max: SITE_CACHE_MAX_HOSTS, ttl: CACHE_MS });

  constructor(private readonly db: Db) {}

  async byHost(rawHost: string | undefined): Promise<SiteContext | null> {
    const host = normalizeHost(rawHost);
    if (!host) return null;
    const hit = this.cache.get(host);
    if (hit) return hit.site;
    const site = await this.load(host);
    this.cache.set(host, { site });
    return site;
  }

  /** Hosts held now (for tests and metrics). */
  get cachedHosts(): number {
    return this.cache.size;
  }

  invalidate(): void {
    this.cache.clear();
  }

  /** Subscribes this process to site changes made by others (settings saved, a site created). Call once at start. */
  async listenForChanges(database: Pick<Database, 'listen'>): Promise<void> {
    await database.listen(SITES_CHANGED_CHANNEL, () => this.invalidate());
  }

  private async load(host: string): Promise<SiteContext | null> {
    const rows = await this.db
      .select({ site: sites })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(eq(siteDomains.host, host))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const parsed = row.site.config ? siteConfigSchema.safeParse(row.site.config) : null;
    return {
      id: row.site.id,
      clientId: row.site.clientId,
      name: row.site.name,
      primaryDomain: row.site.primaryDomain,
      config: parsed?.success ? parsed.data : null,
    };
  }
}

/** `Example.COM:3000` -> `example.com`; `[::1]:3000` -> `::1`. Anything odd -> null. */
export function normalizeHost(raw: string | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']'));
  else host = host.replace(/:\d+$/, '');
  if (!/^[a-z0-9.:-]{1,253}$/.test(host)) return null;
  return host.replace(/\.$/, '');
}
