import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as s from '../../platform/db/schema';
import type { TestSite } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signedInPeople } from './editor.fixtures';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let u: Awaited<ReturnType<typeof signedInPeople>>['u'];
let as: Awaited<ReturnType<typeof signedInPeople>>['as'];

const API = '/api/writer/questionnaire-template';
const fields = [
  { id: 'q1', type: 'textarea', text: 'What do you want to change?', required: true },
  { id: 'q2', type: 'checkbox', text: 'Which documents?', options: ['Resume', 'Cover letter'], required: false },
];
const create = async (client: TestClient, name: string) => (await client.post(`${API}/create`, { name })).body.data._id as string;
const rowOf = async (id: string) => (await t.db.select().from(s.questionnaireTemplates).where(eq(s.questionnaireTemplates.id, id)))[0];

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('tpl.test');
  other = await t.factories.site('tpl-other.test');
  ({ u, as } = await signedInPeople(t, site, other));
});
afterAll(() => t.close());

describe('POST /api/writer/questionnaire-template/create', () => {
  it('creates a named draft template of the site', async () => {
    const res = await as.writer.post(`${API}/create`, { name: '  Executive follow-up ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Template created');
    expect(await rowOf(res.body.data._id)).toMatchObject({ siteId: site.id, name: 'Executive follow-up', status: 'draft', draftFields: [], publishedFields: null, createdBy: u.writer.id });
  });

  it('needs a name and refuses reviewers and customers, writing nothing', async () => {
    const before = (await t.db.select().from(s.questionnaireTemplates)).length;
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(201) }, { name: 'ok', extra: 1 }]) {
      const res = await as.writer.post(`${API}/create`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await as.writer.post(`${API}/create`, { name: ' ' })).body.errors).toEqual({ name: 'Template name required' });
    expect((await as.reviewer.post(`${API}/create`, { name: 'Mine' })).status).toBe(403);
    expect((await as.customer.post(`${API}/create`, { name: 'Mine' })).status).toBe(403);
    expect((await t.client(site.host).post(`${API}/create`, { name: 'Mine' })).status).toBe(401);
    expect((await t.db.select().from(s.questionnaireTemplates)).length).toBe(before);
  });
});

describe('saving, reading and publishing a template', () => {
  it('is shared by the site’s writers: one saves, another publishes under a new name, reviewers read', async () => {
    const key = await create(as.writer, 'Draft name');
    const saved = await as.writer.post(`${API}/template`, { key, data: fields });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ _id: key, status: 'draft', hasUnpublishedChanges: true });
    expect(saved.body.data.fields).toEqual(fields);

    const published = await as.writer2.post(`${API}/publish`, { key, name: 'Career change' });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ name: 'Career change', status: 'published', hasUnpublishedChanges: false });
    expect((await rowOf(key))!.publishedFields).toEqual(fields);

    // Editing after publishing changes the draft only, until published again.
    await as.admin.post(`${API}/template`, { key, data: fields.slice(0, 1) });
    const read = await as.reviewer.get(`${API}/get/${key}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'published', hasUnpublishedChanges: true });
    expect(read.body.data.fields).toHaveLength(1);
    expect((await rowOf(key))!.publishedFields).toEqual(fields);
  });

  it('refuses to publish a template with problems, naming them, and keeps the draft', async () => {
    const key = await create(as.writer, 'Unfinished');
    await as.writer.post(`${API}/template`, { key, data: [{ id: 'q1', type: 'radio', text: 'Tone?', options: ['A', 'A'] }, { id: 'q2', type: 'paragraph', text: '' }] });
    const res = await as.writer.post(`${API}/publish`, { key, name: 'Unfinished' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'data.0.options': 'Each option must be different', 'data.1.text': 'Enter the text' });
    expect((await as.writer.post(`${API}/publish`, { key, name: '' })).body.errors).toEqual({ name: 'Template name required' });
    expect(await rowOf(key)).toMatchObject({ status: 'draft', publishedFields: null, name: 'Unfinished' });
    expect((await as.writer.get(`${API}/get/${key}`)).body.data.fields).toHaveLength(2);
  });

  it('answers 404 for another site’s template or an unknown key, 403 for reviewer writes, and changes nothing', async () => {
    const key = await create(as.writer, 'Ours');
    await as.writer.post(`${API}/template`, { key, data: fields });
    expect((await as.foreignWriter.get(`${API}/get/${key}`)).status).toBe(404);
    expect((await as.foreignWriter.post(`${API}/template`, { key, data: [] })).status).toBe(404);
    expect((await as.foreignWriter.post(`${API}/publish`, { key, name: 'Theirs' })).status).toBe(404);
    expect((await as.writer.get(`${API}/get/${newId()}`)).status).toBe(404);
    expect((await as.reviewer.post(`${API}/template`, { key, data: [] })).status).toBe(403);
    expect((await as.reviewer.post(`${API}/publish`, { key, name: 'Reviewed' })).status).toBe(403);
    expect((await as.customer.get(`${API}/get/${key}`)).status).toBe(403);
    expect((await as.writer.post(`${API}/template`, { key, data: [{ id: 'q1', type: 'text', text: 'x', extra: true }] })).status).toBe(400);
    expect(await rowOf(key)).toMatchObject({ name: 'Ours', status: 'draft', draftFields: fields });
  });
});

describe('GET /api/writer/questionnaire-template', () => {
  it('pages the site’s templates, newest change first, and filters the published ones', async () => {
    const fresh = await startTestApp();
    try {
      const s1 = await fresh.factories.site('list.test');
      const w = await fresh.factories.user(s1, 'writer');
      const r = await fresh.factories.user(s1, 'reviewer');
      const c = fresh.client(s1.host);
      await c.signIn(w.email);
      const ids: string[] = [];
      for (let i = 1; i <= 5; i += 1) ids.push((await c.post(`${API}/create`, { name: `Template ${i}` })).body.data._id);
      await c.post(`${API}/template`, { key: ids[1], data: fields });
      await c.post(`${API}/publish`, { key: ids[1], name: 'Published one' });

      const page1 = await c.get(`${API}?limit=2`);
      expect(page1.body).toMatchObject({ total: 5, page: 1, limit: 2, hasMore: true });
      expect(page1.body.data[0]).toMatchObject({ _id: ids[1], name: 'Published one', status: 'published', questionCount: 2 });
      const page3 = await c.get(`${API}?limit=2&page=3`);
      expect(page3.body).toMatchObject({ total: 5, page: 3, hasMore: false });
      expect(page3.body.data).toHaveLength(1);
      const all = await c.get(API);
      expect(all.body.data).toHaveLength(5);
      expect(all.body.limit).toBe(20);
      const published = await c.get(`${API}?status=published`);
      expect(published.body.data.map((x: { _id: string }) => x._id)).toEqual([ids[1]]);
      expect((await c.get(`${API}?limit=101`)).status).toBe(400);

      const rc = fresh.client(s1.host);
      await rc.signIn(r.email);
      expect((await rc.get(API)).body.total).toBe(5);
      const elsewhere = await fresh.factories.site('list-other.test');
      const ow = await fresh.factories.user(elsewhere, 'writer');
      const oc = fresh.client(elsewhere.host);
      await oc.signIn(ow.email);
      expect((await oc.get(API)).body.total).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
