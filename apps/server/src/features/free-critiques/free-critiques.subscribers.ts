import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { critiqueRequests, sites } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Platform } from '../../platform/platform';
import type { FreeCritiquesService } from './free-critiques.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Makes each requested critique in the background (retried with backoff by the outbox if it fails). */
export function critiqueMaker(service: FreeCritiquesService): Subscriber {
  return {
    name: 'free-critique-maker',
    handles: ['critique_requested'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'critique_requested') return;
      await service.make(db, event.siteId, event.requestId);
    },
  };
}

/** Mails the visitor the link to their critique on the site's own domain, or says the file could not be read. */
export function critiqueMail(platform: Pick<Platform, 'config' | 'mailer'>): Subscriber {
  return {
    name: 'free-critique-mail',
    handles: ['critique_ready'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'critique_ready') return;
      const [row] = await db
        .select({ request: critiqueRequests, siteName: sites.name, config: sites.config, domain: sites.primaryDomain })
        .from(critiqueRequests)
        .innerJoin(sites, eq(sites.id, critiqueRequests.siteId))
        .where(and(eq(critiqueRequests.siteId, event.siteId), eq(critiqueRequests.id, event.requestId)))
        .limit(1);
      if (!row) return;
      const { request } = row;
      const company = (row.config as { companyName?: string } | null)?.companyName ?? row.siteName;
      const hello = `Hello ${request.firstName},`;
      if (request.critiqueId) {
        const link = siteUrl(platform.config, row.domain, `/review/${request.critiqueId}`);
        const text = [hello, '', 'Your free resume critique is ready:', link].join('\n');
        const html = `<p>${escapeHtml(hello)}</p><p>Your free resume critique is ready.</p><p><a href="${escapeHtml(link)}">Open your critique</a></p>`;
        await platform.mailer.send({ to: request.email, subject: `Your resume critique from ${company}`, text, html, fromName: company });
      } else {
        const why = request.reason ?? 'The file could not be read.';
        const text = [hello, '', 'We could not read the resume you sent, so we made no critique rather than guess.', why, 'Please send it again as a PDF or Word file with selectable text (not a scan).'].join('\n');
        const html = `<p>${escapeHtml(hello)}</p><p>We could not read the resume you sent, so we made no critique rather than guess.</p><p>${escapeHtml(why)}</p><p>Please send it again as a PDF or Word file with selectable text (not a scan).</p>`;
        await platform.mailer.send({ to: request.email, subject: `We could not read your resume (${company})`, text, html, fromName: company });
      }
    },
  };
}
