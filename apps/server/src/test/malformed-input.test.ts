import type { Role } from '@portal/domain/auth/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';
import type { TestClient } from './http-client';

/**
 * Every route, called by every role with bodies and paths no client would send: the answer is a
 * clear 4xx (or the route's normal answer), never a 5xx.
 */
let t: TestApp;
const clients: Partial<Record<Role, TestClient>> = {};
let orderId = '';

beforeAll(async () => {
  t = await startTestApp();
  const site = await t.factories.site('fuzz.test');
  const customer = await t.factories.user(site, 'user');
  const writer = await t.factories.user(site, 'writer');
  orderId = (await t.factories.order(site, customer, { writer })).id;
  for (const [role, user] of [['user', customer], ['writer', writer], ['reviewer', await t.factories.user(site, 'reviewer')], ['admin', await t.factories.user(site, 'admin')]] as const) {
    const { token } = await t.platform.sessions.create(user, false);
    clients[role] = t.client(site.host).withCookie('sid', token);
  }
});
afterAll(() => t.close());

const longText = 'x'.repeat(20_000);
const bodies: unknown[] = ['{"broken', [], [1, 2], 'null', 42, { $where: 'sleep(1)' }, { order_id: {}, serviceId: [], data: 'x', id: 1, email: 5, password: null }, { order_id: longText, data: { dataPdf: { key: '../../etc/passwd' } } }];
const pathValues = (orderIdValue: string) => ['zzzz', orderIdValue, '%00', 'a'.repeat(65), '..%2F..'];

function concrete(url: string, value: string): string {
  return url.replace(/:(\w+)\?/g, value).replace(/:(\w+)/g, value);
}

describe('malformed input', () => {
  it('never answers 5xx on any route, for any role', async () => {
    const failures: string[] = [];
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/auth/logout');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const role of ['user', 'writer', 'reviewer', 'admin'] as const) {
        for (const value of pathValues(orderId)) {
          const payloads = route.method === 'GET' ? [undefined] : bodies;
          for (const body of payloads) {
            const raw = typeof body === 'string';
            const res = await clients[role]!.request(route.method, concrete(route.url, value) + '?page=-1&limit=abc&archived=maybe', {
              body,
              headers: raw ? { 'content-type': 'application/json' } : {},
            });
            if (res.status >= 500) failures.push(`${role} ${route.method} ${route.url} [${value}] ${JSON.stringify(body)?.slice(0, 40)}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
