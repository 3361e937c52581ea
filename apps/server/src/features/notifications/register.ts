import type { Platform } from '../../platform/platform';
import { chatMail } from './chat-mail.subscriber';
import { inAppNotifications } from './in-app.subscriber';
import { invoiceMail } from './invoice-mail.subscriber';
import { orderMail } from './mail.subscriber';

/** The consumers of the domain events: the bell (pushed live to open pages), order mail, chat mail and invoice mail. */
export function subscribeNotifications(platform: Platform): void {
  platform.events.subscribe(inAppNotifications(platform.live));
  platform.events.subscribe(orderMail(platform));
  platform.events.subscribe(chatMail(platform));
  platform.events.subscribe(invoiceMail(platform));
}
