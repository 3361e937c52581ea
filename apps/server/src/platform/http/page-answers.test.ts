import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_CARDS_SHOWN } from '@portal/domain/boards/rules';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite, TestUser } from '../../test/factories';
import { paramsOf } from './page-answers';

// The pages a signed-in visitor is sent carry their screen's first reads, through the features'
// real declarations (features/orders/page-reads.ts, features/writer-orders/page-reads.ts,
// features/boards/page-reads.ts).
let t: TestApp;
let site: TestSite;
let customer: TestUser;
let stranger: TestUser;
let writer: TestUser;
let otherWriter: TestUser;
let orderId: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--head-scripts--></head><body><div id="root"></div><!--body-scripts--></body></html>');
  t = await startTestApp({ WEB_DIST_DIR: dist });
  site = await t.factories.site('answers.test', { settings: { enable_boards: true } });
  customer = await t.factories.user(site, 'user');
  stranger = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  otherWriter = await t.factories.user(site, 'writer');
  orderId = (await t.factories.order(site, customer, { writer })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Every `data-answer-of` block of a page, by address, parsed. */
function answersIn(page: string): Record<string, unknown> {
  const blocks = [...page.matchAll(/<script[^>]* type="application\/json" data-answer-of="([^"]*)">(.*?)<\/script>/g)];
  for (const [, , json] of blocks) expect(json).not.toContain('<');
  return Object.fromEntries(blocks.map(([, url, json]) => [url!.replace(/&amp;/g, '&'), JSON.parse(json!)]));
}

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

describe('the first reads in the page', () => {
  it("carries the customer's order on its page and their orders on the dashboard, each the API's own answer", async () => {
    const c = await signedIn(customer);
    const order = answersIn((await c.get(`/orders/view/${orderId}`)).body);
    expect(Object.keys(order)).toEqual([`/api/customer/orders/${orderId}`]);
    expect(order[`/api/customer/orders/${orderId}`]).toEqual((await c.get(`/api/customer/orders/${orderId}`)).body);

    const dashboard = answersIn((await c.get('/dashboard')).body);
    expect(Object.keys(dashboard).sort()).toEqual(['/api/customer/orders?include=statusOnly', '/api/customer/orders?page=1']);
    expect(dashboard['/api/customer/orders?page=1']).toEqual((await c.get('/api/customer/orders?page=1')).body);
    expect(dashboard['/api/customer/orders?include=statusOnly']).toEqual((await c.get('/api/customer/orders?include=statusOnly')).body);
  });

  it("carries an order's staff view to its writer, and with the writer's name to a reviewer and an admin", async () => {
    const w = await signedIn(writer);
    const own = answersIn((await w.get(`/orders/view/${orderId}`)).body);
    expect(Object.keys(own)).toEqual([`/api/writer/orders/${orderId}`]);
    expect(own[`/api/writer/orders/${orderId}`]).toEqual((await w.get(`/api/writer/orders/${orderId}`)).body);
    for (const role of ['reviewer', 'admin'] as const) {
      const staff = await signedIn(await t.factories.user(site, role));
      const url = `/api/writer/orders/${orderId}?includeWriter=true`;
      const answers = answersIn((await staff.get(`/orders/view/${orderId}`)).body);
      expect(Object.keys(answers)).toEqual([url]);
      expect(answers[url]).toEqual((await staff.get(url)).body);
    }
  });

  it('leaves out what the visitor may not read, and carries nothing for nobody or for another site', async () => {
    // Another customer's order answers 404 to them: their page for it carries no answer.
    const c = await signedIn(stranger);
    expect(answersIn((await c.get(`/orders/view/${orderId}`)).body)).toEqual({});
    // A writer's dashboard reads nothing of a customer's; another writer's order is not theirs to read.
    const w = await signedIn(writer);
    expect(answersIn((await w.get('/dashboard')).body)).toEqual({});
    expect(answersIn((await (await signedIn(otherWriter)).get(`/orders/view/${orderId}`)).body)).toEqual({});
    expect(answersIn((await t.client(site.host).get(`/orders/view/${orderId}`)).body)).toEqual({});
    // The customer's cookie on another site's host names nobody there.
    const other = await t.factories.site('answers-other.test');
    const sid = (await signedIn(customer)).cookieHeader().match(/sid=([^;]+)/)![1]!;
    expect(answersIn((await t.client(other.host).withCookie('sid', sid).get('/dashboard')).body)).toEqual({});
  });

  it("carries a writer's board, as its screen asks for it, escaped; never to another writer", async () => {
    const w = await signedIn(writer);
    const created = await w.post('/api/writer/board/new', { boardTitle: 'Resumes </script><script>alert(1)</script>' });
    expect(created.status).toBe(200);
    const id = created.body.board._id as string;
    const page = (await w.get(`/board/${id}`)).body as string;
    expect(page).not.toContain('<script>alert(1)');
    const url = `/api/writer/board/${id}?cards=${BOARD_CARDS_SHOWN}`;
    const answers = answersIn(page);
    expect(Object.keys(answers)).toEqual([url]);
    expect(answers[url]).toEqual((await w.get(url)).body);
    expect((answers[url] as { boardTitle: string }).boardTitle).toBe('Resumes </script><script>alert(1)</script>');

    const other = await signedIn(otherWriter);
    expect(answersIn((await other.get(`/board/${id}`)).body)).toEqual({});
  });

  it('reads the parameters of a page from its path', () => {
    const segments = (page: string) => page.split('/').filter(Boolean);
    expect(paramsOf(segments('/orders/view/:id'), '/orders/view/1003')).toEqual({ id: '1003' });
    expect(paramsOf(segments('/orders/view/:id'), '/orders/view')).toBeNull();
    expect(paramsOf(segments('/orders/view/:id'), '/orders/list/1003')).toBeNull();
    expect(paramsOf(segments('/board'), '/board/x')).toBeNull();
    expect(paramsOf(segments('/dashboard'), '/dashboard/')).toEqual({});
  });
});
