import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, FUZZY_BELOW, JOBS_PAGE_SIZE, type ImportedPosting } from '@portal/domain/jobs/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { jobPostings, jobSearchClicks, jobSearchCriteria } from '../../platform/db/schema';
import { placePattern, placeText, splitExclusions } from './search-terms';

export type PostingRow = {
  id: string;
  title: string;
  company: string;
  location: string;
  area: string[];
  description: string;
  redirect_url: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  contract_type: string;
  contract_time: string;
  category: string;
  company_logo: string;
  created: Date | string;
};

/** node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/** Titles that look alike taken at most, nearest first, when the words find few postings. */
export const FUZZY_MAX = 100;

const COLUMNS = sql.raw('id, title, company, location, area, description, redirect_url, salary_min, salary_max, salary_currency, contract_type, contract_time, category, company_logo, created');

/**
 * One page of a search of the postings index, in one query when the words find enough postings.
 * - `what` is matched by full-text search (`websearch_to_tsquery`: quotes and minus work, and what
 *   the user types is never SQL) over the title (weight A) and description (B). The 1,000 newest
 *   matches are ranked by ts_rank times a recency boost (a posting of today counts double, one of
 *   a month ago one and a half); ranking every match of a common word would cost more the more
 *   postings there are, and nobody pages past a thousand.
 * - When the words match fewer than FUZZY_BELOW postings, the titles nearest to the letters typed
 *   (pg_trgm similarity, typo-tolerant, walked in the GiST index's distance order) follow them, at
 *   most FUZZY_MAX; never one with a word the customer ruled out with a minus.
 * - `where` is found at the start of a word of the posting's place, its location and region names
 *   (`placePattern`; trigram index); without `what`, newest first.
 * The count stops at COUNT_CAP + 1: "1,000+" instead of counting every match on every search. For
 * words it comes with the page (a window count over the bounded matches), and only the page's rows
 * are read whole (the ranking reads ids, dates and the search vectors of the matches).
 */
