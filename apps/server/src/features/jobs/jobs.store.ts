import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, FUZZY_BELOW, JOBS_PAGE_SIZE, type ImportedPosting } from '@portal/domain/jobs/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { jobPostings, jobSearchClicks, jobSearchCriteria } from '../../platform/db/schema';

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a search of the postings index. `what` is matched by full-text search (title weighted
 * above description, `websearch_to_tsquery`, so quotes and minus work and nothing the user types is
 * SQL), ranked by ts_rank times a recency boost (a posting of today counts double, one of a month ago
 * one and a half). When the words match fewer than FUZZY_BELOW postings, titles that look alike
 * (pg_trgm word similarity, typo-tolerant) are added after them. `where` is a substring of the
 * location (trigram index). The count stops at COUNT_CAP + 1: "1,000+" instead of counting all.
 */
export async function searchPostings(db: Db, what: string, where: string, page: number) {
  const query = sql`websearch_to_tsquery('english', ${what})`;
  const place = where ? sql`and ${jobPostings.location} ilike ${`%${escapeLike(where)}%`}` : sql``;
  const words = what ? sql`${jobPostings.search} @@ ${query}` : sql`true`;

  const count = async (match: SQL) => {
    const rows = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from (select 1 from ${jobPostings} where ${match} ${place} limit ${COUNT_CAP + 1}) hits`));
    return rows[0]!.n;
  };

  let matched = await count(words);
  const fuzzy = what !== '' && matched < FUZZY_BELOW;
  const match = fuzzy ? sql`(${words} or ${what} <% ${jobPostings.title} or ${jobPostings.title} % ${what})` : words;
  if (fuzzy) matched = await count(match);

  const boost = sql`(1 + 1 / (1 + extract(epoch from (now() - ${jobPostings.created})) / 2592000))`;
  const order = what
    ? fuzzy
      ? sql`(${words}) desc, ts_rank(${jobPostings.search}, ${query}) * ${boost} desc, greatest(word_similarity(${what}, ${jobPostings.title}), similarity(${jobPostings.title}, ${what})) desc, ${jobPostings.created} desc, ${jobPostings.id}`
      : sql`ts_rank(${jobPostings.search}, ${query}) * ${boost} desc, ${jobPostings.created} desc, ${jobPostings.id}`
    : sql`${jobPostings.created} desc, ${jobPostings.id}`;

  const rows = await rowsOf<PostingRow>(db.execute(sql`
    select id, title, company, location, area, description, redirect_url, salary_min, salary_max,
           contract_type, contract_time, category, company_logo, created
    from ${jobPostings}
    where ${match} ${place}
    order by ${order}
    limit ${JOBS_PAGE_SIZE} offset ${(page - 1) * JOBS_PAGE_SIZE}`));
  return { count: Math.min(matched, COUNT_CAP), capped: matched > COUNT_CAP, rows, fuzzy };
}

/** Adds or refreshes postings by (source, source id): importing the same file twice changes nothing. */
export async function upsertPostings(db: Db, source: string, postings: ImportedPosting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const values = postings.map((p) => ({
    id: newId(),
    source,
    sourceId: p.id,
    title: p.title,
    company: p.company,
    location: p.location,
    area: Array.isArray(p.area) ? p.area : p.area ? p.area.split(/\s*[>,]\s*/).filter(Boolean) : p.location ? [p.location] : [],
    description: p.description,
    redirectUrl: p.redirect_url,
    salaryMin: p.salary_min ?? null,
    salaryMax: p.salary_max ?? null,
    contractType: p.contract_type,
    contractTime: p.contract_time,
    category: p.category,
    companyLogo: p.companyLogo,
    created: p.created ?? new Date(),
  }));
  const rows = await db
    .insert(jobPostings)
    .values(values)
    .onConflictDoUpdate({
      target: [jobPostings.source, jobPostings.sourceId],
      set: {
        title: sql`excluded.title`,
        company: sql`excluded.company`,
        location: sql`excluded.location`,
        area: sql`excluded.area`,
        description: sql`excluded.description`,
        redirectUrl: sql`excluded.redirect_url`,
        salaryMin: sql`excluded.salary_min`,
        salaryMax: sql`excluded.salary_max`,
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
