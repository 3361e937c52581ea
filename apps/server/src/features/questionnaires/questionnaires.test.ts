import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { additionalQuestionnaires, completedTasks, drafts, orders } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
const u = {} as Record<'customer' | 'customer2' | 'writer' | 'writer2' | 'reviewer' | 'admin' | 'foreign', TestUser>;
let questionnaireId: string;
let defaultId: string;

const fields = [
  { id: 'intro', type: 'paragraph', text: 'Help us understand you.' },
  { id: 's1', type: 'section', text: 'About you' },
  { id: 'role', type: 'text', text: 'Target role?', required: true },
  { id: 'mail', type: 'email', text: 'Your email?', required: true },
  { id: 'start', type: 'date', text: 'Start date?' },
  { id: 's2', type: 'section', text: 'Style' },
  { id: 'story', type: 'textarea', text: 'Your story', required: true },
  { id: 'level', type: 'select', text: 'Level?', options: ['Junior', 'Senior'], required: true },
  { id: 'tone', type: 'radio', text: 'Tone?', options: ['Formal', 'Casual'], required: true },
  { id: 'extras', type: 'checkbox', text: 'Extras?', options: ['Awards', 'Languages'] },
];
const valid = { role: 'Director', mail: 'jo@example.com', start: '2027-01-15', story: 'Long story', level: 'Senior', tone: 'Formal', extras: ['Awards'] };

const modules = (qid: string) => [
  { id: qid, title: 'Career Questionnaire' },
  { id: 'previous_document', title: 'Previous document' },
  { id: 'final_document', title: 'Final' },
];

async function as(who: TestUser, host = site.host): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(who.email);
  return c;
}

const complete = (c: TestClient, orderId: string, body: Record<string, unknown>) => c.post(`/api/customer/orders/${orderId}/complete_task`, { serviceType: 'questionnaire', ...body });

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('q.test');
  other = await t.factories.site('q-other.test');
  const roles = { customer: 'user', customer2: 'user', writer: 'writer', writer2: 'writer', reviewer: 'reviewer', admin: 'admin' } as const;
  for (const [name, role] of Object.entries(roles)) u[name as keyof typeof roles] = await t.factories.user(site, role);
  u.foreign = await t.factories.user(other, 'user');
  questionnaireId = (await t.factories.questionnaire(site, fields, { name: 'Career Questionnaire' })).id;
  defaultId = (await t.factories.questionnaire(site, fields, { name: 'Default one', isDefault: true })).id;
});
afterAll(() => t.close());

describe('GET /api/questionnaires/:id/:questionnaire_id/:service?', () => {
  it('answers the questionnaire, its service and the order, with no answers yet', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const c = await as(u.customer);
    for (const path of [`/api/questionnaires/${order.id}/${questionnaireId}`, `/api/questionnaires/${order.id}/${questionnaireId}/${order.service._id}`]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.data).toMatchObject({ _id: questionnaireId, name: 'Career Questionnaire', isDefault: false });
      expect(res.body.data.fields).toHaveLength(fields.length);
      expect(res.body.service).toEqual({ _id: order.service._id, serviceName: 'Resume Writing' });
      expect(res.body.orderData).toMatchObject({ _id: order.id, statusPercentage: 0 });
      expect(res.body.answers).toBeUndefined();
      expect(res.body.answersLocked).toBe(false);
    }
  });

  it('lets the assigned writer, reviewers and admins read it; not another writer, customer or site', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const path = `/api/questionnaires/${order.id}/${questionnaireId}`;
    for (const who of [u.writer, u.reviewer, u.admin]) expect((await (await as(who)).get(path)).status).toBe(200);
    for (const who of [u.writer2, u.customer2]) expect((await (await as(who)).get(path)).status).toBe(404);
    expect((await (await as(u.foreign, other.host)).get(path)).status).toBe(404);
    expect((await t.client(site.host).get(path)).status).toBe(401);
  });

  it('is 404 for a questionnaire that is not a module of the order or of the service', async () => {
    const order = await t.factories.order(site, u.customer, { modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const unrelated = (await t.factories.questionnaire(site, fields)).id;
    const foreignQuestionnaire = (await t.factories.questionnaire(other, fields)).id;
    for (const path of [
      `/api/questionnaires/${order.id}/${unrelated}`,
      `/api/questionnaires/${order.id}/${questionnaireId}/${newId()}`,
      `/api/questionnaires/${order.id}/previous_document`,
      `/api/questionnaires/${order.id}/additional_questionnaire`,
      `/api/questionnaires/${newId()}/${questionnaireId}`,
    ]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(404);
    }
    // Even listed as a module, another site's questionnaire is never served.
    const foreignOrder = await t.factories.order(site, u.customer, { modules: modules(foreignQuestionnaire) });
    expect((await c.get(`/api/questionnaires/${foreignOrder.id}/${foreignQuestionnaire}`)).status).toBe(404);
  });

  it('hides a hidden order from its customer', async () => {
    const order = await t.factories.order(site, u.customer, { modules: modules(questionnaireId), hideOrder: true });
    expect((await (await as(u.customer)).get(`/api/questionnaires/${order.id}/${questionnaireId}`)).status).toBe(404);
  });
});

