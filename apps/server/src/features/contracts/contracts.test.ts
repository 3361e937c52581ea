import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as schema from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from './pdf-text';
import { dataUrl, scribble, testPng } from './png-fixture';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let stranger: TestUser;
let writer: TestUser;
let writer2: TestUser;
let reviewer: TestUser;
let admin: TestUser;
const signature = dataUrl(testPng({ pixel: scribble }));
const CONTRACT_HTML = `<h2>Service Agreement</h2><p>This agreement is made with <strong>you</strong>.</p><script>alert(1)</script>
<ul><li>Documents written for you.</li><li>Revisions until you accept.</li></ul><p onclick="x()">${'Long clause text. '.repeat(400)}</p>`;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('contracts.test');
  other = await t.factories.site('other-contracts.test');
  customer = await t.factories.user(site, 'user', 'signer@example.com');
  stranger = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  writer2 = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  admin = await t.factories.user(site, 'admin');
});
afterAll(() => t.close());

async function orderWithContract(owner = customer, html = CONTRACT_HTML) {
  const order = await t.factories.order(site, owner, { writer });
  const contractId = newId();
  await t.db.insert(schema.contracts).values({ id: contractId, siteId: site.id, title: 'Service Agreement', contentHtml: html });
  const [row] = await t.db.select({ package: schema.orders.package }).from(schema.orders).where(eq(schema.orders.id, order.id));
  await t.db.update(schema.orders).set({ package: { ...(row!.package as object), contract_id: contractId } }).where(eq(schema.orders.id, order.id));
  return order;
}

async function as(user: TestUser) {
  const c = t.client(user.siteId === other.id ? other.host : site.host);
  await c.signIn(user.email);
  return c;
}

