import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { critiqueProgress, type CritiqueRow } from '@portal/domain/admin-critiques/calls';
import { critiques } from '../../platform/db/schema';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The site's critiques for its admins, newest first, searched by name or e-mail. */
export class AdminCritiquesService {
  constructor(private readonly platform: Platform) {}

  async list(actor: Actor, query: { page?: number | undefined; limit?: number | undefined; q?: string | undefined }) {
    const db = this.platform.database.db;
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const parts: (SQL | undefined)[] = [eq(critiques.siteId, actor.site.id)];
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
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(critiques).where(where),
    ]);
    const total = totals[0]?.n ?? 0;
    const data: CritiqueRow[] = rows.map((r) => {
      const visited = Array.isArray(r.progress) ? (r.progress as unknown[]).map(String) : [];
      return {
        _id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        processedAt: r.processedAt.toISOString(),
        progress: Math.round(critiqueProgress(visited)),
        visitedTabs: visited,
        stars: r.stars,
        feedback: r.feedback,
        writtenByWriter: Boolean(r.writtenByWriter) && r.writtenByWriter !== 'false',
        reviewPath: `/review/${r.id}`,
      };
    });
    return { data, total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }
}
