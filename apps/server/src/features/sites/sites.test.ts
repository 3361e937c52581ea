import { SITE_CACHE_MAX_HOSTS } from '../../platform/tenancy/site-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/website', () => {
  it('answers the site of the request host, matched case-insensitively and without the port', async () => {
    const site = await t.factories.site('brand.test', { settings: { enable_boards: true } });
    const res = await t.client('BRAND.test:3000').get('/api/website');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, status: true, data: { _id: site.id, companyName: 'Company brand.test', website_settings: { enable_boards: true } } });
  });

  it('answers status false for an unknown host', async () => {
    const res = await t.client('unknown.test').get('/api/website');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status_code: 404, status: false, message: 'Domain not registered' });
  });

  it('answers data null for a site whose UI is not configured', async () => {
    await t.factories.site('bare.test', { config: null });
    const res = await t.client('bare.test').get('/api/website');
    expect(res.body).toMatchObject({ status: true, data: null });
  });

  it('refuses other calls on an unknown host', async () => {
    const res = await t.client('unknown.test').post('/api/auth/login', { email: 'a@b.co', password: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Domain not registered');
  });

  it('sends security headers', async () => {
    const res = await t.client('brand.test').get('/api/website');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('remembers a bounded number of hosts, however many made-up Host headers arrive', async () => {
    for (let i = 0; i < SITE_CACHE_MAX_HOSTS + 200; i++) await t.platform.sites.byHost(`made-up-${i}.test`);
    expect(t.platform.sites.cachedHosts).toBe(SITE_CACHE_MAX_HOSTS);
    expect((await t.client('brand.test').get('/api/website')).body.status).toBe(true);
  }, 60_000);

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.client('brand.test').get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
