import { formatMoney } from '@portal/domain/money/rules';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Mailer } from '../../platform/mail/mailer';
import { escapeHtml, mailRecipient } from './mail-recipient';


/** A new invoice: one mail to the customer with what it is for, the amount, the due date and a link to pay it. */
export function invoiceMail(deps: { config: Config; mailer: Mailer }): Subscriber {
  return {
    name: 'invoice-mail',
    handles: ['invoice_issued'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'invoice_issued') return;
      const row = await mailRecipient(db, event.siteId, event.recipientId);
      if (!row) return;
      const company = row.company;
      const amount = formatMoney(event.amount, event.currency, 'en');
      const link = siteUrl(deps.config, row.domain, '/invoices');
      const line = `${company} sent you invoice #${event.invoiceNumber} of ${amount} for ${event.description}${event.dueDate ? `, due on ${event.dueDate}` : ''}.`;
      await deps.mailer.send({
        to: row.email,
        subject: `${company}: invoice #${event.invoiceNumber} of ${amount}`,
        text: [`Hello ${row.firstName},`, '', line, 'You can pay it from your invoices page:', link].join('\n'),
        html: `<p>Hello ${escapeHtml(row.firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">Open your invoices</a></p>`,
        fromName: company,
      });
    },
  };
}
