import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { critiques } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/critiques', () => {
  it('lists the site\'s critiques newest first with progress, rating, feedback and the review link; searches; another site\'s stay out', async () => {
    const site = await t.factories.site('critiques.test');
    const other = await t.factories.site('other-critiques.test');
    const admin = await t.factories.user(site, 'admin');
    const old = newId();
    await t.db.insert(critiques).values([
      { id: old, siteId: site.id, firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', review: {}, progress: ['Structure', 'Impact'], stars: 4, feedback: 'Helpful', processedAt: new Date(Date.now() - 86_400_000) },
      { id: newId(), siteId: site.id, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', review: {}, progress: [] },
      { id: newId(), siteId: other.id, firstName: 'Else', lastName: 'Where', email: 'else@example.com', review: {}, progress: [] },
    ]);
    const c = t.client(site.host);
    await c.signIn(admin.email);
    const res = await c.get('/api/admin/critiques');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((r: { email: string }) => r.email)).toEqual(['ana@example.com', 'jordan@example.com']);
    expect(res.body.data[1]).toMatchObject({ progress: 40, stars: 4, feedback: 'Helpful', reviewPath: `/review/${old}`, visitedTabs: ['Structure', 'Impact'] });
    expect((await c.get('/api/admin/critiques?q=jordan')).body.data).toHaveLength(1);
  });
});
