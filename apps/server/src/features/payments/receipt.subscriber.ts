import { formatMoney } from '@portal/domain/money/rules';
import type { Db } from '../../platform/db/database';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Platform } from '../../platform/platform';
import { escapeHtml, mailRecipient } from '../notifications';


/** The receipt: one mail per successful payment, sent through the outbox after the payment committed. */
export function paymentReceipts(platform: Pick<Platform, 'config' | 'mailer'>): Subscriber {
  return {
    name: 'payment-receipt-mail',
    handles: ['payment_received'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'payment_received') return;
      const row = await mailRecipient(db, event.siteId, event.recipientId);
      if (!row) return;
      const company = row.company;
      const amount = formatMoney(event.amount, event.currency, 'en');
      const path = event.purpose === 'invoice' ? '/invoices' : `/orders/view/${event.orderId}`;
      const link = siteUrl(platform.config, row.domain, path);
      const subject = event.purpose === 'order' ? `${company}: payment received for order #${event.orderNumber}` : `${company}: payment received for ${event.description}`;
      const line = `We received your payment of ${amount} for ${event.description}${event.purpose === 'invoice' ? '' : ` (order #${event.orderNumber})`}.`;
      await platform.mailer.send({
        to: row.email,
        subject,
        text: [`Hello ${row.firstName},`, '', line, '', link].join('\n'),
        html: `<p>Hello ${escapeHtml(row.firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        fromName: company,
      });
    },
  };
}
