import { importedPosting, JOBS_PAGE_SIZE, type ImportedPosting } from '@portal/domain/jobs/rules';

/** A job source beside the postings index: its results are copied into the index. */
export type RemoteJobs = {
  readonly name: string;
  search(what: string, where: string, page: number): Promise<ImportedPosting[]>;
};

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The currency of Adzuna's salaries in each of its countries (its API does not name it). */
const ADZUNA_CURRENCIES: Record<string, string> = {
  at: 'eur', au: 'aud', be: 'eur', br: 'brl', ca: 'cad', ch: 'chf', de: 'eur', es: 'eur', fr: 'eur', gb: 'gbp', in: 'inr',
  it: 'eur', mx: 'mxn', nl: 'eur', nz: 'nzd', pl: 'pln', sg: 'sgd', us: 'usd', za: 'zar',
};

/**
 * Adzuna's search API (https://developer.adzuna.com): the spec's job fields are its fields. Used
 * only when ADZUNA_APP_ID and ADZUNA_APP_KEY are set; every answer is checked like an import.
 */
export class AdzunaJobs implements RemoteJobs {
  readonly name = 'adzuna';

  constructor(
    private readonly appId: string,
    private readonly appKey: string,
    private readonly country: string,
    private readonly fetchFn: Fetch = fetch,
  ) {}

  async search(what: string, where: string, page: number): Promise<ImportedPosting[]> {
    const url = new URL(`https://api.adzuna.com/v1/api/jobs/${this.country}/search/${page}`);
    url.search = new URLSearchParams({ app_id: this.appId, app_key: this.appKey, results_per_page: String(JOBS_PAGE_SIZE), ...(what ? { what } : {}), ...(where ? { where } : {}) }).toString();
    const res = await this.fetchFn(url.toString(), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`Adzuna answered ${res.status}`);
    const body = (await res.json()) as { results?: unknown[] };
    return (body.results ?? []).flatMap((r) => {
      const x = r as Record<string, unknown> & { company?: { display_name?: string }; location?: { display_name?: string; area?: string[] }; category?: { label?: string } };
      const parsed = importedPosting.safeParse({ ...x, company: x.company?.display_name ?? '', location: x.location?.display_name ?? '', area: x.location?.area ?? [], category: x.category?.label ?? '', salary_currency: ADZUNA_CURRENCIES[this.country] ?? '' });
      return parsed.success ? [parsed.data] : [];
    });
  }
}
