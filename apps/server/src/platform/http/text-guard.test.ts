import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { badTextPath } from './text-guard';

describe('badTextPath', () => {
  it('finds NUL and unpaired surrogates anywhere, keys included, and passes well-formed text', () => {
    expect(badTextPath({ a: 'fine', b: ['ok', 'emoji \uD83D\uDE00 fine'] })).toBeNull();
    expect(badTextPath({ review: 'a\u0000b' })).toBe('review');
    expect(badTextPath({ answers: [{ value: 'x' }, { value: 'broken \uD800' }] })).toBe('answers.1.value');
    expect(badTextPath({ note: 'low half \uDC00 alone' })).toBe('note');
    expect(badTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(badTextPath('\u0000')).toBe('body');
  });
});

describe('text guard on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 naming the field, for bodies, queries and paths, never 500', async () => {
    const site = await t.factories.site('text.test');
    const customer = await t.factories.user(site, 'user');
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const body = await c.post('/api/customer/orders/revision/rate-review', { order_id: 'x', serviceId: 'y', review: 'good\u0000bad' });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'bad_text', errors: { review: expect.any(String) } });
    const surrogate = await c.request('PATCH', '/api/customer/orders/abc', { body: '{"answers":"\\ud800"}', headers: { 'content-type': 'application/json' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.code).toBe('bad_text');
    const query = await c.get('/api/customer/orders?search=%00');
    expect(query.status).toBe(400);
    const path = await c.get('/api/customer/orders/%00');
    expect(path.status).toBe(400);
  });
});
