import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import type { TestApp } from '../../test/test-app';

export type Person = 'customer' | 'writer' | 'writer2' | 'reviewer' | 'admin' | 'foreignWriter';

/** One of each role on `site`, a writer of `other`, each signed in on their own site. */
export async function signedInPeople(t: TestApp, site: TestSite, other: TestSite) {
  const u = {} as Record<Person, TestUser>;
  const as = {} as Record<Person, TestClient>;
  for (const [name, role] of Object.entries({ customer: 'user', writer: 'writer', writer2: 'writer', reviewer: 'reviewer', admin: 'admin' } as const)) {
    u[name as Person] = await t.factories.user(site, role);
  }
  u.foreignWriter = await t.factories.user(other, 'writer');
  for (const key of Object.keys(u) as Person[]) {
    as[key] = t.client(key === 'foreignWriter' ? other.host : site.host);
    await as[key].signIn(u[key].email);
  }
  return { u, as };
}
