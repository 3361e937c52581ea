import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('people.test');
  other = await t.factories.site('other-people.test');
  admin = await t.factories.user(site, 'admin');
  otherAdmin = await t.factories.user(other, 'admin');
});
afterAll(() => t.close());

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

const linkIn = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

describe('invitations', () => {
  it('invites a writer by e-mail; the single-use link sets name and password; the account signs in', async () => {
    const c = await signedIn(admin);
    const sent = await c.post('/api/admin/invitations', { email: 'new.writer@example.com', role: 'writer' });
    expect(sent.status).toBe(200);
    expect(sent.body.invitation).toMatchObject({ email: 'new.writer@example.com', role: 'writer', expired: false });
    const expires = new Date(sent.body.invitation.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('new.writer@example.com');
    expect(mail.text).toContain(`http://${site.host}:3000/invitation/`);
    const code = linkIn(mail.text)!;

    const anon = t.client(site.host);
    expect((await anon.get(`/api/invitations/${code}`)).body).toMatchObject({ email: 'new.writer@example.com', role: 'writer' });
    // The link belongs to its site.
    expect((await t.client(other.host).get(`/api/invitations/${code}`)).status).toBe(404);
    expect((await anon.post('/api/invitations/accept', { code, firstName: 'Nia', lastName: 'Novak', password: 'short' })).status).toBe(400);
    const accepted = await anon.post('/api/invitations/accept', { code, firstName: 'Nia', lastName: 'Novak', password: 'a long new passphrase' });
    expect(accepted.status).toBe(200);
    expect((await anon.post('/api/invitations/accept', { code, firstName: 'Nia', lastName: 'Novak', password: 'a long new passphrase' })).status).toBe(404);
    expect((await anon.get(`/api/invitations/${code}`)).status).toBe(404);

    const writer = t.client(site.host);
    const login = await writer.signIn('new.writer@example.com', 'a long new passphrase');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'writer', firstName: 'Nia' });
    expect((await c.get('/api/admin/invitations')).body.data.map((i: { email: string }) => i.email)).not.toContain('new.writer@example.com');
  });

  it('re-sends with a new link (the old one stops working) and refuses an e-mail that has an account', async () => {
    const c = await signedIn(admin);
    const sent = await c.post('/api/admin/invitations', { email: 'rev@example.com', role: 'reviewer' });
    const first = linkIn(t.mails.at(-1)!.text)!;
    const again = await c.post(`/api/admin/invitations/${sent.body.invitation._id}/resend`);
    expect(again.status).toBe(200);
    const second = linkIn(t.mails.at(-1)!.text)!;
    expect(second).not.toBe(first);
    expect((await t.client(site.host).get(`/api/invitations/${first}`)).status).toBe(404);
    expect((await t.client(site.host).get(`/api/invitations/${second}`)).status).toBe(200);
    expect((await c.post('/api/admin/invitations', { email: admin.email.toUpperCase(), role: 'admin' })).body.code).toBe('email_taken');
    // Another site's admin cannot re-send it.
    expect((await (await signedIn(otherAdmin, other.host)).post(`/api/admin/invitations/${sent.body.invitation._id}/resend`)).status).toBe(404);
    const log = await c.get('/api/admin/audit?limit=2');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['user.invite_resent', 'user.invited']);
  });

  it('refuses an expired link', async () => {
    const c = await signedIn(admin);
    await c.post('/api/admin/invitations', { email: 'late@example.com', role: 'admin' });
    const code = linkIn(t.mails.at(-1)!.text)!;
    await t.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.email, 'late@example.com'));
    expect((await t.client(site.host).post('/api/invitations/accept', { code, firstName: 'L', lastName: 'Ate', password: 'a long new passphrase' })).status).toBe(404);
    expect((await c.get('/api/admin/invitations')).body.data.find((i: { email: string }) => i.email === 'late@example.com').expired).toBe(true);
  });
});

describe('people and deactivation', () => {
  it('lists and searches customers and staff, paged', async () => {
    await t.factories.user(site, 'user', 'zoe.customer@example.com');
    await t.factories.user(site, 'user', 'yann.customer@example.com');
    await t.factories.user(site, 'reviewer', 'rita.reviewer@example.com');
    const c = await signedIn(admin);
    const customers = await c.get('/api/admin/people?kind=customers&limit=1');
    expect(customers.body.total).toBe(2);
    expect(customers.body.hasMore).toBe(true);
    expect((await c.get('/api/admin/people?kind=customers&q=zoe')).body.data.map((p: { email: string }) => p.email)).toEqual(['zoe.customer@example.com']);
    const staff = await c.get('/api/admin/people?kind=staff&role=reviewer');
    expect(staff.body.data.every((p: { role: string }) => p.role === 'reviewer')).toBe(true);
    expect((await c.get('/api/admin/people?kind=staff')).body.data.some((p: { role: string }) => p.role === 'user')).toBe(false);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets the account in again', async () => {
    const writer = await t.factories.user(site, 'writer');
    const session = await signedIn(writer);
    expect((await session.get('/api/auth/user')).status).toBe(200);
    const c = await signedIn(admin);
    // A writer's open orders are counted (they stay the writer's when the account is deactivated).
    await t.factories.order(site, await t.factories.user(site, 'user'), { writer });
    const found = async (email: string) => (await c.get(`/api/admin/people?kind=staff&q=${encodeURIComponent(email)}`)).body.data[0];
    expect((await found(writer.email)).openOrders).toBe(1);
    expect((await found(admin.email)).openOrders).toBeNull();
    const off = await c.post('/api/admin/people/deactivate', { user_id: writer.id, deactivated: true });
    expect(off.status).toBe(200);
    expect(off.body.person.deactivated).toBe(true);
    expect((await session.get('/api/auth/user')).status).toBe(401);
    expect((await t.client(site.host).post('/api/auth/login', { email: writer.email, password: 'demo-password' })).status).toBe(401);
    expect((await c.post('/api/admin/people/deactivate', { user_id: writer.id, deactivated: false })).body.person.deactivated).toBe(false);
    expect((await t.client(site.host).signIn(writer.email)).status).toBe(200);
    const log = await c.get('/api/admin/audit?limit=2');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['user.reactivated', 'user.deactivated']);
  });

  it('refuses deactivating yourself, and another site\'s user is not found', async () => {
    const c = await signedIn(admin);
    expect((await c.post('/api/admin/people/deactivate', { user_id: admin.id, deactivated: true })).status).toBe(422);
    expect((await c.post('/api/admin/people/deactivate', { user_id: otherAdmin.id, deactivated: true })).status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, otherAdmin.id));
    expect(row!.deactivatedAt).toBeNull();
  });
});
