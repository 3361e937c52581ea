import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchClicks } from '../../platform/db/schema';
import { demoPostings } from '../../seed/demo-postings';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { parsePostingsFile } from './postings-file';
import { upsertPostings } from './jobs.store';

let t: TestApp;
let site: TestSite;
let off: TestSite;
let customer: TestUser;
let offCustomer: TestUser;

const day = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('jobs.test', { settings: { enable_customer_job_search: true } });
  off = await t.factories.site('no-jobs.test');
  customer = await t.factories.user(site, 'user');
  offCustomer = await t.factories.user(off, 'user');
  await upsertPostings(t.db, 'test', [
    { id: 'a', title: 'Pastry Chef', company: 'Le Four', location: 'Paris, France', description: 'Croissants at dawn.', redirect_url: 'https://jobs.example.com/a', salary_currency: '', contract_type: '', contract_time: '', category: 'Hospitality', companyLogo: '', created: new Date(now - 40 * day) },
    { id: 'b', title: 'Line Cook', company: 'Bistro', location: 'Lyon, France', description: 'Support our pastry chef on weekends.', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: 'Hospitality', companyLogo: '', created: new Date(now - day) },
    { id: 'c', title: 'Pastry Chef', company: 'Patisserie Neuve', location: 'Lyon, France', description: 'Tarts and entremets.', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: 'Hospitality', companyLogo: '', created: new Date(now - day) },
  ]);
  // 1,100 postings of one kind: more than the count goes.
  await upsertPostings(t.db, 'bulk', demoPostings(1_100, 'bulk').map((p) => ({ ...p, title: `Volunteer Coordinator ${p.id}`, location: 'Springfield' })));
});
afterAll(() => t.close());

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

