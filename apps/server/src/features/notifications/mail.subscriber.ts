import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { EVENT_TYPES, type DomainEvent, type OrderEventType } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Mailer } from '../../platform/mail/mailer';
import { escapeHtml, mailRecipient } from './mail-recipient';
import { EVENT_TEXTS, eventLine } from './notification-texts';


/**
 * Mail for every order event, to the user it is for, with a link to the order on the site's own
 * domain. A failure (the mail server is down) is retried by the outbox with backoff.
 */
export function orderMail(deps: { config: Config; mailer: Mailer }): Subscriber {
  return {
    name: 'order-mail',
    handles: EVENT_TYPES,
    async deliver(received: DomainEvent, db: Db) {
      if (!(EVENT_TYPES as readonly string[]).includes(received.type)) return;
      const event = received as Extract<DomainEvent, { type: OrderEventType }>;
      const row = await mailRecipient(db, event.siteId, event.recipientId);
      if (!row) return; // the account is gone: nobody to tell
      const company = row.company;
      const texts = EVENT_TEXTS[event.type];
      const link = siteUrl(deps.config, row.domain, `/orders/view/${event.orderId}`);
      const line = eventLine(event);
      const text = [`Hello ${row.firstName},`, '', line + '.', texts.body, '', link].join('\n');
      const html = `<p>Hello ${escapeHtml(row.firstName)},</p><p>${escapeHtml(line)}. ${escapeHtml(texts.body)}</p><p><a href="${escapeHtml(link)}">Open order #${event.orderNumber}</a></p>`;
      await deps.mailer.send({ to: row.email, subject: texts.subject(company, event.orderNumber), text, html, fromName: company });
    },
  };
}
