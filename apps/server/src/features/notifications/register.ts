import type { Platform } from '../../platform/platform';
import { chatMail } from './chat-mail.subscriber';
import { inAppNotifications } from './in-app.subscriber';
import { orderMail } from './mail.subscriber';

/** The consumers of the domain events: the bell (pushed live to open pages), order mail and chat mail. */
export function subscribeNotifications(platform: Platform): void {
  platform.events.subscribe(inAppNotifications(platform.live));
  platform.events.subscribe(orderMail(platform));
  platform.events.subscribe(chatMail(platform));
}
