import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite } from '../../test/factories';
import { TOO_MANY_LOGINS } from './auth.service';

/**
 * Sign-in limits under concurrency, and the owner's way back in. The app trusts X-Forwarded-For here
 * so that each test can speak from its own address.
 */
let t: TestApp;
let site: TestSite;
let holdMail: Promise<void> | null = null;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' }, { mailDelay: () => holdMail ?? Promise.resolve() });
  site = await t.factories.site('limits.test');
});
afterAll(() => t.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const login = (email: string, password: string, address: string) => t.client(site.host).post('/api/auth/login', { email, password }, from(address));

describe('sign-in limits', () => {
  it('holds under 60 simultaneous attempts: ten are checked, fifty refused, then even the right password waits', async () => {
    const victim = await t.factories.user(site, 'user', 'burst@example.com');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(victim.email, `wrong-${i}`, '10.0.0.1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const right = await login(victim.email, 'demo-password', '10.0.0.1');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ message: TOO_MANY_LOGINS, code: 'too_many_logins' });
  });

  it('locks out the guessing address, not the owner elsewhere, and mails the owner a way in once', async () => {
    const owner = await t.factories.user(site, 'user', 'owner@example.com');
    for (let i = 0; i < 11; i++) await login(owner.email, `guess-${i}`, '10.0.0.2');
    expect((await login(owner.email, 'demo-password', '10.0.0.2')).status).toBe(429);
    expect((await login(owner.email, 'demo-password', '10.0.0.3')).status).toBe(200);
    const mail = await eventually(() => t.mails.find((m) => m.to === owner.email && m.subject.startsWith('Sign-in attempts')));
    expect(mail.text).toMatch(/http:\/\/limits\.test:3000\/reset-password\/\S+/);
    for (let i = 0; i < 3; i++) await login(owner.email, `guess-more-${i}`, '10.0.0.2');
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mails.filter((m) => m.to === owner.email)).toHaveLength(1);
  });

  it('the reset link from that mail lets the owner in at once, from the locked address too', async () => {
    const owner = await t.factories.user(site, 'user', 'resetter@example.com');
    for (let i = 0; i < 11; i++) await login(owner.email, `guess-${i}`, '10.0.0.4');
    const mail = await eventually(() => t.mails.find((m) => m.to === owner.email));
    const code = mail.text.match(/reset-password\/(\S+)/)![1]!;
    const reset = await t.client(site.host).post('/api/auth/reset-password-step-2', { code, password: 'my-new-long-passphrase' }, from('10.0.0.4'));
    expect(reset.status).toBe(200);
    expect((await login(owner.email, 'my-new-long-passphrase', '10.0.0.4')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('a completed reset voids every other unused reset code of the user', async () => {
    const user = await t.factories.user(site, 'user', 'two-codes@example.com');
    await t.client(site.host).post('/api/auth/reset-password', { email: user.email }, from('10.0.1.1'));
    await t.client(site.host).post('/api/auth/reset-password', { email: user.email }, from('10.0.1.1'));
    const mails = await eventually(() => {
      const found = t.mails.filter((m) => m.to === user.email);
      return found.length === 2 && found;
    });
    const [older, newer] = mails.map((m) => m.text.match(/reset-password\/(\S+)/)![1]!);
    expect((await t.client(site.host).post('/api/auth/reset-password-step-2', { code: newer, password: 'first-new-passphrase' }, from('10.0.1.1'))).status).toBe(200);
    const stale = await t.client(site.host).post('/api/auth/reset-password-step-2', { code: older, password: 'second-new-passphrase' }, from('10.0.1.1'));
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('invalid_reset_code');
    expect((await login(user.email, 'first-new-passphrase', '10.0.1.2')).status).toBe(200);
  });

  it('answers at once whether or not the account exists: the mail work is off the request path', async () => {
    const user = await t.factories.user(site, 'user', 'slow-mail@example.com');
    let release = () => {};
    holdMail = new Promise<void>((resolve) => (release = resolve));
    try {
      const sentBefore = t.mails.length;
      const known = await t.client(site.host).post('/api/auth/reset-password', { email: user.email }, from('10.0.2.1'));
      const unknown = await t.client(site.host).post('/api/auth/reset-password', { email: 'nobody@example.com' }, from('10.0.2.1'));
      // Both answered while the mail for the known account is still being sent.
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(known.body).toEqual(unknown.body);
      expect(t.mails.length).toBe(sentBefore);
    } finally {
      release();
      holdMail = null;
    }
    await eventually(() => t.mails.find((m) => m.to === user.email));
  });
});
