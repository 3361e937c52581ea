import type { JobResult } from '@portal/domain/jobs/calls';
import { PAGE_NOT_AVAILABLE, totalPages, type ImportedPosting } from '@portal/domain/jobs/rules';
import { pageUnavailable } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { LRUCache } from 'lru-cache';
import { AdzunaJobs, type RemoteJobs } from './adzuna';
import { findCriteria, insertClick, saveCriteria, searchPostings, upsertPostings, type PostingRow } from './jobs.store';

type SearchRequest = { what?: string | undefined; where?: string | undefined; pageNumber?: number | undefined; newSearch?: boolean | undefined; pageLoad?: boolean | undefined };

/**
 * The customer's job search over the portal's own postings index (spec 002 2.12, 7.3), where the
 * site enables it (else 404 "The page is not available"). The customer's last criteria and page are
 * kept, so a reload (`pageLoad`) shows the same search again; a click on a result is recorded with
 * the criteria it was found by.
 */
export class JobsService {
  private readonly remote: RemoteJobs | null;
  /** Searches the remote source answered lately (their postings are in the index now). */
  private readonly fetched = new LRUCache<string, true>({ max: 5_000, ttl: 10 * 60_000 });

  constructor(
    private readonly platform: Platform,
    remote?: RemoteJobs | null,
  ) {
    const { ADZUNA_APP_ID: id, ADZUNA_APP_KEY: key, ADZUNA_COUNTRY: country } = platform.config;
    this.remote = remote !== undefined ? remote : id && key ? new AdzunaJobs(id, key, country) : null;
  }

  /**
   * With a remote source (Adzuna), a search first asks it once per criteria and page (kept ten
   * minutes), within the site's daily quota, and copies its postings into the index; the answer
   * always comes from the index. A failing or exhausted source leaves the index's answer.
   */
  private async fillFromRemote(siteId: string, what: string, where: string, page: number): Promise<void> {
    if (!this.remote || (!what && !where)) return;
    const key = `${what.toLowerCase()}|${where.toLowerCase()}|${page}`;
    if (this.fetched.has(key)) return;
    if (!(await this.platform.limits.adzunaCallsPerSite.take(siteId)).allowed) return;
    this.fetched.set(key, true);
    try {
      await upsertPostings(this.db, this.remote.name, await this.remote.search(what, where, page));
    } catch (err) {
      console.warn('remote job search failed:', (err as Error).message);
    }
  }

  private get db() {
    return this.platform.database.db;
  }

  private check({ site }: Actor): void {
    if (!site.config?.website_settings.enable_customer_job_search) throw pageUnavailable(PAGE_NOT_AVAILABLE);
  }

  async search(actor: Actor, request: SearchRequest) {
    this.check(actor);
    let what = request.what ?? '';
    let where = request.where ?? '';
    let page = request.newSearch ? 1 : (request.pageNumber ?? 1);
    if (request.pageLoad) {
      const saved = await findCriteria(this.db, actor.site.id, actor.user.id);
      if (saved) ({ what, where, page } = saved);
    }
    await this.fillFromRemote(actor.site.id, what, where, page);
    // The criteria are kept while the search runs (two connections on PostgreSQL, not one after the other).
    let [found] = await Promise.all([searchPostings(this.db, what, where, page), request.pageLoad ? null : saveCriteria(this.db, actor.site.id, actor.user.id, what, where, page)]);
    // A page past the results (postings gone since the page was kept, or asked for by number) is
    // answered with the last page, and that is the page kept, never "Page 50 of 2" and no jobs.
    if (found.rows.length === 0 && page > 1) {
      page = totalPages(found.count);
      [found] = await Promise.all([found.count > 0 ? searchPostings(this.db, what, where, page) : found, saveCriteria(this.db, actor.site.id, actor.user.id, what, where, page)]);
    }
    return {
      status: true,
      searchCount: found.count,
      searchCountCapped: found.capped,
      jobsResults: found.rows.map(toJob),
      totalPagesNumber: totalPages(found.count),
      pageNumber: page,
      searchKeywords: what,
      searchLocation: where,
      fuzzy: found.fuzzy,
    };
  }

  async recordClick(actor: Actor, click: { searchKeywords: string; searchLocation: string; jobDetails: { id: string } }): Promise<void> {
    this.check(actor);
    await insertClick(this.db, actor.site.id, actor.user.id, { ...click, jobId: click.jobDetails.id });
  }

  /** Adds postings to the index (the import command, the demo data, copies of Adzuna results). */
  import(source: string, postings: ImportedPosting[]): Promise<number> {
    return upsertPostings(this.db, source, postings);
  }
}

function toJob(row: PostingRow): JobResult {
  return {
    id: row.id,
    title: row.title,
    location: { area: row.area, display_name: row.location },
    company: { display_name: row.company },
    created: new Date(row.created).toISOString(),
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    contract_type: row.contract_type,
    contract_time: row.contract_time,
    category: { label: row.category },
    description: row.description,
    redirect_url: row.redirect_url,
    companyLogo: row.company_logo,
  };
}