describe('POST /api/customer/orders/:id/complete_task', () => {
  it('records the answers, raises progress and returns the previous answers afterwards', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const res = await complete(c, order.id, { taskId: questionnaireId, serviceId: order.service._id, data: { ...valid, extras: 'Languages', stray: 'dropped' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Completed Successfully', statusPercentage: 33 });
    const [task] = await t.db.select().from(completedTasks).where(eq(completedTasks.orderId, order.id));
    expect(task).toMatchObject({ taskId: questionnaireId, serviceId: order.service._id, serviceType: 'questionnaire' });
    expect(task!.data).toEqual({ ...valid, extras: ['Languages'] });
    const view = await c.get(`/api/questionnaires/${order.id}/${questionnaireId}`);
    expect(view.body.answers).toEqual({ ...valid, extras: ['Languages'] });
    expect(view.body.orderData.statusPercentage).toBe(33);
    expect(view.body.orderData.completed_tasks).toEqual([{ taskId: questionnaireId, serviceId: order.service._id, serviceType: 'questionnaire' }]);
  });

  it('refuses invalid answers field by field and writes nothing', async () => {
    const order = await t.factories.order(site, u.customer, { modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const send = (data: Record<string, unknown>) => complete(c, order.id, { taskId: questionnaireId, serviceId: order.service._id, data });
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please check your answers');
    expect(empty.body.errors).toEqual({
      'data.role': 'This field is required',
      'data.mail': 'This field is required',
      'data.story': 'This field is required',
      'data.level': 'This field is required',
      'data.tone': 'This field is required',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mail: 'not-an-email' }, 'data.mail', 'Enter a valid email'],
      [{ role: '   ' }, 'data.role', 'This field is required'],
      [{ start: '2027-13-01' }, 'data.start', 'Enter a valid date'],
      [{ start: '01/15/2027' }, 'data.start', 'Enter a valid date'],
      [{ level: 'Chief' }, 'data.level', 'Choose one of the options'],
      [{ tone: 'Loud' }, 'data.tone', 'Choose one of the options'],
      [{ extras: ['Awards', 'Hobbies'] }, 'data.extras', 'Choose one of the options'],
      [{ role: ['a', 'list'] }, 'data.role', 'This field is required'],
    ];
    for (const [change, key, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toEqual({ [key]: message });
    }
    for (const body of [
      { taskId: questionnaireId, serviceId: order.service._id, data: 'text' },
      { taskId: questionnaireId, serviceId: order.service._id, data: { role: 5 } },
      { taskId: questionnaireId, serviceId: order.service._id, data: valid, extra: true },
      { taskId: questionnaireId, data: valid },
      { taskId: '../x', serviceId: order.service._id, data: valid },
    ]) {
      expect((await complete(c, order.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.select().from(completedTasks).where(eq(completedTasks.orderId, order.id))).toEqual([]);
    const [row] = await t.db.select({ p: orders.statusPercentage }).from(orders).where(eq(orders.id, order.id));
    expect(row!.p).toBe(0);
  });

  it('is 404 for a questionnaire or service not in the order and 422 for a module that is not a questionnaire', async () => {
    const order = await t.factories.order(site, u.customer, { modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const unrelated = (await t.factories.questionnaire(site, fields)).id;
    expect((await complete(c, order.id, { taskId: unrelated, serviceId: order.service._id, data: valid })).status).toBe(404);
    expect((await complete(c, order.id, { taskId: questionnaireId, serviceId: newId(), data: valid })).status).toBe(404);
    expect((await complete(c, order.id, { taskId: 'additional_questionnaire', serviceId: order.service._id, data: valid })).status).toBe(404);
    const notQuestionnaire = await complete(c, order.id, { taskId: 'previous_document', serviceId: order.service._id, data: {} });
    expect(notQuestionnaire.status).toBe(422);
    expect((await complete(c, order.id, { taskId: 'additional_questionnaire_submitted', serviceId: order.service._id, data: {} })).status).toBe(422);
  });

  it('is for the order’s customer only', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const body = { taskId: questionnaireId, serviceId: order.service._id, data: valid };
    for (const who of [u.writer, u.reviewer, u.admin]) expect((await complete(await as(who), order.id, body)).status).toBe(403);
    expect((await complete(await as(u.customer2), order.id, body)).status).toBe(404);
    expect((await complete(await as(u.foreign, other.host), order.id, body)).status).toBe(404);
    expect((await complete(t.client(site.host), order.id, body)).status).toBe(401);
    expect(await t.db.select().from(completedTasks).where(eq(completedTasks.orderId, order.id))).toEqual([]);
  });

  it('accepts DefaultQuestionSubmitted only for the site’s default questionnaire and records it', async () => {
    const order = await t.factories.order(site, u.customer, { modules: [...modules(questionnaireId), { id: defaultId, title: 'Default' }] });
    const c = await as(u.customer);
    const refused = await complete(c, order.id, { taskId: questionnaireId, serviceId: order.service._id, data: valid, DefaultQuestionSubmitted: true });
    expect(refused.status).toBe(422);
    const accepted = await complete(c, order.id, { taskId: defaultId, serviceId: order.service._id, data: valid, DefaultQuestionSubmitted: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.statusPercentage).toBe(25);
    const [task] = await t.db.select().from(completedTasks).where(and(eq(completedTasks.orderId, order.id), eq(completedTasks.taskId, defaultId)));
    expect(task!.data).toMatchObject({ DefaultQuestionSubmitted: true, role: 'Director' });
    const view = await c.get(`/api/questionnaires/${order.id}/${defaultId}`);
    expect(view.body.data.isDefault).toBe(true);
    expect(view.body.answers).toEqual(valid);
  });

  it('replaces the answers on a new submission until the writer delivers a draft made from them', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const base = { taskId: questionnaireId, serviceId: order.service._id };
    expect((await complete(c, order.id, { ...base, data: valid })).status).toBe(200);
    const again = await complete(c, order.id, { ...base, data: { ...valid, role: 'Chief Executive' } });
    expect(again.body.statusPercentage).toBe(33);
    expect((await c.get(`/api/questionnaires/${order.id}/${questionnaireId}`)).body.answers.role).toBe('Chief Executive');

    await t.db.insert(drafts).values({ id: newId(), siteId: site.id, orderId: order.id, serviceId: order.service._id, data: {}, createdAt: new Date(Date.now() + 1000) });
    const view = await c.get(`/api/questionnaires/${order.id}/${questionnaireId}`);
    expect(view.body.answersLocked).toBe(true);
    const locked = await complete(c, order.id, { ...base, data: { ...valid, role: 'Intern' } });
    expect(locked.status).toBe(409);
    expect((await c.get(`/api/questionnaires/${order.id}/${questionnaireId}`)).body.answers.role).toBe('Chief Executive');
  });
});

describe('the follow-up (additional) questionnaire', () => {
  it('is served and answered only once the writer published it', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: [{ id: 'additional_questionnaire', title: 'Follow-up Questions' }, { id: 'final_linkedin', title: 'LinkedIn' }] });
    const c = await as(u.customer);
    const path = `/api/questionnaires/${order.id}/additional_questionnaire/${order.service._id}`;
    const body = { taskId: 'additional_questionnaire', serviceId: order.service._id, data: { more: 'yes' } };
    expect((await c.get(path)).status).toBe(404);
    const followUpFields = [{ id: 'more', type: 'text', text: 'Anything more?', required: true }];
    const rowId = newId();
    await t.db.insert(additionalQuestionnaires).values({ id: rowId, siteId: site.id, orderId: order.id, serviceId: order.service._id, status: 'draft', fields: followUpFields });
    expect((await c.get(path)).status).toBe(404);
    expect((await complete(c, order.id, body)).status).toBe(404);

    await t.db.update(additionalQuestionnaires).set({ status: 'published' }).where(eq(additionalQuestionnaires.id, rowId));
    const view = await c.get(path);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ _id: rowId, name: 'Follow-up Questions', isDefault: false, fields: [{ id: 'more', type: 'text' }] });
    expect((await complete(c, order.id, { ...body, data: {} })).body.errors).toEqual({ 'data.more': 'This field is required' });
    const done = await complete(c, order.id, body);
    expect(done.body.statusPercentage).toBe(50);
    const answers = await c.get(`/api/questionnaires-answers/${order.id}/additional_questionnaire/${order.service._id}`);
    expect(answers.body.data.sections).toEqual([{ title: '', items: [{ id: 'more', question: 'Anything more?', type: 'text', answer: 'yes' }] }]);
  });
});

describe('GET /api/questionnaires-answers/:id/:questionnaire_id/:service?', () => {
  it('groups the questions and answers by section, and says when nothing was answered yet', async () => {
    const order = await t.factories.order(site, u.customer, { writer: u.writer, modules: modules(questionnaireId) });
    const c = await as(u.customer);
    const path = `/api/questionnaires-answers/${order.id}/${questionnaireId}`;
    const before = await c.get(path);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ name: 'Career Questionnaire', answered: false, submittedAt: null });
    expect(before.body.data.sections.flatMap((s: { items: { answer: unknown }[] }) => s.items.map((i) => i.answer)).every((a: unknown) => a === null)).toBe(true);

    await complete(c, order.id, { taskId: questionnaireId, serviceId: order.service._id, data: { ...valid, start: '' } });
    const after = await c.get(`${path}/${order.service._id}`);
    expect(after.body.data.answered).toBe(true);
    expect(after.body.orderData._id).toBe(order.id);
    expect(after.body.data.sections).toEqual([
      {
        title: 'About you',
        items: [
          { id: 'role', question: 'Target role?', type: 'text', answer: 'Director' },
          { id: 'mail', question: 'Your email?', type: 'email', answer: 'jo@example.com' },
          { id: 'start', question: 'Start date?', type: 'date', answer: '' },
        ],
      },
      {
        title: 'Style',
        items: [
          { id: 'story', question: 'Your story', type: 'textarea', answer: 'Long story' },
          { id: 'level', question: 'Level?', type: 'select', answer: 'Senior' },
          { id: 'tone', question: 'Tone?', type: 'radio', answer: 'Formal' },
          { id: 'extras', question: 'Extras?', type: 'checkbox', answer: ['Awards'] },
        ],
      },
    ]);
    expect((await (await as(u.writer)).get(path)).status).toBe(200);
    expect((await (await as(u.reviewer)).get(path)).status).toBe(200);
    expect((await (await as(u.writer2)).get(path)).status).toBe(404);
    expect((await (await as(u.customer2)).get(path)).status).toBe(404);
    expect((await (await as(u.foreign, other.host)).get(path)).status).toBe(404);
  });
});