describe('GET /api/customer/jobs', () => {
  it('ranks title matches above description matches and recent postings above old ones', async () => {
    const c = await signedIn(customer);
    const res = await c.get('/api/customer/jobs?what=pastry%20chef&newSearch=true');
    expect(res.status).toBe(200);
    expect(res.body.jobsResults.map((j: { company: { display_name: string } }) => j.company.display_name)).toEqual(['Patisserie Neuve', 'Le Four', 'Bistro']);
    expect(res.body).toMatchObject({ searchCount: 3, searchCountCapped: false, totalPagesNumber: 1, pageNumber: 1, searchKeywords: 'pastry chef' });
    expect(res.body.jobsResults[1]).toMatchObject({ title: 'Pastry Chef', location: { display_name: 'Paris, France' }, redirect_url: 'https://jobs.example.com/a', category: { label: 'Hospitality' } });
  });

  it('filters by where, and finds titles with a typo when the words find few', async () => {
    const c = await signedIn(customer);
    const lyon = await c.get('/api/customer/jobs?what=pastry&where=lyon&newSearch=true');
    expect(lyon.body.jobsResults.map((j: { company: { display_name: string } }) => j.company.display_name).sort()).toEqual(['Bistro', 'Patisserie Neuve']);
    // Few matches, but no look-alike among them: not said to be "similar titles".
    expect(lyon.body.fuzzy).toBe(false);
    const typo = await c.get('/api/customer/jobs?what=pastrey%20cheff&newSearch=true');
    expect(typo.body.fuzzy).toBe(true);
    expect(typo.body.jobsResults.map((j: { title: string }) => j.title)).toContain('Pastry Chef');
    const nothing = await c.get(`/api/customer/jobs?what=${encodeURIComponent("'); drop table job_postings; --")}&newSearch=true`);
    expect(nothing.status).toBe(200);
  });

  it('finds a place at the start of its words, in the location and the region names, and countries by name', async () => {
    await upsertPostings(t.db, 'places', [
      { id: 'p1', title: 'Glassblower', company: 'Furnace', location: 'Denver, Colorado', area: ['US', 'Colorado', 'Denver'], description: '', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: '', companyLogo: '' },
      { id: 'p2', title: 'Glassblower', company: 'Kiln', location: 'Busan', area: ['KR', 'Busan'], description: '', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: '', companyLogo: '' },
      { id: 'p3', title: 'Glassblower', company: 'Studio', location: 'Leeds', area: ['UK', 'West Yorkshire', 'Leeds'], description: '', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: '', companyLogo: '' },
    ]);
    const c = await signedIn(customer);
    const companies = async (where: string) =>
      ((await c.get(`/api/customer/jobs?what=glassblower&where=${encodeURIComponent(where)}&newSearch=true`)).body.jobsResults as { company: { display_name: string } }[]).map((j) => j.company.display_name).sort();
    expect(await companies('US')).toEqual(['Furnace']);
    expect(await companies('United States')).toEqual(['Furnace']);
    expect(await companies('united kingdom')).toEqual(['Studio']);
    expect(await companies('yorkshire')).toEqual(['Studio']);
    expect(await companies('orks')).toEqual([]);
    expect(await companies('(.*)')).toEqual([]);
  });

  it('never brings back by likeness a posting with a word ruled out with a minus', async () => {
    await upsertPostings(t.db, 'minus', [
      { id: 'm1', title: 'Registered Florist', company: 'Bloom', location: '', description: '', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: '', companyLogo: '' },
      { id: 'm2', title: 'Florist Aide', company: 'Petal', location: '', description: '', redirect_url: '', salary_currency: '', contract_type: '', contract_time: '', category: '', companyLogo: '' },
    ]);
    const c = await signedIn(customer);
    const res = await c.get('/api/customer/jobs?what=floristt%20-registered&newSearch=true');
    const titles = (res.body.jobsResults as { title: string }[]).map((j) => j.title);
    expect(res.body.fuzzy).toBe(true);
    expect(titles).toContain('Florist Aide');
    expect(titles).not.toContain('Registered Florist');
  });

  it('answers a page past the results with the last page, and keeps that page', async () => {
    const c = await signedIn(customer);
    const res = await c.get('/api/customer/jobs?what=pastry&where=lyon&pageNumber=50');
    expect(res.body).toMatchObject({ pageNumber: 1, totalPagesNumber: 1, searchCount: 2 });
    expect(res.body.jobsResults).toHaveLength(2);
    expect((await c.get('/api/customer/jobs?pageLoad=true')).body).toMatchObject({ searchKeywords: 'pastry', searchLocation: 'lyon', pageNumber: 1 });
    const nothing = await c.get('/api/customer/jobs?what=zzzzqqqq&pageNumber=7');
    expect(nothing.body).toMatchObject({ pageNumber: 1, searchCount: 0, jobsResults: [] });
  });

  it('pages through results and says "1,000+" beyond a thousand instead of counting them all', async () => {
    const c = await signedIn(customer);
    const first = await c.get('/api/customer/jobs?what=volunteer%20coordinator&where=springfield&newSearch=true');
    expect(first.body).toMatchObject({ searchCount: 1000, searchCountCapped: true, totalPagesNumber: 100, pageNumber: 1 });
    expect(first.body.jobsResults).toHaveLength(10);
    const second = await c.get('/api/customer/jobs?what=volunteer%20coordinator&where=springfield&pageNumber=2');
    expect(second.body.pageNumber).toBe(2);
    const ids = new Set([...first.body.jobsResults, ...second.body.jobsResults].map((j: { id: string }) => j.id));
    expect(ids.size).toBe(20);
    expect((await c.get('/api/customer/jobs?what=x&pageNumber=101')).status).toBe(400);
  });

  it('restores the saved criteria and page on a page load', async () => {
    const c = await signedIn(customer);
    await c.get('/api/customer/jobs?what=pastry&where=France&newSearch=true');
    await c.get('/api/customer/jobs?what=pastry&where=France&pageNumber=1');
    const reload = await c.get('/api/customer/jobs?pageLoad=true');
    expect(reload.body).toMatchObject({ searchKeywords: 'pastry', searchLocation: 'France', pageNumber: 1 });
  });

  it('records a click with the criteria and the job', async () => {
    const c = await signedIn(customer);
    const res = await c.post('/api/customer/save-search-click', { searchKeywords: 'pastry', searchLocation: 'Lyon', jobDetails: { id: 'job-1', title: 'Pastry Chef', company: 'Patisserie Neuve' } });
    expect(res.body).toEqual({ status: true });
    const rows = await t.db.select().from(jobSearchClicks).where(eq(jobSearchClicks.userId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId: site.id, searchKeywords: 'pastry', searchLocation: 'Lyon', jobId: 'job-1' });
  });

  it('is "The page is not available" where the site has not enabled job search', async () => {
    const c = await signedIn(offCustomer, off.host);
    const res = await c.get('/api/customer/jobs?what=chef');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The page is not available');
    // The code by which the client knows to read the site's settings again.
    expect(res.body.code).toBe('page_unavailable');
    expect((await c.post('/api/customer/save-search-click', { searchKeywords: '', searchLocation: '', jobDetails: { id: 'x', title: 'x' } })).status).toBe(404);
  });
});

