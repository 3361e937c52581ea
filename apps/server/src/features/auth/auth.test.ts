import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite, TestUser } from '../../test/factories';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('a.test');
  other = await t.factories.site('b.test');
  customer = await t.factories.user(site, 'user', 'jo@example.com');
  await t.factories.user(other, 'user', 'jo@example.com');
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in, sets an httpOnly session cookie and answers the user and orders', async () => {
    const c = t.client(site.host);
    const res = await c.post('/api/auth/login', { email: 'JO@example.com', password: 'demo-password' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: customer.id, email: 'jo@example.com', role: 'user', orders: 0 });
    expect(res.body.orders).toEqual([]);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sid=.+HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ status: true, currency: 'usd', user: { _id: customer.id } });
  });

  it('keeps the session 30 days with remember me', async () => {
    const res = await t.client(site.host).post('/api/auth/login', { email: 'jo@example.com', password: 'demo-password', rememberMe: true });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('a failed sign-in carries the spec\'s `error` and a stable code besides the message', async () => {
    const res = await t.client(site.host).post('/api/auth/login', { email: customer.email, password: 'not-it' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Email or Password Incorrect', error: 'Email or Password Incorrect', code: 'invalid_login' });
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await t.client(site.host).post('/api/auth/login', { email: 'jo@example.com', password: 'nope-nope' });
    const unknown = await t.client(site.host).post('/api/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Email or Password Incorrect');
  });

  it('refuses malformed bodies with 400 and field errors, never 500', async () => {
    const c = t.client(site.host);
    for (const body of [{}, { email: 'x' }, { email: 'not-an-email', password: 'x' }, { email: 'jo@example.com', password: 5 }, { email: 'jo@example.com', password: 'x', extra: 1 }]) {
      const res = await c.post('/api/auth/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const broken = await c.post('/api/auth/login', '{"email":', { headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON');
    const huge = await c.post('/api/auth/login', { email: 'jo@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('a session of one site is not a session on another site', async () => {
    const c = t.client(site.host);
    await c.signIn('jo@example.com');
    const foreign = await t.client(other.host).get('/api/auth/user', { headers: { cookie: c.cookieHeader() } });
    expect(foreign.status).toBe(401);
  });

  it('logs out: the session is deleted on the server', async () => {
    const c = t.client(site.host);
    await c.signIn('jo@example.com');
    const stolen = c.cookieHeader();
    expect((await c.get('/api/auth/logout')).status).toBe(200);
    const replay = await t.client(site.host).get('/api/auth/user', { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('blocks the 11th failed login in 15 minutes for one account with 429', async () => {
    const victim = await t.factories.user(site, 'user', 'victim@example.com');
    const c = t.client(site.host);
    for (let i = 0; i < 10; i++) expect((await c.post('/api/auth/login', { email: victim.email, password: `wrong-${i}` })).status).toBe(401);
    const blocked = await c.post('/api/auth/login', { email: victim.email, password: 'demo-password' });
    expect(blocked.status).toBe(429);
  });
});

describe('CSRF', () => {
  it('refuses a mutating request without X-Requested-With', async () => {
    const res = await t.client(site.host).post('/api/auth/login', { email: 'jo@example.com', password: 'demo-password' }, { csrf: false });
    expect(res.status).toBe(403);
  });
  it('refuses a cross-origin request', async () => {
    const res = await t.client(site.host).post('/api/auth/login', { email: 'jo@example.com', password: 'demo-password' }, { headers: { origin: 'http://b.test' } });
    expect(res.status).toBe(403);
  });
  it('treats the logout GET as a mutation', async () => {
    const res = await t.client(site.host).get('/api/auth/logout', { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a link on the site domain, resets once, and ends other sessions', async () => {
    const user = await t.factories.user(site, 'writer', 'reset-me@example.com');
    const old = t.client(site.host);
    await old.signIn(user.email);
    const res = await t.client(site.host).post('/api/auth/reset-password', { email: user.email }, { headers: { 'x-forwarded-host': 'evil.test' } });
    expect(res.body).toEqual({ status: true, message: 'Reset password email is sent.' });
    const mail = await eventually(() => t.mails.find((m) => m.to === user.email));
    const link = mail.text.match(/http:\/\/a\.test:3000\/reset-password\/(\S+)/);
    expect(link).toBeTruthy();
    const code = link![1]!;
    // Its page asks first whether the link works: yes here, without using it up; no on another site.
    expect((await t.client(site.host).get(`/api/auth/reset-password/${code}`)).status).toBe(200);
    expect((await t.client(site.host).get(`/api/auth/reset-password/${code}`)).status).toBe(200);
    expect((await t.client(other.host).get(`/api/auth/reset-password/${code}`)).status).toBe(404);
    const weak = await t.client(site.host).post('/api/auth/reset-password-step-2', { code, password: 'short' });
    expect(weak.status).toBe(400);
    const done = await t.client(site.host).post('/api/auth/reset-password-step-2', { code, password: 'a-new-long-passphrase' });
    expect(done.body).toEqual({ status: true, message: 'Password Reset Successfully' });
    const again = await t.client(site.host).post('/api/auth/reset-password-step-2', { code, password: 'another-long-passphrase' });
    expect(again.status).toBe(400);
    const used = await t.client(site.host).get(`/api/auth/reset-password/${code}`);
    expect(used.status).toBe(404);
    expect(used.body.message).toMatch(/invalid or has expired/);
    expect((await old.get('/api/auth/user')).status).toBe(401);
    expect((await t.client(site.host).post('/api/auth/login', { email: user.email, password: 'a-new-long-passphrase' })).status).toBe(200);
  });

  it('accepts the specification\'s {email, password} and ignores the password', async () => {
    const user = await t.factories.user(site, 'user', 'spec-client@example.com');
    const res = await t.client(site.host).post('/api/auth/reset-password', { email: user.email, password: 'whatever-they-typed' });
    expect(res.status).toBe(200);
    await eventually(() => t.mails.find((m) => m.to === user.email));
    expect((await t.client(site.host).post('/api/auth/login', { email: user.email, password: 'whatever-they-typed' })).status).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.client(site.host).post('/api/auth/reset-password', { email: 'ghost@example.com' });
    expect(res.body).toEqual({ status: true, message: 'Reset password email is sent.' });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mails.length).toBe(before);
  });

  it('a reset code from another site does not work here', async () => {
    const user = await t.factories.user(other, 'user', 'cross@example.com');
    await t.client(other.host).post('/api/auth/reset-password', { email: user.email });
    const mail = await eventually(() => t.mails.find((m) => m.to === user.email));
    const code = mail.text.match(/reset-password\/(\S+)/)![1]!;
    const res = await t.client(site.host).post('/api/auth/reset-password-step-2', { code, password: 'a-new-long-passphrase' });
    expect(res.status).toBe(400);
  });
});

describe('auto-login', () => {
  it('exchanges a code once for a session and remembers the pending package', async () => {
    const auth = await import('./auth.service');
    void auth;
    const user = await t.factories.user(site, 'user', 'auto@example.com');
    const service = new (await import('./auth.service')).AuthService(t.platform);
    const code = await service.issueAutoLoginCode(site.id, user.id);
    const c = t.client(site.host);
    const res = await c.get(`/api/autologin/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(user.id);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    const reused = await t.client(site.host).get(`/api/autologin/${code}`);
    expect(reused.status).toBe(403);
    expect(reused.body.message).toBe('error in logging in');
  });
  it('refuses a garbage code with 403', async () => {
    expect((await t.client(site.host).get('/api/autologin/nonsense')).status).toBe(403);
  });
});
