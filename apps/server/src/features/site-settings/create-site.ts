import { eq } from 'drizzle-orm';
import { newSiteConfig } from '@portal/domain/sites/calls';
import { INVITATION_TTL_MS } from '@portal/domain/people/calls';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { newId, newSecret, sha256 } from '../../platform/db/ids';
import { authCodes, siteDomains, sites, users } from '../../platform/db/schema';
import { siteUrl } from '../../platform/http/site-url';
import type { Mailer } from '../../platform/mail/mailer';
import { announceSitesChanged, normalizeHost } from '../../platform/tenancy/site-resolver';

export type NewSite = { domain: string; name: string; adminEmail: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the operator's input, or null. */
export function newSiteProblem(input: NewSite): string | null {
  const host = normalizeHost(input.domain);
  const valid = host !== null && host === input.domain.trim().toLowerCase() && (host.includes('.') || host === 'localhost');
  if (!valid) return `"${input.domain}" is not a domain name (for example portal.example.com)`;
  if (!input.name.trim()) return 'The site needs a name (--name)';
  if (!EMAIL.test(input.adminEmail.trim())) return `"${input.adminEmail}" is not an e-mail address`;
  return null;
}

/**
 * Creates a site with its domain and its first admin, who gets a mail with a link to set a password
 * (valid 7 days, single use). In one transaction that also tells every running server to forget the
 * sites it cached (a lookup of this domain a moment ago is cached as "no such site"), so the domain
 * answers `GET /api/website` as soon as this returns.
 */
export async function createSite(db: Db, deps: { config: Pick<Config, 'PUBLIC_SCHEME' | 'publicPort'>; mailer: Mailer }, input: NewSite): Promise<{ siteId: string; host: string; adminId: string; link: string }> {
  const problem = newSiteProblem(input);
  if (problem) throw new Error(problem);
  const host = normalizeHost(input.domain)!;
  const email = input.adminEmail.trim();
  const name = input.name.trim();
  const siteId = newId();
  const clientId = `client-${newId()}`;
  const adminId = newId();
  const code = newSecret();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [taken] = await tx.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
    if (taken) throw new Error(`The domain ${host} already belongs to a site`);
    const config = newSiteConfig({ id: siteId, clientId, name, email });
    await tx.insert(sites).values({ id: siteId, clientId, name, primaryDomain: host, config });
    await tx.insert(siteDomains).values({ host, siteId });
    await tx.insert(users).values({ id: adminId, siteId, email, role: 'admin', firstName: 'Site', lastName: 'Admin', passwordHash: null });
    await tx.insert(authCodes).values({ id: newId(), siteId, userId: adminId, kind: 'reset', codeHash: sha256(code), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
    await announceSitesChanged(tx);
  });
  const link = siteUrl(deps.config, host, `/reset-password/${code}`);
  await deps.mailer.send({
    to: email,
    subject: `Your ${name} portal is ready`,
    fromName: name,
    text: [`Hello,`, '', `The ${name} portal at ${host} is ready, and you are its admin.`, 'Open this link within 7 days to choose your password:', '', link, '', 'Then sign in with this e-mail address and set up your site under Administration.'].join('\n'),
  });
  return { siteId, host, adminId, link };
}