const orderRow = async (id: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

describe('reading the contract', () => {
  it('answers the title and sanitized content, unsigned', async () => {
    const order = await orderWithContract();
    const res = await (await as(customer)).get(`/api/customer/contract/data/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({ title: 'Service Agreement', signed: false });
    expect(res.body.data.content).toContain('<strong>you</strong>');
    expect(res.body.data.content).not.toMatch(/script|onclick/);
    expect(res.body.data.signedAt).toBeUndefined();
  });

  it('answers 404 when the order has no contract', async () => {
    const order = await t.factories.order(site, customer);
    const res = await (await as(customer)).get(`/api/customer/contract/data/${order.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This order has no contract.');
  });

  it('hides the orders of other customers and other sites, refuses other roles', async () => {
    const order = await orderWithContract();
    expect((await (await as(stranger)).get(`/api/customer/contract/data/${order.id}`)).status).toBe(404);
    const foreign = await t.factories.user(other, 'user');
    expect((await (await as(foreign)).get(`/api/customer/contract/data/${order.id}`)).status).toBe(404);
    expect((await (await as(writer)).get(`/api/customer/contract/data/${order.id}`)).status).toBe(403);
    expect((await (await as(reviewer)).get(`/api/customer/contract/data/${order.id}`)).status).toBe(403);
    expect((await t.client(site.host).get(`/api/customer/contract/data/${order.id}`)).status).toBe(401);
  });
});

describe('signing', () => {
  it('signs, stores the image on the order and records who and when; then the PDF downloads', async () => {
    const order = await orderWithContract();
    const c = await as(customer);
    const res = await c.post(`/api/customer/contract/${order.id}`, { data: signature });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Contract signed successfully.' });

    const row = await orderRow(order.id);
    const [person] = await t.db.select().from(schema.users).where(eq(schema.users.id, customer.id));
    const name = `${person!.firstName} ${person!.lastName}`;
    expect(row.contractSigned).toBe(true);
    const stored = row.contractSignature as { fileKey: string; signerName: string; signedAt: string; ip: string };
    expect(stored).toMatchObject({ signerName: name, ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(stored.signedAt)).toBeLessThan(60_000);
    const [file] = await t.db.select().from(schema.files).where(eq(schema.files.key, stored.fileKey));
    expect(file).toMatchObject({ orderId: order.id, purpose: 'upload', mimeType: 'image/png', siteId: site.id });

    const view = await c.get(`/api/customer/contract/data/${order.id}`);
    expect(view.body.data).toMatchObject({ signed: true, signerName: name, signedAt: stored.signedAt, signatureKey: stored.fileKey });
    expect((await c.get(`/api/file/${stored.fileKey}`)).status).toBe(200);

    const pdf = await c.get(`/api/customer/contract/download/${order.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Contract-${order.number}.pdf"`);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.raw);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(pdf.raw);
    for (const expected of ['Company contracts.test', 'Service Agreement', `Signed by: ${name}`, 'Signed on: ', ' UTC', 'Revisions until you accept.', '\u2022', `Contract-${order.number}`]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('alert');
  });

  it('refuses to sign twice with 409', async () => {
    const order = await orderWithContract();
    const c = await as(customer);
    expect((await c.post(`/api/customer/contract/${order.id}`, { data: signature })).status).toBe(200);
    const again = await c.post(`/api/customer/contract/${order.id}`, { data: signature });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This contract is already signed.');
  });

  it('refuses bad images with 400 and writes nothing', async () => {
    const order = await orderWithContract();
    const c = await as(customer);
    const filesBefore = (await t.db.select().from(schema.files)).length;
    const cases: [unknown, string][] = [
      [{ data: '' }, 'Please sign this contract in order to continue'],
      [{ data: 'data:image/jpeg;base64,/9j/4AAQ' }, 'The signature must be a PNG image (data:image/png;base64,...).'],
      [{ data: 'https://example.com/sig.png' }, 'The signature must be a PNG image (data:image/png;base64,...).'],
      [{ data: 'data:image/png;base64,not base64 at all!' }, 'The signature image data is not valid base64.'],
      [{ data: 'data:image/png;base64,abc' }, 'The signature image data is not valid base64.'],
      [{ data: dataUrl(Buffer.from('GIF89a fake image data here')) }, 'The signature is not a valid PNG image.'],
      [{ data: dataUrl(testPng({ pixel: scribble }).subarray(0, 200)) }, 'The signature is not a valid PNG image.'],
      [{ data: dataUrl(testPng({ width: 350, height: 250, pixel: scribble })) }, 'The signature must be 700x500 pixels.'],
      [{ data: dataUrl(testPng({ width: 1400, height: 1000, pixel: scribble })) }, 'The signature must be 700x500 pixels.'],
      [{ data: dataUrl(testPng()) }, 'Please sign this contract in order to continue'],
      [{ data: dataUrl(testPng({ colourType: 2, pixel: () => [255, 255, 255, 255] })) }, 'Please sign this contract in order to continue'],
      [{ data: `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 3).toString('base64')}` }, 'The signature image is too large (at most 1 MB).'],
      [{ data: signature, extra: true }, ''],
      [{ data: 42 }, ''],
      [{}, ''],
    ];
    for (const [body, message] of cases) {
      const res = await c.post(`/api/customer/contract/${order.id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await orderRow(order.id)).contractSigned).toBe(false);
    expect((await t.db.select().from(schema.files)).length).toBe(filesBefore);
  });

  it('answers 413 for a body far beyond any signature', async () => {
    const order = await orderWithContract();
    const res = await (await as(customer)).post(`/api/customer/contract/${order.id}`, { data: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` });
    expect(res.status).toBe(413);
  });

  it('accepts an RGB drawing on white', async () => {
    const order = await orderWithContract();
    const png = testPng({ colourType: 2, pixel: (x, y) => (scribble(x, y)[3] ? [0, 0, 0, 255] : [255, 255, 255, 255]) });
    expect((await (await as(customer)).post(`/api/customer/contract/${order.id}`, { data: dataUrl(png) })).status).toBe(200);
  });

  it('lets only the order\'s customer sign', async () => {
    const order = await orderWithContract();
    const path = `/api/customer/contract/${order.id}`;
    expect((await (await as(stranger)).post(path, { data: signature })).status).toBe(404);
    expect((await (await as(writer)).post(path, { data: signature })).status).toBe(403);
    expect((await (await as(reviewer)).post(path, { data: signature })).status).toBe(403);
    expect((await (await as(admin)).post(path, { data: signature })).status).toBe(403);
    expect((await (await as(await t.factories.user(other, 'user'))).post(path, { data: signature })).status).toBe(404);
    expect((await t.client(site.host).post(path, { data: signature })).status).toBe(401);
    expect((await orderRow(order.id)).contractSigned).toBe(false);
  });

  it('needs the CSRF header', async () => {
    const order = await orderWithContract();
    const res = await (await as(customer)).post(`/api/customer/contract/${order.id}`, { data: signature }, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('downloading', () => {
  it('answers 409 before signing', async () => {
    const order = await orderWithContract();
    const res = await (await as(customer)).get(`/api/customer/contract/download/${order.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The contract is not signed yet.');
  });

  it('lets everyone who may see the order read the signed PDF, nobody else', async () => {
    const order = await orderWithContract();
    await (await as(customer)).post(`/api/customer/contract/${order.id}`, { data: signature });
    const path = `/api/customer/contract/download/${order.id}`;
    for (const user of [writer, reviewer, admin]) {
      const res = await (await as(user)).get(path);
      expect(res.status, user.role).toBe(200);
      expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await (await as(writer2)).get(path)).status).toBe(404);
    expect((await (await as(stranger)).get(path)).status).toBe(404);
    expect((await (await as(await t.factories.user(other, 'admin'))).get(path)).status).toBe(404);
    expect((await t.client(site.host).get(path)).status).toBe(401);
  });

  it('writes a PDF for a signature recorded without an image, in Latin, Cyrillic and a script the font lacks', async () => {
    const order = await orderWithContract(customer, '<p>Договор &amp; contrat signé — 合同</p><ol><li>First</li><li>Second</li></ol>');
    await t.db
      .update(schema.orders)
      .set({ contractSigned: true, contractSignature: { signerName: 'Zoë Łukasz', signedAt: '2025-03-03T14:05:00.000Z', image: null } })
      .where(eq(schema.orders.id, order.id));
    const res = await (await as(customer)).get(`/api/customer/contract/download/${order.id}`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.raw);
    expect(text).toContain('Signed on: Monday, March 3, 2025 at 2:05:00 PM UTC');
    expect(text).toContain('Signed by: Zo\u00eb \u0141ukasz');
    expect(text).toContain('\u0414\u043e\u0433\u043e\u0432\u043e\u0440 & contrat sign\u00e9 \u2014 ??');
    expect(text).toContain('1.');
    expect(text).toContain('Signed electronically.');
  });
});
