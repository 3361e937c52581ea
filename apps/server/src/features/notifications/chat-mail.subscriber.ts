import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import { siteUrl } from '../../platform/http/site-url';
import type { Mailer } from '../../platform/mail/mailer';
import { escapeHtml, mailRecipient } from './mail-recipient';


/** Where the reader answers: the order (customer, writer), the chat page (writer), the admins' chats. */
function chatPath(event: Extract<DomainEvent, { type: 'chat_unread' }>, role: string): string {
  if (event.orderId) return `/orders/view/${event.orderId}`;
  return role === 'admin' ? `/chats?writer=${event.writerId}` : '/chat';
}

/** One mail per batch of chat messages still unread two minutes after they came (chat-mail.job.ts). */
export function chatMail(deps: { config: Config; mailer: Mailer }): Subscriber {
  return {
    name: 'chat-mail',
    handles: ['chat_unread'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'chat_unread') return;
      const row = await mailRecipient(db, event.siteId, event.recipientId);
      if (!row) return;
      const company = row.company;
      const link = siteUrl(deps.config, row.domain, chatPath(event, row.role));
      const what = event.unread === 1 ? 'an unread message' : `${event.unread} unread messages`;
      const where = event.orderNumber ? ` about order #${event.orderNumber}` : '';
      const subject = `${company}: you have ${what}${where}`;
      const text = [`Hello ${row.firstName},`, '', `You have ${what}${where}.`, 'Open the chat to read and answer:', '', link].join('\n');
      const html = `<p>Hello ${escapeHtml(row.firstName)},</p><p>You have ${escapeHtml(what + where)}.</p><p><a href="${escapeHtml(link)}">Open the chat</a></p>`;
      await deps.mailer.send({ to: row.email, subject, text, html, fromName: company });
    },
  };
}
