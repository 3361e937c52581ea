import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as schema from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

// The admin's contract texts over HTTP: who may call them, sanitizing, paging, archiving, and an
// edit that leaves the text an order shows (and its customer signed) as it was.

let t: TestApp;
let site: TestSite;
let other: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('contracts-admin.test');
  other = await t.factories.site('other-contracts-admin.test');
  admin = await t.factories.user(site, 'admin');
  otherAdmin = await t.factories.user(other, 'admin');
  customer = await t.factories.user(site, 'user');
});
afterAll(() => t.close());

async function as(user: TestUser, host = site.host): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

const contractRows = async () => (await t.db.select({ n: count() }).from(schema.contracts))[0]!.n;
const auditRows = async () => (await t.db.select({ n: count() }).from(schema.auditLog))[0]!.n;

/** An order whose package snapshot names `contractId`, and a package of the site that names it too. */
async function orderAndPackageNaming(contractId: string) {
  const order = await t.factories.order(site, customer);
  const [row] = await t.db.select({ package: schema.orders.package }).from(schema.orders).where(eq(schema.orders.id, order.id));
  await t.db.update(schema.orders).set({ package: { ...(row!.package as object), contract_id: contractId } }).where(eq(schema.orders.id, order.id));
  const packageId = newId();
  await t.db.insert(schema.packages).values({ id: packageId, siteId: site.id, name: 'Pro', price: 100, currency: 'usd', serviceIds: [], contractId });
  return { order, packageId };
}

