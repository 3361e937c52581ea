import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { checkoutClicks, critiques, packages, sites } from '../../platform/db/schema';

export type CritiqueRow = typeof critiques.$inferSelect;

export async function findCritique(db: Db, siteId: string, id: string): Promise<CritiqueRow | null> {
  const [row] = await db.select().from(critiques).where(and(eq(critiques.siteId, siteId), eq(critiques.id, id))).limit(1);
  return row ?? null;
}

/** The site's packages a customer may buy, in the admin's order (by price, highest first, where the admin set none; a site has a handful). */
export async function purchasablePackages(db: Db, siteId: string) {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, siteId), eq(packages.purchasable, true), isNull(packages.archivedAt)))
    .orderBy(asc(packages.position), desc(packages.price))
    .limit(50);
}

export async function findPackage(db: Db, siteId: string, id: string) {
  const [row] = await db.select().from(packages).where(and(eq(packages.siteId, siteId), eq(packages.id, id), isNull(packages.archivedAt))).limit(1);
  return row ?? null;
}

export async function updateCritique(db: Db, siteId: string, id: string, change: Partial<Pick<CritiqueRow, 'stars' | 'feedback' | 'progress' | 'firstName' | 'lastName' | 'email'>>): Promise<boolean> {
  const rows = await db.update(critiques).set(change).where(and(eq(critiques.siteId, siteId), eq(critiques.id, id))).returning({ id: critiques.id });
  return rows.length === 1;
}

/** A view, a consultation click or a checkout click on a review page, for the site's reports. */
export async function recordClick(db: Db, siteId: string, click: { kind: string; packageId?: string | null; critiqueId?: string | null; critiqueViewId?: string | null }): Promise<string> {
  const id = newId();
  await db.insert(checkoutClicks).values({ id, siteId, kind: click.kind, packageId: click.packageId ?? null, critiqueId: click.critiqueId ?? null, critiqueViewId: click.critiqueViewId ?? null });
  return id;
}

/** The site's review-page settings, kept in its configuration under `reviewPage` (unknown to the shared site schema). */
export async function customCheckoutSettings(db: Db, siteId: string): Promise<unknown> {
  const [row] = await db.select({ config: sites.config }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return (row?.config as { customCheckout?: unknown } | null)?.customCheckout ?? null;
}

export async function reviewPageSettings(db: Db, siteId: string): Promise<unknown> {
  const [row] = await db.select({ config: sites.config }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return (row?.config as { reviewPage?: unknown } | null)?.reviewPage ?? {};
}
