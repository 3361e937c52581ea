import type { Role } from '@portal/domain/auth/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDecision } from '../platform/http/route';
import { ACCESS_TABLE, PUBLIC_WRITES } from './access-table';
import { startTestApp, type TestApp } from './test-app';
import type { TestClient } from './http-client';

/**
 * Every registered route x every role x a foreign site x three spellings of its path. The expected
 * answer comes from the hand-written ACCESS_TABLE, not from the route's own declaration, so a wrong
 * policy fails here as surely as a missing one. A caller outside the table's list is refused by the
 * server (401 anonymous, 403 wrong role) whatever the client shows; a session from another site
 * counts as no session at all; `/%61pi/...` and `http://host/api/...` reach the same route and so
 * must get the same answer as `/api/...`.
 */
let t: TestApp;
const roles: Role[] = ['user', 'writer', 'reviewer', 'admin'];
const users: Partial<Record<Role | 'foreign', { id: string; siteId: string }>> = {};
let siteHost = '';

beforeAll(async () => {
  t = await startTestApp();
  const site = await t.factories.site('matrix.test');
  const foreign = await t.factories.site('foreign.test');
  siteHost = site.host;
  for (const role of roles) users[role] = await t.factories.user(site, role);
  users.foreign = await t.factories.user(foreign, 'admin');
});
afterAll(() => t.close());

/** A fresh session per call: some routes (logout) end the session they are called with. */
async function clientAs(who: Role | 'anonymous' | 'foreign'): Promise<TestClient> {
  if (who === 'anonymous') return t.client(siteHost);
  const { token } = await t.platform.sessions.create(users[who]!, false);
  // The foreign admin's session is presented on this site.
  return t.client(siteHost).withCookie('sid', token);
}

// The live connection `/ws` is a route like the calls, with its own row in the table.
const apiRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/') || r.url === '/ws');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:(\w+)\?/g, 'x').replace(/:(\w+)/g, 'zzzzzzzzzzzzzzzzzzzzzz');
const spellings = (path: string) => ({
  plain: path,
  encoded: path.replace('/api/', '/%61pi/'),
  absolute: `http://${siteHost}${path}`,
});

describe('authorization matrix', () => {
  it('the server registers exactly the routes of the access table, each with the access the table gives', () => {
    const registered = Object.fromEntries(apiRoutes().map((r) => [key(r), r.access]));
    expect(Object.keys(registered).sort()).toEqual(Object.keys(ACCESS_TABLE).sort());
    for (const [route, access] of Object.entries(ACCESS_TABLE)) expect({ route, access: registered[route] }).toEqual({ route, access });
  });

  it('every write refuses reviewers, but for signing in and out', () => {
    const writes = apiRoutes().filter((r) => (r.method !== 'GET' || r.mutates) && !PUBLIC_WRITES.has(key(r)));
    expect(writes.length).toBeGreaterThan(10);
    const open = writes.filter((r) => accessDecision(ACCESS_TABLE[key(r)], { role: 'reviewer' } as never) === 'ok').map(key);
    expect(open).toEqual([]);
  });

  it('every route answers per the table for every role, whatever the spelling of its path', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const access = ACCESS_TABLE[key(route)];
      for (const who of ['anonymous', 'foreign', ...roles] as const) {
        const role = who === 'anonymous' || who === 'foreign' ? null : who;
        const expected = accessDecision(access, role ? ({ role } as never) : null);
        const statuses: Record<string, number> = {};
        for (const [spelling, path] of Object.entries(spellings(concrete(route.url)))) {
          const res = await (await clientAs(who)).request(route.method, path, { body: route.method === 'GET' ? undefined : {} });
          statuses[spelling] = res.status;
          if (res.status >= 500) failures.push(`${who} ${key(route)} (${spelling}): server error ${res.status}`);
        }
        const plain = statuses.plain!;
        if (statuses.encoded !== plain || statuses.absolute !== plain) failures.push(`${who} ${key(route)}: answers differ by spelling ${JSON.stringify(statuses)}`);
        if (expected === 'ok') {
          // A public route may still refuse a bad code (auto-login answers 403 for an unknown code).
          const refusedCode = access === 'public' && plain === 403 && route.url.includes(':');
          if ((plain === 401 || plain === 403) && !refusedCode) failures.push(`${who} ${key(route)}: got ${plain}, expected access`);
        } else if (plain !== expected) {
          failures.push(`${who} ${key(route)}: got ${plain}, expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('a route that matched no handler is a 404 in every spelling, never the page of the web client', async () => {
    for (const path of Object.values(spellings('/api/no-such-call'))) {
      const res = await t.client(siteHost).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
