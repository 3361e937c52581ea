import { and, eq } from 'drizzle-orm';
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

const followUpModules = [
  { id: 'additional_questionnaire', title: 'Follow-up Questions' },
  { id: 'final_document', title: 'Final' },
];
const fields = [
  { id: 's1', type: 'section', text: 'More about you' },
  { id: 'q1', type: 'text', text: 'Which role next?', required: true, placeholder: 'e.g. CTO' },
  { id: 'q2', type: 'radio', text: 'Tone?', options: ['Formal', 'Casual'], required: false },
];

const base = (orderId: string) => `/api/writer/orders/${orderId}/additional_questionnaire`;
const paths = (orderId: string, serviceId: string) => ({
  view: `${base(orderId)}/${serviceId}`,
  publish: `${base(orderId)}/publish/${serviceId}`,
  copy: `${base(orderId)}/copy/${serviceId}`,
});

async function newOrder() {
  const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: followUpModules });
  return { order, p: paths(order.id, order.service._id), body: (data: unknown[]) => ({ id: order.id, service: order.service._id, data }) };
}

const rowsOf = (orderId: string) => t.db.select().from(s.additionalQuestionnaires).where(eq(s.additionalQuestionnaires.orderId, orderId));
const tasksOf = (orderId: string) => t.db.select().from(s.completedTasks).where(eq(s.completedTasks.orderId, orderId));

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('fu.test');
  other = await t.factories.site('fu-other.test');
  ({ u, as } = await signedInPeople(t, site, other));
});
afterAll(() => t.close());

describe('GET /api/writer/orders/:id/additional_questionnaire/:service', () => {
  it('says none exists yet, with the service and the order', async () => {
    const { order, p } = await newOrder();
    const res = await as.writer.get(p.view);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: null, status: 'none', fields: [], updatedAt: null, answered: false });
    expect(res.body.service).toEqual({ _id: order.service._id, serviceName: 'Resume Writing' });
    expect(res.body.orderData._id).toBe(order.id);
  });

  it('is for the assigned writer, reviewers and admins; 404 for another writer, another site or a service without a follow-up', async () => {
    const { order, p } = await newOrder();
    for (const who of ['writer', 'reviewer', 'admin'] as const) expect((await as[who].get(p.view)).status, who).toBe(200);
    expect((await as.writer2.get(p.view)).status).toBe(404);
    expect((await as.foreignWriter.get(p.view)).status).toBe(404);
    expect((await as.customer.get(p.view)).status).toBe(403);
    expect((await t.client(site.host).get(p.view)).status).toBe(401);
    expect((await as.writer.get(`${base(order.id)}/${newId()}`)).status).toBe(404);
    const plain = await t.factories.order(site, u.customer, { writer: u.writer });
    const res = await as.writer.get(paths(plain.id, plain.service._id).view);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This service has no follow-up questionnaire');
  });
});

