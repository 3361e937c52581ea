import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { siteDomains, sites } from '../../platform/db/schema';

/** The site row (its raw config, the checkout token included), locked when `forUpdate`. */
export async function findSiteRow(db: Db, siteId: string, forUpdate = false) {
  const query = db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function siteHosts(db: Db, siteId: string): Promise<string[]> {
  const rows = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(siteDomains.host);
  return rows.map((r) => r.host);
}

export async function saveSiteConfig(db: Db, siteId: string, name: string, config: unknown): Promise<void> {
  await db.update(sites).set({ name, config }).where(and(eq(sites.id, siteId)));
}
