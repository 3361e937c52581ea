import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_SIZE } from '@portal/domain/account/rules';
import { verifyPassword } from '../../platform/auth/passwords';
import { files, sessions, users } from '../../platform/db/schema';
import { TEST_PASSWORD, type TestSite, type TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let writer: TestUser;
let reviewer: TestUser;
let neighbour: TestUser;
let foreigner: TestUser;
let wide: Buffer;

const NEW_PASSWORD = 'a-long-new-passphrase';

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('account.test');
  other = await t.factories.site('other-account.test');
  customer = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  neighbour = await t.factories.user(site, 'user', 'neighbour@example.com');
  foreigner = await t.factories.user(other, 'user', 'foreigner@example.com');
  // Wide, so a resize that kept the shape could not pass for a square.
  wide = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
});
afterAll(() => t.close());

async function signedIn(user: { email: string }, host = site.host, password = TEST_PASSWORD): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(user.email, password);
  return c;
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function uploadImage(c: TestClient, name: string, bytes: Buffer): Promise<string> {
  const res = await c.upload(name, bytes, 'image');
  expect(res.status).toBe(200);
  return res.body.file.key;
}

describe('POST /api/profile/update_profile_img', () => {
  it('stores the upload as a 256 px square, removes the original and shows it in the user', async () => {
    const c = await signedIn(customer);
    const upload = await uploadImage(c, 'me.jpg', wide);
    const res = await c.post('/api/profile/update_profile_img', { _id: customer.id, key: upload });
    expect(res.status).toBe(200);
    const key: string = res.body.profile_img;
    expect(key).not.toBe(upload);

    const picture = await c.get(`/api/file/${key}`);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(picture.raw).metadata();
    expect([meta.width, meta.height]).toEqual([PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE]);

    expect((await c.get('/api/auth/user')).body.user.profile_img).toBe(key);
    expect((await t.db.select().from(files).where(eq(files.key, upload)))).toEqual([]);
    // Another user of the site (a writer on the customer's order) sees the picture.
    expect((await (await signedIn(writer)).get(`/api/file/${key}`)).status).toBe(200);
  });

  it('keeps a PNG a PNG', async () => {
    const c = await signedIn(writer);
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const res = await c.post('/api/profile/update_profile_img', { _id: writer.id, key: await uploadImage(c, 'me.png', png) });
    expect(res.status).toBe(200);
    const picture = await c.get(`/api/file/${res.body.profile_img}`);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.raw).metadata()).width).toBe(PROFILE_PICTURE_SIZE);
  });

  it('refuses a file that is not an image, by content, and changes nothing', async () => {
    const c = await signedIn(neighbour);
    expect((await c.upload('me.png', '<html>not a picture</html>', 'image')).status).toBe(415);
    const pdf = await c.upload('me.pdf', '%PDF-1.4\n%%EOF', 'document');
    expect(pdf.status).toBe(200);
    const asPdf = await c.post('/api/profile/update_profile_img', { _id: neighbour.id, key: pdf.body.file.key });
    expect(asPdf.status).toBe(415);
    expect(asPdf.body.code).toBe('not_an_image');
    // The right first bytes, then nothing a decoder can read.
    const broken = await uploadImage(c, 'broken.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]));
    const res = await c.post('/api/profile/update_profile_img', { _id: neighbour.id, key: broken });
    expect(res.status).toBe(415);
    expect((await userRow(neighbour.id)).profileImg).toBeNull();
  });

  it('refuses another user’s id or upload, and reviewers, changing nothing', async () => {
    const c = await signedIn(neighbour);
    const key = await uploadImage(c, 'n.jpg', wide);
    const before = (await userRow(customer.id)).profileImg;
    expect((await c.post('/api/profile/update_profile_img', { _id: customer.id, key })).status).toBe(403);
    // The customer cannot take the neighbour's upload either.
    const owner = await signedIn(customer);
    expect((await owner.post('/api/profile/update_profile_img', { _id: customer.id, key })).status).toBe(404);
    expect((await userRow(customer.id)).profileImg).toBe(before);
    expect((await userRow(neighbour.id)).profileImg).toBeNull();
    const r = await signedIn(reviewer);
    expect((await r.post('/api/profile/update_profile_img', { _id: reviewer.id, key })).status).toBe(403);
    expect((await userRow(reviewer.id)).profileImg).toBeNull();
  });
});