describe('the admin\'s contract texts', () => {
  it('creates with sanitized HTML, lists current and archived a page at a time, archives and restores; every write audited', async () => {
    const c = await as(admin);
    const created = await c.post('/api/admin/contracts', { title: '  Service Agreement ', contentHtml: '<h2>Terms</h2><p onclick="x()">We <strong>deliver</strong>.<script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Service Agreement', contentHtml: '<h2>Terms</h2><p>We <strong>deliver</strong>.</p>', archived: false });
    const id = created.body.data._id as string;
    for (let i = 0; i < 2; i++) expect((await c.post('/api/admin/contracts', { title: `Extra ${i}`, contentHtml: '<p>x</p>' })).status).toBe(200);

    const page1 = await c.get('/api/admin/contracts?page=1&limit=2');
    expect(page1.body).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    expect((await c.get('/api/admin/contracts?page=2&limit=2')).body.data.map((x: { _id: string }) => x._id)).toEqual([id]);

    expect((await c.post(`/api/admin/contracts/${id}/archive`, { archived: true })).body.data.archived).toBe(true);
    expect((await c.get('/api/admin/contracts')).body.total).toBe(2);
    expect((await c.get('/api/admin/contracts?archived=true')).body.data.map((x: { _id: string }) => x._id)).toEqual([id]);
    // An archived text is offered to no package.
    expect((await c.get('/api/admin/catalog')).body.contracts.map((x: { _id: string }) => x._id)).not.toContain(id);
    expect((await c.post(`/api/admin/contracts/${id}/archive`, { archived: false })).body.data.archived).toBe(false);
    expect((await c.get(`/api/admin/contracts/${id}`)).body.data.title).toBe('Service Agreement');

    const log = await c.get('/api/admin/audit?limit=3');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['content.contract_restored', 'content.contract_archived', 'content.contract_saved']);
  });

  it('an edit writes a new version the packages name, while the order keeps showing the text it had', async () => {
    const c = await as(admin);
    const first = (await c.post('/api/admin/contracts', { title: 'Agreement v1', contentHtml: '<p>First terms</p>' })).body.data;
    const { order, packageId } = await orderAndPackageNaming(first._id);

    const edited = await c.put(`/api/admin/contracts/${first._id}`, { title: 'Agreement v2', contentHtml: '<p>Second terms</p>' });
    expect(edited.status).toBe(200);
    const second = edited.body.data;
    expect(second._id).not.toBe(first._id);
    expect(second).toMatchObject({ title: 'Agreement v2', contentHtml: '<p>Second terms</p>', archived: false });

    const [oldRow] = await t.db.select().from(schema.contracts).where(eq(schema.contracts.id, first._id));
    expect(oldRow).toMatchObject({ title: 'Agreement v1', contentHtml: '<p>First terms</p>' });
    expect(oldRow!.archivedAt).not.toBeNull();
    const [pkg] = await t.db.select({ contractId: schema.packages.contractId }).from(schema.packages).where(eq(schema.packages.id, packageId));
    expect(pkg!.contractId).toBe(second._id);

    const shown = await (await as(customer)).get(`/api/customer/contract/data/${order.id}`);
    expect(shown.body.data).toMatchObject({ title: 'Agreement v1', content: '<p>First terms</p>' });
    const log = await c.get('/api/admin/audit?limit=1');
    expect(log.body.data[0]).toMatchObject({ action: 'content.contract_saved', target: { type: 'contract', _id: second._id }, details: { previousId: first._id } });

    // The replaced version is not edited again (409): one text has one current version.
    const again = await c.put(`/api/admin/contracts/${first._id}`, { title: 'Agreement v3', contentHtml: '<p>Third</p>' });
    expect(again.status).toBe(409);
  });

  it('two edits of one text at once make one new version; the other is refused', async () => {
    const c = await as(admin);
    const first = (await c.post('/api/admin/contracts', { title: 'Race', contentHtml: '<p>0</p>' })).body.data;
    const answers = await Promise.all([1, 2].map((n) => c.put(`/api/admin/contracts/${first._id}`, { title: `Race ${n}`, contentHtml: `<p>${n}</p>` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const current = (await c.get('/api/admin/contracts?limit=100')).body.data.filter((x: { title: string }) => x.title.startsWith('Race'));
    expect(current).toHaveLength(1);
  });

  it('refuses other roles (403), another site\'s text (404) and bad input (400), writing nothing', async () => {
    const mine = (await (await as(admin)).post('/api/admin/contracts', { title: 'Mine', contentHtml: '<p>Mine</p>' })).body.data._id as string;
    const foreign = (await (await as(otherAdmin, other.host)).post('/api/admin/contracts', { title: 'Theirs', contentHtml: '<p>Theirs</p>' })).body.data._id as string;
    const body = { title: 'Changed', contentHtml: '<p>Changed</p>' };
    const before = { contracts: await contractRows(), audit: await auditRows() };

    for (const role of ['user', 'writer', 'reviewer'] as const) {
      const c = await as(await t.factories.user(site, role));
      expect((await c.get('/api/admin/contracts')).status).toBe(403);
      expect((await c.get(`/api/admin/contracts/${mine}`)).status).toBe(403);
      expect((await c.post('/api/admin/contracts', body)).status).toBe(403);
      expect((await c.put(`/api/admin/contracts/${mine}`, body)).status).toBe(403);
      expect((await c.post(`/api/admin/contracts/${mine}/archive`, { archived: true })).status).toBe(403);
    }
    const c = await as(admin);
    expect((await c.get(`/api/admin/contracts/${foreign}`)).status).toBe(404);
    expect((await c.put(`/api/admin/contracts/${foreign}`, body)).status).toBe(404);
    expect((await c.post(`/api/admin/contracts/${foreign}/archive`, { archived: true })).status).toBe(404);
    expect((await c.get('/api/admin/contracts')).body.data.map((x: { _id: string }) => x._id)).not.toContain(foreign);

    const blankTitle = await c.post('/api/admin/contracts', { title: '  ', contentHtml: '<p>x</p>' });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.body.errors).toHaveProperty('title');
    // Only tags the sanitizer drops: nothing left to sign.
    const onlyScript = await c.put(`/api/admin/contracts/${mine}`, { title: 'T', contentHtml: '<script>alert(1)</script><img src=x>' });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.errors).toHaveProperty('contentHtml');
    expect((await c.post('/api/admin/contracts', { ...body, extra: 1 })).status).toBe(400);

    expect({ contracts: await contractRows(), audit: await auditRows() }).toEqual(before);
    const [row] = await t.db.select().from(schema.contracts).where(eq(schema.contracts.id, mine));
    expect(row).toMatchObject({ title: 'Mine', archivedAt: null });
  });
});
