import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writerProfiles } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { buildServices } from '../services';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let writer: TestUser;
let writer2: TestUser;
let reviewer: TestUser;
let foreignWriter: TestUser;

const profile = {
  workPhone: '+1 (555) 010-2030',
  personalPhone: '555 010 9999',
  skype: 'wendy.writes',
  zoom: 'https://zoom.us/j/123',
  linkedin: 'https://www.linkedin.com/in/wendy',
  profileTitle: 'Executive resume writer',
  profileSummary: 'Ten years of executive resumes.',
  experience: 'Expert (6 and more years)',
  levels: ['Professional', 'Executive'],
  services: ['Resume Writing', 'Cover Letter'],
  languages: ['English', 'German'],
  certificates: ['CPRW'],
  expertise: ['Accounting', 'Transportation and Distribution'],
  availableDays: ['Monday', 'Wednesday'],
  maxJobsPerWeek: 5,
  maxOpenJobs: 3,
};

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('profiles.test');
  other = await t.factories.site('other-profiles.test');
  writer = await t.factories.user(site, 'writer');
  writer2 = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  foreignWriter = await t.factories.user(other, 'writer');
});
afterAll(() => t.close());

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

const stored = () => t.db.select().from(writerProfiles);

describe('GET and POST /api/writer/profile', () => {
  it('has no profile before the wizard, then reads back exactly what was saved', async () => {
    const c = await signedIn(writer);
    expect((await c.get('/api/writer/profile')).body).toEqual({ status: true, profile: null });

    const saved = await c.post('/api/writer/profile', profile);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject(profile);

    const read = await c.get('/api/writer/profile');
    expect(read.body.profile).toEqual({ ...profile, updatedAt: expect.any(String) });
  });

  it('replaces the whole profile on a second save and keeps one row per writer', async () => {
    const c = await signedIn(writer);
    const minimal = { workPhone: '555-0102', profileTitle: 'Writer', profileSummary: 'Short.' };
    const res = await c.post('/api/writer/profile', minimal);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ ...minimal, services: [], maxOpenJobs: null, experience: null, skype: '' });
    const rows = (await stored()).filter((row) => row.userId === writer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.siteId).toBe(site.id);
  });

  it('answers 400 with the spec messages per field and writes nothing', async () => {
    const c = await signedIn(writer2);
    const res = await c.post('/api/writer/profile', { ...profile, workPhone: 'call me', personalPhone: '12', profileTitle: ' ', maxOpenJobs: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ workPhone: 'Enter A valid phone number', personalPhone: 'Enter A valid phone number', profileTitle: 'Profile Title is required' });
    expect(res.body.errors).toHaveProperty('maxOpenJobs');
    const missing = await c.post('/api/writer/profile', { profileSummary: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('workPhone');
    expect((await stored()).filter((row) => row.userId === writer2.id)).toEqual([]);
  });

  it('refuses options outside the lists and fields that are not the profile', async () => {
    const c = await signedIn(writer2);
    expect((await c.post('/api/writer/profile', { ...profile, services: ['Ghost Writing'] })).status).toBe(400);
    expect((await c.post('/api/writer/profile', { ...profile, userId: writer.id })).status).toBe(400);
    expect((await c.post('/api/writer/profile', { ...profile, availableDays: ['Monday', 'Monday'] })).status).toBe(400);
    expect((await stored()).filter((row) => row.userId === writer2.id)).toEqual([]);
  });

  it('keeps each writer to their own profile, and each site to its own', async () => {
    const c2 = await signedIn(writer2);
    await c2.post('/api/writer/profile', { ...profile, profileTitle: 'Second writer' });
    const c1 = await signedIn(writer);
    expect((await c1.get('/api/writer/profile')).body.profile.profileTitle).toBe('Writer');
    const foreign = await signedIn(foreignWriter, other.host);
    expect((await foreign.get('/api/writer/profile')).body.profile).toBeNull();
    const [row] = await t.db.select().from(writerProfiles).where(eq(writerProfiles.userId, writer2.id));
    expect(row!.profileTitle).toBe('Second writer');
  });

  it('refuses reviewers (403) and writes nothing', async () => {
    const c = await signedIn(reviewer);
    expect((await c.get('/api/writer/profile')).status).toBe(403);
    expect((await c.post('/api/writer/profile', profile)).status).toBe(403);
    expect((await stored()).filter((row) => row.userId === reviewer.id)).toEqual([]);
  });

  it('refuses a save without the CSRF header', async () => {
    const c = await signedIn(writer);
    const res = await c.post('/api/writer/profile', profile, { csrf: false });
    expect(res.status).toBe(403);
    expect((await c.get('/api/writer/profile')).body.profile.profileTitle).toBe('Writer');
  });
});

describe('the published API for automatic assignment', () => {
  it('lists the services, job limits and days of the site’s writers with a profile', async () => {
    const { writerProfiles: published } = buildServices(t.platform);
    const list = await published.forAssignment(site.id);
    expect(list).toEqual(
      expect.arrayContaining([
        { writerId: writer.id, services: [], maxJobsPerWeek: null, maxOpenJobs: null, availableDays: [] },
        { writerId: writer2.id, services: profile.services, maxJobsPerWeek: 5, maxOpenJobs: 3, availableDays: profile.availableDays },
      ]),
    );
    expect(list).toHaveLength(2);
    expect(await published.forAssignment(other.id)).toEqual([]);
  });
});
