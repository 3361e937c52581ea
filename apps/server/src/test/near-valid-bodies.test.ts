import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/domain/auth/calls';
import type { CallContract } from '@portal/domain/call';
import * as accountCalls from '@portal/domain/account/calls';
import * as authCalls from '@portal/domain/auth/calls';
import * as contractCalls from '@portal/domain/contracts/calls';
import * as documentCalls from '@portal/domain/documents/calls';
import * as orderCalls from '@portal/domain/orders/calls';
import * as profileCalls from '@portal/domain/profiles/calls';
import * as questionnaireCalls from '@portal/domain/questionnaires/calls';
import * as reviewerCalls from '@portal/domain/reviewer-orders/calls';
import * as surveyCalls from '@portal/domain/surveys/calls';
import * as writerCalls from '@portal/domain/writer-orders/calls';
import * as writerDetailCalls from '@portal/domain/writer-orders/detail-calls';
import { buildPath } from '@portal/domain/call';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { accessDecision } from '../platform/http/route';
import { ACCESS_TABLE } from './access-table';
import { bodyFor, type IdPool } from './near-valid';
import { startTestApp, type TestApp } from './test-app';
import type { TestUser } from './factories';

/**
 * Every call with a contract, by every role, with bodies generated from that contract (fast-check)
 * and ids of this caller's own order, another customer's, another writer's and another site's:
 * never a 5xx; a refusal writes nothing (every table counted before and after); and no caller ever
 * gets a 2xx for a request naming an order that is not theirs to see.
 */
let t: TestApp;
const callers: Partial<Record<Role, TestUser>> = {};
type OrderIds = { id: string; serviceId: string };
let own: OrderIds;
let otherCustomers: OrderIds;
let otherSite: OrderIds;
let questionnaireId = '';
let surveyId = '';

const modules = [MODULE_IDS.previousDocument, MODULE_IDS.revisionProcess, MODULE_IDS.finalDocument, MODULE_IDS.finalLinkedin].map((id) => ({ id, title: id }));

beforeAll(async () => {
  t = await startTestApp();
  const site = await t.factories.site('bodies.test');
  const foreign = await t.factories.site('bodies-foreign.test');
  for (const role of ['user', 'writer', 'reviewer', 'admin'] as const) callers[role] = await t.factories.user(site, role);
  const otherCustomer = await t.factories.user(site, 'user');
  const otherWriter = await t.factories.user(site, 'writer');
  const mine = await t.factories.order(site, callers.user!, { writer: callers.writer!, modules });
  const theirs = await t.factories.order(site, otherCustomer, { writer: otherWriter, modules });
  const far = await t.factories.order(foreign, await t.factories.user(foreign, 'user'), { writer: await t.factories.user(foreign, 'writer'), modules });
  own = { id: mine.id, serviceId: mine.service._id };
  otherCustomers = { id: theirs.id, serviceId: theirs.service._id };
  otherSite = { id: far.id, serviceId: far.service._id };
  questionnaireId = (await t.factories.questionnaire(site, [{ type: 'text', name: 'q1', label: 'Q1' }])).id;
  surveyId = (await t.factories.questionnaire(site, [{ type: 'text', name: 's1', label: 'S1' }], { kind: 'survey' })).id;
});
afterAll(() => t.close());

/** The orders a role may not see: reviewers and admins see every order of their own site. */
const foreignTo = (role: Role) => (role === 'user' || role === 'writer' ? [otherCustomers, otherSite] : [otherSite]);

const idPool =
  (role: Role): IdPool =>
  (field) => {
    const orders = [own, ...foreignTo(role)];
    if (['id', 'orderId', 'order_id'].includes(field)) return orders.map((o) => o.id);
    if (['serviceId', 'service'].includes(field)) return orders.map((o) => o.serviceId);
    if (field === 'questionnaire_id') return [questionnaireId];
    if (field === 'surveyId') return [surveyId];
    return null;
  };

const contracts = [authCalls, accountCalls, contractCalls, documentCalls, orderCalls, profileCalls, questionnaireCalls, reviewerCalls, surveyCalls, writerCalls, writerDetailCalls]
  .flatMap((m) => Object.values(m))
  .filter((v): v is CallContract => typeof v === 'object' && v !== null && 'method' in v && 'path' in v)
  // Sign-in and reset flows answer for anyone and are tested on their own.
  .filter((c) => !c.path.startsWith('/api/auth/') && !c.path.startsWith('/api/autologin'));

/** node-postgres answers `{ rows }`, PGlite the same; keep one shape. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let countAll: ReturnType<typeof sql.raw> | null = null;

/** Every table's row count, in one query (built once: one round trip per check, not one per table). */
async function rowCounts(): Promise<Record<string, number>> {
  await t.platform.background.drain();
  await t.platform.events.drain();
  if (!countAll) {
    const tables = rowsOf<{ table_name: string }>(
      await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'sessions', '__drizzle_migrations') order by table_name`),
    );
    countAll = sql.raw(`select ${tables.map(({ table_name }) => `(select count(*)::int from "${table_name}") as "${table_name}"`).join(', ')}`);
  }
  return rowsOf<Record<string, number>>(await t.db.execute(countAll))[0]!;
}

describe('near-valid bodies from every contract', () => {
  it('covers the calls that take input', () => {
    expect(contracts.filter((c) => c.body).length).toBeGreaterThan(10);
  });

  for (const role of ['user', 'writer', 'reviewer', 'admin'] as const) {
    it(`as ${role}: no 5xx, nothing written when refused, nothing of others answered`, async () => {
      const { token } = await t.platform.sessions.create(callers[role]!, false);
      const client = t.client('bodies.test').withCookie('sid', token);
      const failures: string[] = [];
      let accepted = 0;
      const foreignIds = new Set(foreignTo(role).flatMap((o) => [o.id, o.serviceId]));
      for (const contract of contracts) {
        const paramNames = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const params = fc.record(Object.fromEntries(paramNames.map((p) => [p, fc.constantFrom(...(idPool(role)(p) ?? ['zzzz']))])));
        const allowed = accessDecision(ACCESS_TABLE[`${contract.method} ${contract.path}`], { role } as never) === 'ok';
        const samples = fc.sample(fc.tuple(params, bodyFor(contract.body, idPool(role))), { numRuns: allowed ? 12 : 3, seed: 20261123 });
        for (const [p, body] of samples) {
          const path = buildPath(contract.path, p as Record<string, string>);
          const before = await rowCounts();
          const res = await client.request(contract.method, path, { body: contract.method === 'GET' ? undefined : (body ?? {}) });
          const what = `${contract.method} ${path} ${JSON.stringify(body)?.slice(0, 160)}`;
          if (res.status < 300) accepted += 1;
          if (res.status >= 500) failures.push(`${what}: ${res.status}`);
          if (res.status >= 400) {
            const after = await rowCounts();
            if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${what}: refused with ${res.status} but wrote rows`);
          }
          const namesForeign = [...foreignIds].some((id) => path.includes(id) || JSON.stringify(body ?? '').includes(id));
          if (namesForeign && res.status < 300) failures.push(`${what}: answered ${res.status} for another's order`);
          // A read of another's order, by a role the route admits, is simply not found.
          const pathNamesForeign = [...foreignIds].some((id) => path.includes(id));
          if (contract.method === 'GET' && allowed && pathNamesForeign && res.status !== 404) failures.push(`${what}: answered ${res.status}, expected 404 for another's order`);
        }
      }
      expect(failures).toEqual([]);
      // The generated input reaches the handlers, not only the validator.
      expect(accepted).toBeGreaterThan(5);
    }, 240_000);
  }
});
