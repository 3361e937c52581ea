import type { Role } from '@portal/domain/auth/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDecision } from '../platform/http/route';
import type { Access } from '../platform/http/context';
import { startTestApp, type TestApp } from './test-app';
import type { TestClient } from './http-client';

/**
 * Every registered route x every role x a foreign site. A route must declare who may call it;
 * a caller outside that list is refused by the server (401 anonymous, 403 wrong role) whatever the
 * client shows, and a session from another site counts as no session at all.
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

/** A fresh session per call: some routes (logout) end the session they are called with. */
async function clientAs(who: Role | 'anonymous' | 'foreign'): Promise<TestClient> {
  if (who === 'anonymous') return t.client(siteHost);
  const user = users[who]!;
  const { token } = await t.platform.sessions.create(user, false);
  // The foreign admin's session is presented on this site.
  return t.client(siteHost).withCookie('sid', token);
}
afterAll(() => t.close());

const apiRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/'));
const concrete = (url: string) => url.replace(/:(\w+)\?/g, 'x').replace(/:(\w+)/g, 'zzzzzzzzzzzzzzzzzzzzzz');

describe('authorization matrix', () => {
  it('every API route declares its access', () => {
    const undeclared = apiRoutes().filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(5);
  });

  it('every route refuses the roles it does not list, anonymous callers and foreign sessions', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const access = route.access as Access;
      for (const who of ['anonymous', 'foreign', ...roles] as const) {
        const role = who === 'anonymous' || who === 'foreign' ? null : who;
        const expected = accessDecision(access, role ? ({ role } as never) : null);
        const res = await (await clientAs(who)).request(route.method, concrete(route.url), { body: route.method === 'GET' ? undefined : {} });
        if (expected === 'ok') {
          if (res.status === 401 || res.status === 403) {
            // A public route may still refuse a bad code (auto-login answers 403 for an unknown code).
            if (!(access === 'public' && res.status === 403 && route.url.includes(':'))) failures.push(`${who} ${route.method} ${route.url}: got ${res.status}, expected access`);
          }
        } else if (res.status !== expected) {
          failures.push(`${who} ${route.method} ${route.url}: got ${res.status}, expected ${expected}`);
        }
        if (res.status >= 500) failures.push(`${who} ${route.method} ${route.url}: server error ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