export async function searchPostings(db: Db, what: string, where: string, page: number) {
  const place = where.trim() ? sql`and place ~* ${placePattern(where)}` : sql``;
  const offset = (page - 1) * JOBS_PAGE_SIZE;
  const count = async (match: SQL) => (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from (select 1 from ${jobPostings} where ${match} ${place} limit ${COUNT_CAP + 1}) hits`)))[0]!.n;
  const result = (matched: number, rows: PostingRow[], fuzzy: boolean) => ({ count: Math.min(matched, COUNT_CAP), capped: matched > COUNT_CAP, rows, fuzzy });
  /** The page of the bounded matches in `order`, with how many matches there are (null: the page is past them). */
  const pageOf = async (hits: SQL, order: SQL) => {
    const rows = await rowsOf<PostingRow & { matched: number }>(
      db.execute(sql`
        with hits as (${hits}),
        shown as (select id, row_number() over (order by ${order}) as position, count(*) over () as matched from hits order by ${order} limit ${JOBS_PAGE_SIZE} offset ${offset})
        select ${sql.raw('p.id, p.title, p.company, p.location, p.area, p.description, p.redirect_url, p.salary_min, p.salary_max, p.salary_currency, p.contract_type, p.contract_time, p.category, p.company_logo, p.created')}, shown.matched::int as matched
        from shown join ${jobPostings} p on p.id = shown.id order by shown.position`),
    );
    return { rows: rows.map(({ matched: _, ...row }) => row), matched: rows[0]?.matched ?? null };
  };

  if (!what) {
    // Newest first: the page walks the date index and stops at its rows, while the count runs beside it.
    const [rows, matched] = await Promise.all([
      rowsOf<PostingRow>(db.execute(sql`select ${COLUMNS} from ${jobPostings} where true ${place} order by created desc, id limit ${JOBS_PAGE_SIZE} offset ${offset}`)),
      count(sql`true`),
    ]);
    return result(matched, rows, false);
  }

  const query = sql`websearch_to_tsquery('english', ${what})`;
  const found = await pageOf(
    sql`select id, created, search from ${jobPostings} where search @@ ${query} ${place} order by created desc limit ${COUNT_CAP + 1}`,
    sql`ts_rank(search, ${query}) * (1 + 1 / (1 + extract(epoch from (now() - created)) / 2592000)) desc, created desc, id`,
  );
  // No row: nothing matched, or the page is past the matches (then they are counted).
  const matched = found.matched ?? (offset === 0 ? 0 : await count(sql`search @@ ${query}`));
  if (matched >= FUZZY_BELOW) return result(matched, found.rows, false);

  const { include, exclude } = splitExclusions(what);
  if (!include) return result(matched, found.rows, false);
  const ruledOut = exclude ? sql`and not (search @@ websearch_to_tsquery('english', ${exclude}))` : sql``;
  const rows = await rowsOf<PostingRow & { tier: number }>(
    db.execute(sql`
      select * from (
        (select ${COLUMNS}, 0 as tier, ts_rank(search, ${query}) as score from ${jobPostings} where search @@ ${query} ${place})
        union all
        (select ${COLUMNS}, 1 as tier, 1 - (title <-> ${include}) as score from ${jobPostings} where title % ${include} and not (search @@ ${query}) ${ruledOut} ${place} order by title <-> ${include} limit ${FUZZY_MAX})
      ) found
      order by tier, score desc, created desc, id`),
  );
  // "Similar titles are shown too" only when some are: the words' own few matches alone are no such thing.
  return result(rows.length, rows.slice(offset, offset + JOBS_PAGE_SIZE), rows.some((row) => row.tier === 1));
}

/** Adds or refreshes postings by (source, source id): importing the same file twice changes nothing. */
export async function upsertPostings(db: Db, source: string, postings: ImportedPosting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const values = postings.map((p) => {
    const area = Array.isArray(p.area) ? p.area : p.area ? p.area.split(/\s*[>,]\s*/).filter(Boolean) : p.location ? [p.location] : [];
    return {
    id: newId(),
    source,
    sourceId: p.id,
    title: p.title,
    company: p.company,
    location: p.location,
    place: placeText(p.location, area),
    area,
    description: p.description,
    redirectUrl: p.redirect_url,
    salaryMin: p.salary_min ?? null,
    salaryMax: p.salary_max ?? null,
    salaryCurrency: p.salary_currency,
    contractType: p.contract_type,
    contractTime: p.contract_time,
    category: p.category,
    companyLogo: p.companyLogo,
    created: p.created ?? new Date(),
    };
  });
  const rows = await db
    .insert(jobPostings)
    .values(values)
    .onConflictDoUpdate({
      target: [jobPostings.source, jobPostings.sourceId],
      set: {
        title: sql`excluded.title`,
        company: sql`excluded.company`,
        location: sql`excluded.location`,
        place: sql`excluded.place`,
        area: sql`excluded.area`,
        description: sql`excluded.description`,
        redirectUrl: sql`excluded.redirect_url`,
        salaryMin: sql`excluded.salary_min`,
        salaryMax: sql`excluded.salary_max`,
        salaryCurrency: sql`excluded.salary_currency`,
        contractType: sql`excluded.contract_type`,
        contractTime: sql`excluded.contract_time`,
        category: sql`excluded.category`,
        companyLogo: sql`excluded.company_logo`,
        created: sql`excluded.created`,
      },
    })
    .returning({ id: jobPostings.id });
  return rows.length;
}

export async function countPostings(db: Db): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from ${jobPostings}`));
  return rows[0]!.n;
}

export async function findCriteria(db: Db, siteId: string, userId: string) {
  const [row] = await db.select().from(jobSearchCriteria).where(and(eq(jobSearchCriteria.siteId, siteId), eq(jobSearchCriteria.userId, userId))).limit(1);
  return row ?? null;
}

export async function saveCriteria(db: Db, siteId: string, userId: string, what: string, where: string, page: number): Promise<void> {
  const now = new Date();
  await db
    .insert(jobSearchCriteria)
    .values({ siteId, userId, what, where, page, updatedAt: now })
    .onConflictDoUpdate({ target: [jobSearchCriteria.siteId, jobSearchCriteria.userId], set: { what, where, page, updatedAt: now } });
}

export async function insertClick(db: Db, siteId: string, userId: string, click: { searchKeywords: string; searchLocation: string; jobId: string; jobDetails: unknown }): Promise<void> {
  await db.insert(jobSearchClicks).values({ id: newId(), siteId, userId, searchKeywords: click.searchKeywords, searchLocation: click.searchLocation, jobId: click.jobId, jobDetails: JSON.stringify(click.jobDetails) });
}
