import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { critiqueRequests, sites } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Platform } from '../../platform/platform';
import type { FreeCritiquesService } from './free-critiques.service';
import { mailTexts, reasonText } from './mail-texts';

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
      const texts = mailTexts(request.language);
      const hello = texts.hello(request.firstName);
      if (request.critiqueId) {
        const link = siteUrl(platform.config, row.domain, `/review/${request.critiqueId}`);
        const text = [hello, '', texts.ready, link].join('\n');
        const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(texts.ready)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.open)}</a></p>`;
        await platform.mailer.send({ to: request.email, subject: texts.readySubject(company), text, html, fromName: company });
      } else {
        const why = reasonText(texts, request.reasonCode, request.reason);
        const text = [hello, '', texts.unreadable, why, texts.again].join('\n');
        const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(texts.unreadable)}</p><p>${escapeHtml(why)}</p><p>${escapeHtml(texts.again)}</p>`;
        await platform.mailer.send({ to: request.email, subject: texts.unreadableSubject(company), text, html, fromName: company });
      }
    },
  };
}
