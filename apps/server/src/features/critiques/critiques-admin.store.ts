import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { checkoutClicks, critiques } from '../../platform/db/schema';

// What other features may do with critiques, through this feature's index: make one (the admin's
// and the free-critique intake's), and list a site's for its admins with how often each was opened.

export type NewCritique = Pick<typeof critiques.$inferInsert, 'id' | 'siteId' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'review'>;

export async function insertCritique(db: Db, values: NewCritique): Promise<void> {
  await db.insert(critiques).values({ ...values, progress: [] });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the site's critiques, newest first, searched by name or e-mail, with their view counts. */
export async function critiquesForAdmin(db: Db, siteId: string, query: { page: number; limit: number; q?: string | undefined }) {
  const parts: (SQL | undefined)[] = [eq(critiques.siteId, siteId)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(or(ilike(critiques.email, like), ilike(sql`coalesce(${critiques.firstName}, '') || ' ' || coalesce(${critiques.lastName}, '')`, like)));
  }
  const where = and(...parts);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: critiques.id, firstName: critiques.firstName, lastName: critiques.lastName, email: critiques.email, processedAt: critiques.processedAt, progress: critiques.progress, stars: critiques.stars, feedback: critiques.feedback, writtenByWriter: critiques.writtenByWriter })
      .from(critiques)
      .where(where)
      .orderBy(desc(critiques.processedAt), desc(critiques.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(critiques).where(where),
  ]);
  // Views of this page's critiques only, in one grouped query (each opening of a review page is a click row).
  const ids = rows.map((r) => r.id);
  const views = ids.length
    ? await db
        .select({ critiqueId: checkoutClicks.critiqueId, n: count() })
        .from(checkoutClicks)
        .where(and(eq(checkoutClicks.siteId, siteId), eq(checkoutClicks.kind, 'review-view'), inArray(checkoutClicks.critiqueId, ids)))
        .groupBy(checkoutClicks.critiqueId)
    : [];
  const viewsOf = new Map(views.map((v) => [v.critiqueId, Number(v.n)]));
  return { rows: rows.map((r) => ({ ...r, views: viewsOf.get(r.id) ?? 0 })), total: totals[0]?.n ?? 0 };
}
