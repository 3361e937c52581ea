import { UNPAGED_LIST_MAX } from '@portal/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.factories.site('docs.test');
});
afterAll(() => t.close());

type Doc = { openapi: string; paths: Record<string, Record<string, { description?: string; parameters?: { name: string; in: string }[]; responses?: object }>> };

/** `/api/orders/:id/:service?` -> `/api/orders/{id}/{service}` and `/api/orders/{id}`, as OpenAPI writes it. */
const openApiPaths = (url: string) => {
  const full = url.replace(/:(\w+)\??/g, '{$1}');
  return url.endsWith('?') ? [full, full.replace(/\/\{\w+\}$/, '')] : [full];
};

describe('GET /api/docs', () => {
  it('serves the OpenAPI document of every registered API call, without being signed in', async () => {
    const res = await t.client('docs.test').get<Doc>('/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = new Set(Object.entries(res.body.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`)));
    const registered = t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')).flatMap((r) => openApiPaths(r.url).map((url) => `${r.method} ${url}`));
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    // The web client's pages and assets are not API calls.
    expect([...documented].filter((op) => !op.split(' ')[1]!.startsWith('/api/'))).toEqual([]);
  });

  it('carries the schemas of the contracts, who may call, and how the order lists page', async () => {
    const { body } = await t.client('docs.test').get<Doc>('/api/docs/openapi.json');
    const login = body.paths['/api/auth/login']!.post!;
    expect(JSON.stringify(login)).toContain('"password"');
    expect(login.description).toContain('Anyone');
    expect(login.description).toContain('X-Requested-With');
    const reviewerList = body.paths['/api/reviewer/orders']!.get!;
    expect(reviewerList.description).toContain('Signed-in reviewer');
    expect(reviewerList.description).toContain('Paged: `page`');
    expect(reviewerList.description).toContain(`every order up to ${UNPAGED_LIST_MAX}`);
    expect(reviewerList.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'limit']));
    expect(body.paths['/api/customer/orders']!.get!.description).toContain('Paged');
    // An optional last segment is two paths; only the longer one has that parameter.
    const pathParams = (url: string) => body.paths[url]!.get!.parameters!.filter((p) => p.in === 'path').map((p) => p.name);
    expect(pathParams('/api/questionnaires/{id}/{questionnaire_id}/{service}')).toEqual(['id', 'questionnaire_id', 'service']);
    expect(pathParams('/api/questionnaires/{id}/{questionnaire_id}')).toEqual(['id', 'questionnaire_id']);
  });

  it('shows a browser a readable page listing the calls', async () => {
    const res = await t.client('docs.test').get('/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.raw.toString();
    expect(page).toContain('<code>/api/reviewer/orders</code>');
    expect(page).toContain('/api/docs/openapi.json');
  });
});
