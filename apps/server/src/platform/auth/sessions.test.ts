import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/http-client';

/**
 * Two server processes on one database (as behind a load balancer): each caches sessions for a few
 * seconds, so a logout on one must reach the other at once.
 */
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>['app'];
let secondPort = 0;

beforeAll(async () => {
  t = await startTestApp();
  ({ app: second } = await buildApp({ config: t.platform.config, database: t.platform.database, storage: t.platform.storage, mailer: t.platform.mailer }, { logger: { level: 'warn' } }));
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondPort = (second.server.address() as { port: number }).port;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('session revocation across processes', () => {
  it('a logout on one server ends the session on the other at once', async () => {
    const site = await t.factories.site('two.test');
    const user = await t.factories.user(site, 'user');
    const first = t.client(site.host);
    await first.signIn(user.email);
    const other = new TestClient(secondPort, site.host).withCookie('sid', first.cookieHeader().replace(/^sid=/, ''));
    expect((await other.get('/api/auth/user')).status).toBe(200);
    expect((await first.get('/api/auth/logout')).status).toBe(200);
    await eventually(async () => (await other.get('/api/auth/user')).status === 401, 2000);
    expect((await other.get('/api/auth/user')).status).toBe(401);
  });
});