describe('Adzuna', () => {
  it("asks its search API with the keys and names the salaries' currency by the country", async () => {
    const { AdzunaJobs } = await import('./adzuna');
    const asked: string[] = [];
    const fetchFn = async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ results: [{ id: 9, title: 'Baker', company: { display_name: 'Crumbs' }, location: { display_name: 'Leeds', area: ['UK', 'Leeds'] }, salary_min: 25000.6, contract_time: 'part_time' }] }));
    };
    const [job] = await new AdzunaJobs('app', 'key', 'gb', fetchFn).search('baker', 'leeds', 2);
    expect(asked[0]).toBe('https://api.adzuna.com/v1/api/jobs/gb/search/2?app_id=app&app_key=key&results_per_page=10&what=baker&where=leeds');
    expect(job).toMatchObject({ id: '9', company: 'Crumbs', salary_min: 25_001, salary_currency: 'gbp', contract_time: 'part_time' });
  });
});

describe('the postings import', () => {
  it('reads JSON (also Adzuna-shaped) and CSV, reports bad rows, and importing twice adds nothing', async () => {
    const csv = 'id,title,company,location,description,redirect_url,salary_min,salary_currency\nx1,Barista,Cafe,Rome,Coffee,https://jobs.example.com/x1,30000,EUR\nx2,,Cafe,Rome,No title,,,\nx3,Waiter,Cafe,Rome,Tables,,,euro\n';
    const fromCsv = parsePostingsFile('jobs.csv', csv);
    expect(fromCsv.postings).toHaveLength(1);
    expect(fromCsv.postings[0]).toMatchObject({ salary_min: 30_000, salary_currency: 'eur' });
    expect(fromCsv.problems).toHaveLength(2);
    const fromJson = parsePostingsFile('jobs.json', JSON.stringify({ results: [{ id: 7, title: 'Sommelier', company: { display_name: 'Vino' }, location: { display_name: 'Rome', area: ['Italy', 'Rome'] }, category: { label: 'Hospitality' } }] }));
    expect(fromJson.postings[0]).toMatchObject({ id: '7', company: 'Vino', location: 'Rome', area: ['Italy', 'Rome'], category: 'Hospitality' });
    const c = await signedIn(customer);
    for (let i = 0; i < 2; i++) await upsertPostings(t.db, 'file', [...fromCsv.postings, ...fromJson.postings]);
    const res = await c.get('/api/customer/jobs?what=sommelier&newSearch=true');
    expect(res.body.searchCount).toBe(1);
  });
});

describe('a remote job source (Adzuna when its keys are set)', () => {
  it('is asked once per search, its postings copied into the index, within the site quota, and a failure falls back to the index', async () => {
    const { JobsService } = await import('./jobs.service');
    const calls: string[] = [];
    const remote = {
      name: 'remote-test',
      async search(what: string) {
        calls.push(what);
        if (what === 'broken') throw new Error('down');
        return [{ id: `r-${what}`, title: 'Zookeeper', company: 'City Zoo', location: 'Bern', description: 'Feed the zebras.', redirect_url: '', salary_min: 60_000, salary_currency: 'chf', contract_type: 'permanent', contract_time: 'full_time', category: '', companyLogo: '' }];
      },
    };
    const jobs = new JobsService(t.platform, remote);
    const actor = { site: { id: site.id, clientId: '', name: '', primaryDomain: site.host, config: { website_settings: { enable_customer_job_search: true } } }, user: { id: customer.id } } as never;
    const first = await jobs.search(actor, { what: 'zookeeper', newSearch: true });
    expect(first.jobsResults.map((j) => j.company.display_name)).toEqual(['City Zoo']);
    expect(first.jobsResults[0]).toMatchObject({ salary_min: 60_000, salary_currency: 'chf', contract_type: 'permanent', contract_time: 'full_time' });
    await jobs.search(actor, { what: 'zookeeper', newSearch: true });
    expect(calls).toEqual(['zookeeper']);
    expect((await jobs.search(actor, { what: 'broken', newSearch: true })).status).toBe(true);

    const quota = t.platform.limits.adzunaCallsPerSite;
    for (let i = 0; i < quota.points; i++) await quota.take(site.id);
    await jobs.search(actor, { what: 'lion', newSearch: true });
    expect(calls).toEqual(['zookeeper', 'broken']);
  });
});
