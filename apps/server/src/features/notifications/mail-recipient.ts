import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sites, users } from '../../platform/db/schema';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailRecipient = { email: string; firstName: string; role: string; company: string; domain: string };

/** Whom a mail of an event goes to, with the site's name and domain; null when the account is gone. */
export async function mailRecipient(db: Db, siteId: string, userId: string): Promise<MailRecipient | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, role: users.role, siteName: sites.name, config: sites.config, domain: sites.primaryDomain })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(users.id, userId), eq(users.siteId, siteId)))
    .limit(1);
  if (!row) return null;
  return { email: row.email, firstName: row.firstName, role: row.role, company: (row.config as { companyName?: string } | null)?.companyName ?? row.siteName, domain: row.domain };
}
