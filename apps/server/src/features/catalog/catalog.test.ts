import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { contracts, orders, packages } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('catalog.test');
  admin = await t.factories.user(site, 'admin');
});
afterAll(() => t.close());

async function signedIn() {
  const c = t.client(site.host);
  await c.signIn(admin.email);
  return c;
}

describe('the catalog', () => {
  it('creates a service with modules in order and a package with prices per currency and sanitized HTML; archives rather than deletes', async () => {
    const c = await signedIn();
    const contractId = newId();
    await t.db.insert(contracts).values({ id: contractId, siteId: site.id, title: 'Terms', contentHtml: '<p>Terms</p>' });
    const survey = await t.factories.questionnaire(site, [], { kind: 'survey', name: 'Satisfaction' });
    const service = await c.post('/api/admin/catalog/services', { name: 'Resume Writing', modules: [{ id: 'previous_document', title: 'Your resume' }, { id: 'revision_process', title: 'Drafts' }, { id: 'final_document', title: 'Final' }] });
    expect(service.status).toBe(200);
    expect(service.body.service.modules.map((m: { id: string }) => m.id)).toEqual(['previous_document', 'revision_process', 'final_document']);
    const doc = (await c.upload('guide.pdf', '%PDF-1.4\n%%EOF', 'document')).body.file.key as string;

    const created = await c.post('/api/admin/catalog/packages', {
      name: 'Starter',
      prices: { usd: 14900, gbp: 11900 },
      descriptionHtml: '<p onclick="x()">Great <strong>value</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      purchasable: true,
      serviceIds: [service.body.service._id],
      downloadables: [{ title: 'Guide', key: doc }],
      contractId,
      surveyId: survey.id,
      surveyUrl: '',
    });
    expect(created.status).toBe(200);
    const pkg = created.body.package;
    expect(pkg.prices).toEqual({ usd: 14900, gbp: 11900 });
    expect(pkg.descriptionHtml).toBe('<p>Great <strong>value</strong><a rel="noopener noreferrer" target="_blank">x</a></p>');
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg._id));
    expect(row).toMatchObject({ price: 14900, currency: 'usd', description: 'Great valuex' });
    // The downloadable is the package's now: its buyers and the staff read it, nobody else, even
    // with its key (it is no branding: not public).
    expect((await t.client(site.host).get(`/api/file/${doc}`)).status).toBe(404);
    expect((await c.get(`/api/file/${doc}`)).status).toBe(200);
    const buyer = await t.factories.user(site, 'user');
    const order = await t.factories.order(site, buyer);
    const [bought] = await t.db.select({ snapshot: orders.package }).from(orders).where(eq(orders.id, order.id));
    await t.db.update(orders).set({ package: { ...(bought!.snapshot as object), packageDownloadables: [{ title: 'Guide', data: { key: doc } }] } }).where(eq(orders.id, order.id));
    const buyerClient = t.client(site.host);
    await buyerClient.signIn(buyer.email);
    expect((await buyerClient.get(`/api/file/${doc}`)).status).toBe(200);
    const stranger = t.client(site.host);
    await stranger.signIn((await t.factories.user(site, 'user')).email);
    expect((await stranger.get(`/api/file/${doc}`)).status).toBe(404);
    // An order the admin hid from its customer no longer opens its downloadables to them.
    await t.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, order.id));
    expect((await buyerClient.get(`/api/file/${doc}`)).status).toBe(404);

    const visitor = t.client(site.host);
    expect((await visitor.get(`/api/getPackageInfo?item=${pkg._id}`)).status).toBe(200);
    const archived = await c.post(`/api/admin/catalog/packages/${pkg._id}/archive`, { archived: true });
    expect(archived.body.package.archived).toBe(true);
    // Archived: kept for its orders, never sold again.
    expect((await visitor.get(`/api/getPackageInfo?item=${pkg._id}`)).status).toBe(404);
    const catalog = await c.get('/api/admin/catalog');
    expect(catalog.body.packages.find((p: { _id: string }) => p._id === pkg._id).archived).toBe(true);
    expect(catalog.body.surveys).toEqual([{ _id: survey.id, name: 'Satisfaction' }]);
    const log = await c.get('/api/admin/audit?limit=3');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['catalog.package_archived', 'catalog.package_saved', 'catalog.service_saved']);
  });

  it('refuses another site\'s service, contract or survey, a package without a price, and another site\'s package (404)', async () => {
    const c = await signedIn();
    const other = await t.factories.site('other-catalog.test');
    const foreignSurvey = await t.factories.questionnaire(other, [], { kind: 'survey' });
    const service = (await c.post('/api/admin/catalog/services', { name: 'Cover Letter', modules: [{ id: 'final_document', title: 'Final' }] })).body.service;
    const base = { name: 'P', prices: { usd: 100 }, descriptionHtml: '', purchasable: true, serviceIds: [service._id], downloadables: [], contractId: null, surveyId: null, surveyUrl: '' };
    expect((await c.post('/api/admin/catalog/packages', { ...base, serviceIds: [newId()] })).status).toBe(400);
    expect((await c.post('/api/admin/catalog/packages', { ...base, surveyId: foreignSurvey.id })).status).toBe(400);
    expect((await c.post('/api/admin/catalog/packages', { ...base, prices: {} })).status).toBe(400);
    const foreignPackage = newId();
    await t.db.insert(packages).values({ id: foreignPackage, siteId: other.id, name: 'X', price: 1, currency: 'usd', serviceIds: [] });
    expect((await c.put(`/api/admin/catalog/packages/${foreignPackage}`, base)).status).toBe(404);
    expect((await c.post(`/api/admin/catalog/packages/${foreignPackage}/archive`, { archived: true })).status).toBe(404);
  });

  it('puts the packages in the admin\'s order in one call; the checkout list follows it', async () => {
    const c = await signedIn();
    const s = await t.factories.site('order-catalog.test');
    const a = await t.factories.user(s, 'admin');
    const c2 = t.client(s.host);
    await c2.signIn(a.email);
    const service = (await c2.post('/api/admin/catalog/services', { name: 'Resume', modules: [{ id: 'final_document', title: 'Final' }] })).body.service;
    const make = async (name: string, usd: number) => (await c2.post('/api/admin/catalog/packages', { name, prices: { usd }, descriptionHtml: '', purchasable: true, serviceIds: [service._id], downloadables: [], contractId: null, surveyId: null, surveyUrl: '' })).body.package._id as string;
    const cheap = await make('Cheap', 100);
    const mid = await make('Mid', 200);
    const dear = await make('Dear', 300);
    // Never ordered: the admin's list shows them as the shop does, by price, highest first.
    expect((await c2.get('/api/admin/catalog')).body.packages.map((p: { name: string }) => p.name)).toEqual(['Dear', 'Mid', 'Cheap']);

    const ordered = await c2.post('/api/admin/catalog/packages/order', { ids: [cheap, dear, mid] });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.packages.map((p: { _id: string }) => p._id)).toEqual([cheap, dear, mid]);
    expect((await c2.get('/api/admin/catalog')).body.packages.map((p: { name: string }) => p.name)).toEqual(['Cheap', 'Dear', 'Mid']);
    const customer = await t.factories.user(s, 'user');
    const cc = t.client(s.host);
    await cc.signIn(customer.email);
    const forSale = await cc.get('/api/customer/orders_all_packages');
    expect(forSale.status, JSON.stringify(forSale.body)).toBe(200);
    expect(JSON.stringify(forSale.body).indexOf('Cheap')).toBeLessThan(JSON.stringify(forSale.body).indexOf('Dear'));
    expect(JSON.stringify(forSale.body).indexOf('Dear')).toBeLessThan(JSON.stringify(forSale.body).indexOf('Mid'));
    expect((await c2.get('/api/admin/audit?limit=1')).body.data[0]).toMatchObject({ action: 'catalog.packages_reordered', details: { count: 3 } });

    // Every package once, all of this site's: else refused and nothing moves.
    const positions = async () => (await t.db.select({ id: packages.id, position: packages.position }).from(packages).where(eq(packages.siteId, s.id))).sort((x, y) => x.id.localeCompare(y.id));
    const before = await positions();
    expect((await c2.post('/api/admin/catalog/packages/order', { ids: [cheap, dear] })).status).toBe(400);
    expect((await c2.post('/api/admin/catalog/packages/order', { ids: [cheap, dear, dear] })).status).toBe(400);
    const foreign = newId();
    await t.db.insert(packages).values({ id: foreign, siteId: site.id, name: 'Elsewhere', price: 1, currency: 'usd', serviceIds: [] });
    expect((await c2.post('/api/admin/catalog/packages/order', { ids: [cheap, dear, mid, foreign] })).status).toBe(404);
    // The other site's admin names these packages: not theirs.
    expect((await c.post('/api/admin/catalog/packages/order', { ids: [mid, dear, cheap] })).status).toBe(404);
    for (const role of ['user', 'writer', 'reviewer'] as const) {
      const other = t.client(s.host);
      await other.signIn((await t.factories.user(s, role)).email);
      expect((await other.post('/api/admin/catalog/packages/order', { ids: [mid, dear, cheap] })).status).toBe(403);
    }
    expect(await positions()).toEqual(before);
  });
});
