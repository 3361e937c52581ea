import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('a 400 for a check written without a message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('carries zod’s English words and code for it, not a bare "Invalid input"', async () => {
    const site = await t.factories.site('messages.test');
    const res = await t.client(site.host).post('/api/auth/login', { email: 'someone@example.com', password: 'x'.repeat(1025) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_input', fieldCodes: { password: 'too_big' }, errors: { password: 'Too big: expected string to have <=1024 characters' } });
  });

  it('names an unknown key as the field, with zod’s code', async () => {
    const site = await t.factories.site('keys.test');
    const res = await t.client(site.host).post('/api/auth/login', { email: 'someone@example.com', password: 'secret', admin: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldCodes: { admin: 'unrecognized_keys' }, errors: { admin: 'Unrecognized key: "admin"' } });
  });
});
