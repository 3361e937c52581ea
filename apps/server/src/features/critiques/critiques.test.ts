import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as t from '../../platform/db/schema';
import type { TestSite } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let site: TestSite;
let other: TestSite;
const critiqueId = newId();
const cheap = newId();
const dear = newId();

beforeAll(async () => {
  app = await startTestApp();
  site = await app.factories.site('review.test');
  other = await app.factories.site('other-review.test');
  await app.db.insert(t.packages).values([
    { id: cheap, siteId: site.id, name: 'Basic', price: 9900, currency: 'usd', serviceIds: [] },
    { id: dear, siteId: site.id, name: 'Premium', price: 29900, currency: 'usd', serviceIds: [] },
  ]);
  await app.db.insert(t.critiques).values({ id: critiqueId, siteId: site.id, firstName: null, lastName: null, email: null, uniqueCustomerId: 'u-1', review: { ats_section: { name_from_resume_first_name: 'Ana' } } });
});
afterAll(() => app.close());

describe('the review page', () => {
  it('reads the critique with the packages by price, highest first, and records the view', async () => {
    const res = await app.client(site.host).get(`/api/review/${critiqueId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.packages.map((p: { packageName: string }) => p.packageName)).toEqual(['Premium', 'Basic']);
    expect(res.body.data.clientWebsiteCustomization.reviewEmailFirstName).toBe('Ana');
    expect(res.body.data.critiquesViewsId).toBeTruthy();
    expect((await app.client(other.host).get(`/api/review/${critiqueId}`)).status).toBe(404);
  });

  it("shows the testimonials the admin keeps in the site settings", async () => {
    const quotes = [{ name: 'Priya S.', text: 'Three interviews in a week.', role: 'Sales lead' }];
    const site2 = await app.factories.site('quotes-review.test', { config: { testimonials: quotes } });
    const id = newId();
    await app.db.insert(t.critiques).values({ id, siteId: site2.id, review: {} });
    const res = await app.client(site2.host).get(`/api/review/${id}`);
    expect(res.body.data.clientWebsiteCustomization.testimonials).toEqual([{ name: 'Priya S.', text: 'Three interviews in a week.' }]);
    expect((await app.client(site2.host).get('/api/website')).body.data.testimonials).toEqual(quotes);
  });

  it('counts neither a view nor read tabs when the site\'s staff open a review', async () => {
    const id = newId();
    await app.db.insert(t.critiques).values({ id, siteId: site.id, review: {} });
    const admin = app.client(site.host);
    await admin.signIn((await app.factories.user(site, 'admin')).email);
    expect((await admin.get(`/api/review/${id}`)).body.data.critiquesViewsId).toEqual(expect.any(String));
    expect((await admin.post('/api/review/progress', { critiqueId: id, vistedTabs: ['ATS'] })).body.progress).toEqual([]);
    await app.client(site.host).get(`/api/review/${id}`);
    const kinds = (await app.db.select({ kind: t.checkoutClicks.kind }).from(t.checkoutClicks).where(eq(t.checkoutClicks.critiqueId, id))).map((r) => r.kind).sort();
    expect(kinds).toEqual(['review-view', 'staff-review-view']);
    const [row] = await app.db.select({ progress: t.critiques.progress }).from(t.critiques).where(eq(t.critiques.id, id));
    expect(row!.progress ?? []).toEqual([]);
  });

  it('records visited tabs once each, rates once, saves the missing name', async () => {
    const c = app.client(site.host);
    await c.post('/api/review/progress', { critiqueId, vistedTabs: ['Structure'] });
    const res = await c.post('/api/review/progress', { critiqueId, vistedTabs: ['ATS', 'Structure', 'Bogus'] });
    expect(res.body.progress).toEqual(['Structure', 'ATS']);
    expect((await c.post(`/api/review/${critiqueId}/feedback/`, { stars: 0 })).status).toBe(400);
    expect((await c.post(`/api/review/${critiqueId}/feedback/`, { stars: 4, feedback: 'Useful' })).status).toBe(200);
    expect((await c.post(`/api/review/${critiqueId}/feedback/`, { stars: 5 })).status).toBe(409);
    const missing = await c.post(`/api/review/${critiqueId}/update/name`, { firstName: '', lastName: '', email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ firstName: 'Enter First Name', lastName: 'Enter Last name', email: 'Enter email' });
    expect((await c.post(`/api/review/${critiqueId}/update/name`, { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' })).status).toBe(200);
    const [row] = await app.db.select().from(t.critiques).where(eq(t.critiques.id, critiqueId));
    expect(row).toMatchObject({ firstName: 'Ana', stars: 4, feedback: 'Useful', progress: ['Structure', 'ATS'] });
    // Given once, they stay: the link is public, and its holder may not rename the critique or
    // point its checkout at another e-mail.
    const again = await c.post(`/api/review/${critiqueId}/update/name`, { firstName: 'Evil', lastName: 'Name', email: 'attacker@example.com' });
    expect(again.status).toBe(409);
    const [after] = await app.db.select().from(t.critiques).where(eq(t.critiques.id, critiqueId));
    expect(after).toMatchObject({ firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' });
  });

  it('fills only what the resume did not give', async () => {
    const id = newId();
    await app.db.insert(t.critiques).values({ id, siteId: site.id, firstName: 'Kim', lastName: 'Park', email: null, review: {} });
    expect((await app.client(site.host).post(`/api/review/${id}/update/name`, { firstName: 'Other', lastName: 'Person', email: 'kim@example.com' })).status).toBe(200);
    const [row] = await app.db.select().from(t.critiques).where(eq(t.critiques.id, id));
    expect(row).toMatchObject({ firstName: 'Kim', lastName: 'Park', email: 'kim@example.com' });
  });

  it('resolves the checkout link with the critique carried along, and records clicks', async () => {
    const c = app.client(site.host);
    const res = await c.get(`/api/package/${dear}/checkout-link/${critiqueId}?critiqueViewId=v1`);
    expect(res.body.data).toEqual({ isCustomCheckout: false, link: `/checkout?item=${dear}&critiqueId=${critiqueId}&critiqueViewId=v1&uniqueCustomerId=u-1`, checkoutUrl: res.body.data.link });
    expect((await c.post('/api/checkout/package-checkout-button-click', { packageId: dear, critiqueId })).body.checkoutClickId).toBeTruthy();
    expect((await c.post(`/api/critiques/${critiqueId}/schedule-button-click`, {})).status).toBe(200);
    const clicks = await app.db.select().from(t.checkoutClicks).where(eq(t.checkoutClicks.critiqueId, critiqueId));
    expect(clicks.map((k) => k.kind).sort()).toEqual(['package-checkout-button', 'review-view', 'schedule-button']);
  });
});

describe('the custom checkout', () => {
  it('asks the site service by GET with its token and reads the link at the configured path; other methods are inconsistent', async () => {
    const http = await import('node:http');
    const seen: { url: string; token: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ url: req.url!, token: req.headers['x-shop-token'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { checkout: { url: 'https://pay.example.com/session/abc' } } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const shop = await app.factories.site('custom-checkout.test', {
      config: { customCheckout: { url: `http://127.0.0.1:${port}/link`, method: 'GET', responseFieldPath: 'data.checkout.url', token: 's3cret', tokenName: 'x-shop-token', tokenLocation: 'header' } as never },
    });
    const c = app.client(shop.host);
    const res = await c.get('/api/checkout/custom-link?productId=p1&email=a%40b.c');
    expect(res.body).toEqual({ status: true, link: 'https://pay.example.com/session/abc' });
    expect(seen[0]).toEqual({ url: '/link?productId=p1&email=a%40b.c', token: 's3cret' });
    const post = await app.factories.site('custom-post.test', { config: { customCheckout: { url: `http://127.0.0.1:${port}/link`, method: 'POST' } } });
    const refused = await app.client(post.host).get('/api/checkout/custom-link?productId=p1');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Custom Checkout Data is inconsistent', code: 'custom_checkout_inconsistent' });
    expect((await app.client(site.host).get('/api/checkout/custom-link?productId=p1')).status).toBe(404);
    server.close();
  });
});
