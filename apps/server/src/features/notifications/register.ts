import type { Platform } from '../../platform/platform';
import { inAppNotifications } from './in-app.subscriber';
import { orderMail } from './mail.subscriber';

/** The first consumers of the domain events: the bell and mail. */
export function subscribeNotifications(platform: Platform): void {
  platform.events.subscribe(inAppNotifications);
  platform.events.subscribe(orderMail(platform));
}
