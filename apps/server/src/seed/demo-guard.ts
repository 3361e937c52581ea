import { inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import { users } from '../platform/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';

/**
 * The demo accounts' password is published in the README: in production no account may still have
 * it. Checks the demo e-mails on every site (a password is only checked against its own hash, so
 * looking at every account of a large site would take minutes at each start).
 */
export async function demoAccountsWithDemoPassword(db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const rows = await db
    .select({ email: users.email, siteId: users.siteId, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const found: string[] = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) found.push(`${row.email} (site ${row.siteId})`);
  return found;
}

export function demoAccountsProblem(found: string[]): string {
  return [
    'Refusing to start in production: these accounts still have the published demo password:',
    ...found.map((f) => `  ${f}`),
    'Change their passwords or delete them, or start without NODE_ENV=production for a demo.',
  ].join('\n');
}
