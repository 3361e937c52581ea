import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as schema from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

// The admin's customer questionnaires and surveys over HTTP: who may call them, the field checks,
// and an edit that leaves the questions an order's customer saw and answered as they were.

let t: TestApp;
let site: TestSite;
let other: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

const fields = [
  { id: 's1', type: 'section', text: 'About you' },
  { id: 'role', type: 'text', text: 'Target role?', required: true, placeholder: 'Director' },
  { id: 'tone', type: 'radio', text: 'Tone?', options: ['Formal', ' Casual '], required: false },
];

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('questionnaires-admin.test');
  other = await t.factories.site('other-questionnaires-admin.test');
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

const questionnaireRows = async () => (await t.db.select({ n: count() }).from(schema.questionnaires))[0]!.n;
const auditRows = async () => (await t.db.select({ n: count() }).from(schema.auditLog))[0]!.n;

describe('the admin\'s customer questionnaires', () => {
  it('creates with the editor\'s fields (stored normalized), lists, archives and restores; every write audited', async () => {
    const c = await as(admin);
    const created = await c.post('/api/admin/questionnaires', { name: 'Intake', fields });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Intake', archived: false });
    expect(created.body.data.fields).toEqual([
      { id: 's1', type: 'section', text: 'About you' },
      { id: 'role', type: 'text', text: 'Target role?', required: true, placeholder: 'Director' },
      { id: 'tone', type: 'radio', text: 'Tone?', options: ['Formal', 'Casual'], required: false },
    ]);
    const id = created.body.data._id as string;
    expect((await c.get('/api/admin/questionnaires')).body).toMatchObject({ total: 1, hasMore: false });
    // A questionnaire is not a survey: the survey calls do not see it.
    expect((await c.get(`/api/admin/surveys/${id}`)).status).toBe(404);
    expect((await c.get('/api/admin/surveys')).body.total).toBe(0);
    expect((await c.get('/api/admin/catalog')).body.questionnaires).toEqual([{ _id: id, name: 'Intake' }]);

    expect((await c.post(`/api/admin/questionnaires/${id}/archive`, { archived: true })).body.data.archived).toBe(true);
    expect((await c.get('/api/admin/catalog')).body.questionnaires).toEqual([]);
    expect((await c.get('/api/admin/questionnaires?archived=true')).body.data.map((x: { _id: string }) => x._id)).toEqual([id]);
    expect((await c.post(`/api/admin/questionnaires/${id}/archive`, { archived: false })).body.data.archived).toBe(false);
    const log = await c.get('/api/admin/audit?limit=3');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['content.questionnaire_restored', 'content.questionnaire_archived', 'content.questionnaire_saved']);
  });

  it('an edit writes a new version the services name, while the order keeps the questions its customer answered', async () => {
    const c = await as(admin);
    const first = (await c.post('/api/admin/questionnaires', { name: 'Career v1', fields })).body.data;
    const serviceId = newId();
    await t.db.insert(schema.services).values({ id: serviceId, siteId: site.id, name: 'Resume', modules: [{ id: 'previous_document', title: 'Resume' }, { id: first._id, title: 'Questions' }] });
    const order = await t.factories.order(site, customer, { modules: [{ id: first._id, title: 'Questions' }, { id: 'final_document', title: 'Final' }] });
    const cust = await as(customer);
    const answered = await cust.post(`/api/customer/orders/${order.id}/complete_task`, { serviceType: 'questionnaire', taskId: first._id, serviceId: order.service._id, data: { role: 'Director', tone: 'Formal' } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const edited = await c.put(`/api/admin/questionnaires/${first._id}`, { name: 'Career v2', fields: [{ id: 'goal', type: 'textarea', text: 'Your goal?', required: true }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = edited.body.data;
    expect(second._id).not.toBe(first._id);

    const [service] = await t.db.select({ modules: schema.services.modules }).from(schema.services).where(eq(schema.services.id, serviceId));
    expect(service!.modules).toEqual([{ id: 'previous_document', title: 'Resume' }, { id: second._id, title: 'Questions' }]);
    const [oldRow] = await t.db.select().from(schema.questionnaires).where(eq(schema.questionnaires.id, first._id));
    expect(oldRow!.archivedAt).not.toBeNull();

    const seen = await cust.get(`/api/questionnaires/${order.id}/${first._id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.name).toBe('Career v1');
    expect(seen.body.data.fields.map((f: { id: string }) => f.id)).toEqual(['s1', 'role', 'tone']);
    expect(seen.body.answers).toMatchObject({ role: 'Director', tone: 'Formal' });
    // The replaced version is not edited again (409): one questionnaire has one current version.
    expect((await c.put(`/api/admin/questionnaires/${first._id}`, { name: 'Career v3', fields })).status).toBe(409);
  });

  it('refuses other roles (403), another site\'s questionnaire (404) and fields a customer could not answer (400), writing nothing', async () => {
    const mine = (await (await as(admin)).post('/api/admin/questionnaires', { name: 'Mine', fields })).body.data._id as string;
    const foreign = (await (await as(otherAdmin, other.host)).post('/api/admin/questionnaires', { name: 'Theirs', fields })).body.data._id as string;
    const body = { name: 'Changed', fields };
    const before = { questionnaires: await questionnaireRows(), audit: await auditRows() };

    for (const role of ['user', 'writer', 'reviewer'] as const) {
      const c = await as(await t.factories.user(site, role));
      for (const base of ['/api/admin/questionnaires', '/api/admin/surveys']) {
        expect((await c.get(base)).status).toBe(403);
        expect((await c.get(`${base}/${mine}`)).status).toBe(403);
        expect((await c.post(base, body)).status).toBe(403);
        expect((await c.put(`${base}/${mine}`, body)).status).toBe(403);
        expect((await c.post(`${base}/${mine}/archive`, { archived: true })).status).toBe(403);
      }
    }
    const c = await as(admin);
    expect((await c.get(`/api/admin/questionnaires/${foreign}`)).status).toBe(404);
    expect((await c.put(`/api/admin/questionnaires/${foreign}`, body)).status).toBe(404);
    expect((await c.post(`/api/admin/questionnaires/${foreign}/archive`, { archived: true })).status).toBe(404);
    // A survey's calls do not reach a questionnaire.
    expect((await c.put(`/api/admin/surveys/${mine}`, body)).status).toBe(404);

    const noQuestion = await c.post('/api/admin/questionnaires', { name: 'Empty', fields: [{ id: 's1', type: 'section', text: 'Only a title' }] });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.errors).toHaveProperty('fields');
    const blankLabel = await c.put(`/api/admin/questionnaires/${mine}`, { name: 'X', fields: [{ id: 'a', type: 'select', text: ' ', options: [] }] });
    expect(blankLabel.status).toBe(400);
    expect(blankLabel.body.errors).toHaveProperty(['fields.0.text']);
    expect(blankLabel.body.errors).toHaveProperty(['fields.0.options']);
    expect((await c.post('/api/admin/questionnaires', { name: 'Dup', fields: [fields[1], fields[1]] })).status).toBe(400);
    expect((await c.post('/api/admin/questionnaires', { name: 'Type', fields: [{ id: 'a', type: 'file', text: 'Upload' }] })).status).toBe(400);
    expect((await c.post('/api/admin/questionnaires', { name: ' ', fields })).status).toBe(400);

    expect({ questionnaires: await questionnaireRows(), audit: await auditRows() }).toEqual(before);
  });
});

describe('the admin\'s surveys', () => {
  it('creates a survey; an edit makes the packages name the new version while the order\'s survey stays', async () => {
    const c = await as(admin);
    const first = (await c.post('/api/admin/surveys', { name: 'Satisfaction', fields: [{ id: 'stars', type: 'radio', text: 'How was it?', options: ['Good', 'Bad'], required: true }] })).body.data;
    expect((await c.get('/api/admin/catalog')).body.surveys).toEqual([{ _id: first._id, name: 'Satisfaction' }]);
    const packageId = newId();
    await t.db.insert(schema.packages).values({ id: packageId, siteId: site.id, name: 'Pro', price: 100, currency: 'usd', serviceIds: [], surveyId: first._id });

    const second = (await c.put(`/api/admin/surveys/${first._id}`, { name: 'Satisfaction 2', fields: [{ id: 'why', type: 'textarea', text: 'Tell us more', required: true }] })).body.data;
    expect(second._id).not.toBe(first._id);
    const [pkg] = await t.db.select({ surveyId: schema.packages.surveyId }).from(schema.packages).where(eq(schema.packages.id, packageId));
    expect(pkg!.surveyId).toBe(second._id);
    const [oldRow] = await t.db.select().from(schema.questionnaires).where(eq(schema.questionnaires.id, first._id));
    expect(oldRow).toMatchObject({ name: 'Satisfaction', kind: 'survey' });
    const log = await c.get('/api/admin/audit?limit=1');
    expect(log.body.data[0]).toMatchObject({ action: 'content.survey_saved', target: { type: 'survey', _id: second._id } });
  });
});
