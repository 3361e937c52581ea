import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, surveyResponses } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let customer2: TestUser;
let writer: TestUser;
let reviewer: TestUser;
let foreign: TestUser;
let surveyId: string;

const surveyFields = [
  { id: 's1', type: 'section', text: 'Your experience' },
  { id: 'satisfaction', type: 'radio', text: 'How satisfied are you?', options: ['Very satisfied', 'Neutral', 'Unsatisfied'], required: true },
  { id: 'recommend', type: 'select', text: 'Would you recommend us?', options: ['Yes', 'No'], required: true },
  { id: 's2', type: 'section', text: 'Anything else?' },
  { id: 'comments', type: 'textarea', text: 'Comments' },
];
const valid = { satisfaction: 'Very satisfied', recommend: 'Yes', comments: 'Great work' };

async function as(who: TestUser, host = site.host): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(who.email);
  return c;
}

/** An order whose package names `survey` as its feedback survey. */
async function orderWithSurvey(owner: TestUser, survey: string | null = surveyId) {
  const order = await t.factories.order(site, owner, { writer });
  const [row] = await t.db.select({ pkg: orders.package }).from(orders).where(eq(orders.id, order.id));
  const pkg = row!.pkg as Record<string, unknown>;
  await t.db.update(orders).set({ package: { ...pkg, ...(survey ? { surveyDetails: { _id: survey } } : {}) } }).where(eq(orders.id, order.id));
  return order;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('survey.test');
  other = await t.factories.site('survey-other.test');
  customer = await t.factories.user(site, 'user');
  customer2 = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  foreign = await t.factories.user(other, 'user');
  surveyId = (await t.factories.questionnaire(site, surveyFields, { name: 'Satisfaction Survey', kind: 'survey' })).id;
});
afterAll(() => t.close());

describe('GET /api/orders/:orderId/survey/:surveyId', () => {
  it('answers the order’s survey to its customer', async () => {
    const order = await orderWithSurvey(customer);
    const res = await (await as(customer)).get(`/api/orders/${order.id}/survey/${surveyId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: surveyId, name: 'Satisfaction Survey' });
    expect(res.body.data.fields).toHaveLength(surveyFields.length);
    expect(res.body.surveySubmitted).toBe(false);
  });

  it('is 404 for a survey the package does not name, an order without one, another customer or site', async () => {
    const order = await orderWithSurvey(customer);
    const c = await as(customer);
    const otherSurvey = (await t.factories.questionnaire(site, surveyFields, { kind: 'survey' })).id;
    expect((await c.get(`/api/orders/${order.id}/survey/${otherSurvey}`)).status).toBe(404);
    const without = await orderWithSurvey(customer, null);
    expect((await c.get(`/api/orders/${without.id}/survey/${surveyId}`)).status).toBe(404);
    expect((await (await as(customer2)).get(`/api/orders/${order.id}/survey/${surveyId}`)).status).toBe(404);
    expect((await (await as(foreign, other.host)).get(`/api/orders/${order.id}/survey/${surveyId}`)).status).toBe(404);
    // A package naming another site's survey still gets nothing.
    const foreignSurvey = (await t.factories.questionnaire(other, surveyFields, { kind: 'survey' })).id;
    const pointing = await orderWithSurvey(customer, foreignSurvey);
    expect((await c.get(`/api/orders/${pointing.id}/survey/${foreignSurvey}`)).status).toBe(404);
  });

  it('is for customers only', async () => {
    const order = await orderWithSurvey(customer);
    expect((await (await as(writer)).get(`/api/orders/${order.id}/survey/${surveyId}`)).status).toBe(403);
    expect((await (await as(reviewer)).get(`/api/orders/${order.id}/survey/${surveyId}`)).status).toBe(403);
    expect((await t.client(site.host).get(`/api/orders/${order.id}/survey/${surveyId}`)).status).toBe(401);
  });
});

describe('POST /api/orders/:orderId/:surveyId/feedback-confirmation', () => {
  it('stores the answers once, marks the order’s survey submitted, and refuses a second submission', async () => {
    const order = await orderWithSurvey(customer);
    const c = await as(customer);
    const path = `/api/orders/${order.id}/${surveyId}/feedback-confirmation`;
    const res = await c.post(path, { survey: { ...valid, unknown: 'dropped' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Thanks!' });
    const stored = await t.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ surveyId, siteId: site.id, answers: valid });
    const [row] = await t.db.select({ submitted: orders.surveySubmitted }).from(orders).where(eq(orders.id, order.id));
    expect(row!.submitted).toBe(true);
    expect((await c.get(`/api/orders/${order.id}/survey/${surveyId}`)).body.surveySubmitted).toBe(true);

    const again = await c.post(path, { survey: valid });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id))).toHaveLength(1);
  });

  it('refuses invalid answers per field and writes nothing', async () => {
    const order = await orderWithSurvey(customer);
    const c = await as(customer);
    const path = `/api/orders/${order.id}/${surveyId}/feedback-confirmation`;
    const empty = await c.post(path, { survey: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ 'survey.satisfaction': 'This field is required', 'survey.recommend': 'This field is required' });
    const wrong = await c.post(path, { survey: { ...valid, recommend: 'Never' } });
    expect(wrong.body.errors).toEqual({ 'survey.recommend': 'Choose one of the options' });
    for (const body of [{}, { survey: 'x' }, { survey: valid, extra: 1 }, { survey: { satisfaction: 3 } }]) {
      expect((await c.post(path, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id))).toEqual([]);
    const [row] = await t.db.select({ submitted: orders.surveySubmitted }).from(orders).where(eq(orders.id, order.id));
    expect(row!.submitted).toBe(false);
  });

  it('is the order’s customer’s alone', async () => {
    const order = await orderWithSurvey(customer);
    const path = `/api/orders/${order.id}/${surveyId}/feedback-confirmation`;
    expect((await (await as(writer)).post(path, { survey: valid })).status).toBe(403);
    expect((await (await as(reviewer)).post(path, { survey: valid })).status).toBe(403);
    expect((await (await as(customer2)).post(path, { survey: valid })).status).toBe(404);
    expect((await (await as(foreign, other.host)).post(path, { survey: valid })).status).toBe(404);
    expect((await t.client(site.host).post(path, { survey: valid })).status).toBe(401);
    const otherSurvey = (await t.factories.questionnaire(site, surveyFields, { kind: 'survey' })).id;
    expect((await (await as(customer)).post(`/api/orders/${order.id}/${otherSurvey}/feedback-confirmation`, { survey: valid })).status).toBe(404);
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id))).toEqual([]);
  });
});
