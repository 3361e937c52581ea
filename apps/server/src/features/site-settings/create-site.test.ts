import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createSite, newSiteProblem } from '.';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('site:create', () => {
  it('creates a site whose domain answers at once (a cached miss is forgotten), with an admin who sets a password by mail', async () => {
    const anon = t.client('brand-new.example.com');
    // Asked before it exists: the resolver remembers "no such site".
    expect((await anon.get('/api/website')).status).toBe(404);
    const created = await createSite(t.db, { config: t.platform.config, mailer: { send: async (m) => void t.mails.push(m) } }, { domain: 'brand-new.example.com', name: 'Brand New Resumes', adminEmail: 'owner@brand-new.example.com' });
    // The command runs in a process of its own: the server forgets the miss when it hears the
    // creation's NOTIFY, which comes on its listening connection a moment after the commit (on a
    // loaded PostgreSQL, after the next request had been answered). Well within the cache's 5 s, so
    // the miss is forgotten by the notice, not by its age.
    const start = Date.now();
    let site = await anon.get('/api/website');
    while (site.status === 404 && Date.now() - start < 2_000) {
      await new Promise((r) => setTimeout(r, 50));
      site = await anon.get('/api/website');
    }
    expect(site.status).toBe(200);
    expect(site.body.data).toMatchObject({ companyName: 'Brand New Resumes', companyEmail: 'owner@brand-new.example.com' });

    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('owner@brand-new.example.com');
    const code = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(created.link).toContain(`http://brand-new.example.com:3000/reset-password/${code}`);
    expect((await anon.post('/api/auth/reset-password-step-2', { code, password: 'a long new passphrase' })).status).toBe(200);
    const login = await anon.signIn('owner@brand-new.example.com', 'a long new passphrase');
    expect(login.body.user.role).toBe('admin');
    expect((await anon.get('/api/admin/settings')).status).toBe(200);
  });

  it('refuses a domain that is taken or malformed, and a bad e-mail', async () => {
    const deps = { config: t.platform.config, mailer: { send: async () => {} } };
    await createSite(t.db, deps, { domain: 'taken.example.com', name: 'One', adminEmail: 'a@example.com' });
    await expect(createSite(t.db, deps, { domain: 'taken.example.com', name: 'Two', adminEmail: 'b@example.com' })).rejects.toThrow('already belongs to a site');
    expect(newSiteProblem({ domain: 'not a domain', name: 'X', adminEmail: 'a@example.com' })).toMatch(/not a domain name/);
    expect(newSiteProblem({ domain: 'ok.example.com', name: 'X', adminEmail: 'nope' })).toMatch(/not an e-mail/);
    expect(newSiteProblem({ domain: 'ok.example.com', name: ' ', adminEmail: 'a@example.com' })).toMatch(/needs a name/);
  });
});