describe('POST /api/writer/orders/:id/additional_questionnaire/:service (save the draft)', () => {
  it('saves a draft, normalized, and saves it again', async () => {
    const { order, p, body } = await newOrder();
    const res = await as.writer.post(p.view, body([...fields, { id: 'q3', type: 'text', text: '  ', placeholder: '', options: ['x'] }]));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved');
    expect(res.body.data).toMatchObject({ status: 'draft', answered: false });
    expect(res.body.data.fields[3]).toEqual({ id: 'q3', type: 'text', text: '', required: false });
    const again = await as.admin.post(p.view, body(fields.slice(1)));
    expect(again.status).toBe(200);
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual([fields[1], fields[2]]);
    expect((await as.reviewer.get(p.view)).body.data.fields).toHaveLength(2);
  });

  it('refuses bad bodies and foreign callers, and writes nothing', async () => {
    const { order, p, body } = await newOrder();
    for (const bad of [
      { ...body(fields), extra: 1 },
      body([{ id: 'q1', type: 'file', text: 'x' }]),
      body([{ id: 'q1', type: 'text', text: 'a' }, { id: 'q1', type: 'text', text: 'b' }]),
      { id: newId(), service: order.service._id, data: fields },
      { id: order.id, service: newId(), data: fields },
    ]) {
      expect((await as.writer.post(p.view, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await as.reviewer.post(p.view, body(fields))).status).toBe(403);
    expect((await as.customer.post(p.view, body(fields))).status).toBe(403);
    expect((await as.writer2.post(p.view, body(fields))).status).toBe(404);
    expect((await as.foreignWriter.post(p.view, body(fields))).status).toBe(404);
    expect(await rowsOf(order.id)).toEqual([]);
  });
});

describe('POST .../publish/:service', () => {
  it('sends the draft: published, the sent task recorded, the customer notified, then the customer answers and the writer is notified', async () => {
    const { order, p, body } = await newOrder();
    await as.writer.post(p.view, body(fields));
    const res = await as.writer.post(p.publish);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'published', answered: false });
    expect((await tasksOf(order.id)).map((task) => task.taskId)).toEqual(['additional_questionnaire_submitted']);
    const [row] = await t.db.select({ p: s.orders.statusPercentage }).from(s.orders).where(eq(s.orders.id, order.id));
    expect(row!.p).toBe(0);

    // Published is final: no more edits, copies or second publish.
    expect((await as.writer.post(p.view, body(fields))).status).toBe(409);
    expect((await as.writer.post(p.publish)).status).toBe(409);

    const customerView = await as.customer.get(`/api/questionnaires/${order.id}/additional_questionnaire/${order.service._id}`);
    expect(customerView.status).toBe(200);
    expect(customerView.body.data.fields.map((f: { id: string }) => f.id)).toEqual(['s1', 'q1', 'q2']);
    const answer = await as.customer.post(`/api/customer/orders/${order.id}/complete_task`, { serviceType: 'additional_questionnaire', taskId: 'additional_questionnaire', serviceId: order.service._id, data: { q1: 'Head of Product', q2: 'Formal' } });
    expect(answer.status).toBe(200);
    expect(answer.body.statusPercentage).toBe(50);
    expect((await as.writer.get(p.view)).body.data.answered).toBe(true);

    const answers = await as.writer.get(`/api/writer/questionnaires-answers/${order.id}/additional_questionnaire/${order.service._id}`);
    expect(answers.status).toBe(200);
    expect(answers.body.data.sections).toEqual([
      { title: 'More about you', items: [
        { id: 'q1', question: 'Which role next?', type: 'text', answer: 'Head of Product' },
        { id: 'q2', question: 'Tone?', type: 'radio', answer: 'Formal' },
      ] },
    ]);
    expect((await as.writer2.get(`/api/writer/questionnaires-answers/${order.id}/additional_questionnaire/${order.service._id}`)).status).toBe(404);
    expect((await as.customer.get(`/api/writer/questionnaires-answers/${order.id}/additional_questionnaire/${order.service._id}`)).status).toBe(403);

    await t.platform.events.drain();
    const notes = await t.db.select().from(s.notifications).where(eq(s.notifications.orderId, order.id));
    expect(notes.map((n) => [n.userId, (n.data as { action: string }).action])).toEqual(
      expect.arrayContaining([[u.customer.id, 'follow_up_sent'], [u.writer.id, 'follow_up_answered']]),
    );
    expect(t.mails.some((m) => m.subject.includes('a few more questions'))).toBe(true);
  });

  it('refuses a draft the customer could not answer, naming each problem, and changes nothing', async () => {
    const { order, p, body } = await newOrder();
    expect((await as.writer.post(p.publish)).body.errors).toEqual({ 'data.fields': 'Add at least one question' });
    await as.writer.post(p.view, body([{ id: 'q1', type: 'select', text: '', options: [] }]));
    const res = await as.writer.post(p.publish);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'data.0.text': 'Enter the question', 'data.0.options': 'Add at least one option' });
    expect((await rowsOf(order.id))[0]!.status).toBe('draft');
    expect(await tasksOf(order.id)).toEqual([]);
    const outbox = await t.db.select().from(s.outbox).where(and(eq(s.outbox.siteId, site.id), eq(s.outbox.type, 'follow_up_sent')));
    expect(outbox.every((r) => (r.payload as { orderId: string }).orderId !== order.id)).toBe(true);
  });

  it('is refused to reviewers, customers, other writers and sites', async () => {
    const { order, p, body } = await newOrder();
    await as.writer.post(p.view, body(fields));
    expect((await as.reviewer.post(p.publish)).status).toBe(403);
    expect((await as.customer.post(p.publish)).status).toBe(403);
    expect((await as.writer2.post(p.publish)).status).toBe(404);
    expect((await as.foreignWriter.post(p.publish)).status).toBe(404);
    expect((await rowsOf(order.id))[0]!.status).toBe('draft');
    expect(await tasksOf(order.id)).toEqual([]);
  });
});

describe('POST .../copy/:service', () => {
  it('replaces the draft with a published template of the site; refuses drafts, other sites and published follow-ups', async () => {
    const { order, p, body } = await newOrder();
    const create = async (client: TestClient, name: string) => (await client.post('/api/writer/questionnaire-template/create', { name })).body.data._id as string;
    const template = await create(as.writer2, 'Career change');
    expect((await as.writer.post(p.copy, { template })).status).toBe(422);
    await as.writer2.post('/api/writer/questionnaire-template/template', { key: template, data: fields });
    await as.writer2.post('/api/writer/questionnaire-template/publish', { key: template, name: 'Career change' });
    await as.writer.post(p.view, body([{ id: 'old', type: 'text', text: 'Old question' }]));

    expect((await as.reviewer.post(p.copy, { template })).status).toBe(403);
    expect((await as.writer2.post(p.copy, { template })).status).toBe(404);
    const copied = await as.writer.post(p.copy, { template });
    expect(copied.status).toBe(200);
    expect(copied.body.data.fields.map((f: { id: string }) => f.id)).toEqual(['s1', 'q1', 'q2']);
    expect(copied.body.data.status).toBe('draft');

    const foreign = await create(as.foreignWriter, 'Elsewhere');
    expect((await as.writer.post(p.copy, { template: foreign })).status).toBe(404);
    expect((await as.writer.post(p.copy, { template: newId() })).status).toBe(404);
    expect((await as.writer.post(p.copy, { template, extra: 1 })).status).toBe(400);

    await as.writer.post(p.publish);
    expect((await as.writer.post(p.copy, { template })).status).toBe(409);
    expect((await rowsOf(order.id))[0]!.fields).toHaveLength(3);
  });
});