describe('POST /api/profile/profile_update', () => {
  it('changes the caller’s name and e-mail; the session shows them at once', async () => {
    const c = await signedIn(writer);
    const res = await c.post('/api/profile/profile_update', { _id: writer.id, firstName: ' Wendy ', lastName: 'Parker', email: 'Wendy.Parker@example.com' });
    expect(res.status).toBe(200);
    const me = (await c.get('/api/auth/user')).body.user;
    expect(me).toMatchObject({ firstName: 'Wendy', lastName: 'Parker', email: 'Wendy.Parker@example.com' });
    await signedIn({ email: 'wendy.parker@example.com' });
    writer.email = 'wendy.parker@example.com';
  });

  it('refuses an e-mail another account of the site uses (any case) with email_taken', async () => {
    const c = await signedIn(customer);
    const before = await userRow(customer.id);
    const res = await c.post('/api/profile/profile_update', { _id: customer.id, firstName: 'Carla', lastName: 'Customer', email: 'NEIGHBOUR@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_taken', fieldCodes: { email: 'email_taken' } });
    expect(await userRow(customer.id)).toEqual(before);
  });

  it('allows an e-mail used on another site, and keeping one’s own', async () => {
    const c = await signedIn(customer);
    const own = await c.post('/api/profile/profile_update', { _id: customer.id, firstName: 'Carla', lastName: 'Customer', email: customer.email.toUpperCase() });
    expect(own.status).toBe(200);
    const res = await c.post('/api/profile/profile_update', { _id: customer.id, firstName: 'Carla', lastName: 'Customer', email: foreigner.email });
    expect(res.status).toBe(200);
    customer.email = foreigner.email;
  });

  it('answers 400 per field for missing names and a bad e-mail', async () => {
    const c = await signedIn(customer);
    const res = await c.post('/api/profile/profile_update', { _id: customer.id, firstName: '', lastName: ' ', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ firstName: 'First name is required', lastName: 'Last name is required', email: 'Enter a valid email' });
  });

  it('refuses another user’s id, a user of another site and reviewers, changing nothing', async () => {
    const c = await signedIn(neighbour);
    const before = await userRow(customer.id);
    expect((await c.post('/api/profile/profile_update', { _id: customer.id, firstName: 'Hacked', lastName: 'X', email: 'hacked@example.com' })).status).toBe(403);
    const foreign = await signedIn(foreigner, other.host);
    expect((await foreign.post('/api/profile/profile_update', { _id: customer.id, firstName: 'Hacked', lastName: 'X', email: 'hacked@example.com' })).status).toBe(403);
    const r = await signedIn(reviewer);
    const reviewerBefore = await userRow(reviewer.id);
    expect((await r.post('/api/profile/profile_update', { _id: reviewer.id, firstName: 'R', lastName: 'X', email: 'r@example.com' })).status).toBe(403);
    expect(await userRow(customer.id)).toEqual(before);
    expect(await userRow(reviewer.id)).toEqual(reviewerBefore);
  });
});

describe('POST /api/profile/profile_update_password', () => {
  it('needs the right current password and keeps the old one otherwise', async () => {
    const c = await signedIn(neighbour);
    const res = await c.post('/api/profile/profile_update_password', { _id: neighbour.id, currentPassword: 'wrong-one', password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'wrong_current_password', fieldCodes: { currentPassword: 'wrong_current_password' } });
    expect(await verifyPassword((await userRow(neighbour.id)).passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('applies the password rules', async () => {
    const c = await signedIn(neighbour);
    const res = await c.post('/api/profile/profile_update_password', { _id: neighbour.id, currentPassword: TEST_PASSWORD, password: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toMatch(/too common/);
  });

  it('changes the password, ends the user’s other sessions and keeps this one', async () => {
    const here = await signedIn(neighbour);
    const elsewhere = await signedIn(neighbour);
    const bystander = await signedIn(customer);
    // Both sessions are in this process's cache now: revocation must evict it.
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
    const res = await here.post('/api/profile/profile_update_password', { _id: neighbour.id, currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await bystander.get('/api/auth/user')).status).toBe(200);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, neighbour.id)))).toHaveLength(1);
    expect((await t.client(site.host).post('/api/auth/login', { email: neighbour.email, password: TEST_PASSWORD })).status).toBe(401);
    await signedIn(neighbour, site.host, NEW_PASSWORD);
  });

  it('refuses another user’s id and reviewers, changing no password', async () => {
    const c = await signedIn(customer);
    const before = (await userRow(writer.id)).passwordHash;
    expect((await c.post('/api/profile/profile_update_password', { _id: writer.id, currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })).status).toBe(403);
    const r = await signedIn(reviewer);
    expect((await r.post('/api/profile/profile_update_password', { _id: reviewer.id, currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })).status).toBe(403);
    expect((await userRow(writer.id)).passwordHash).toBe(before);
    expect(await verifyPassword((await userRow(reviewer.id)).passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('stops guessing the current password after ten tries', async () => {
    const c = await signedIn(writer);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await c.post('/api/profile/profile_update_password', { _id: writer.id, currentPassword: `guess-${i}`, password: NEW_PASSWORD })).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await c.post('/api/profile/profile_update_password', { _id: writer.id, currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(right.status).toBe(429);
    expect(await verifyPassword((await userRow(writer.id)).passwordHash, TEST_PASSWORD)).toBe(true);
  });
});
