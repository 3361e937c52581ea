import type { Subscriber } from '../../platform/events/outbox';
import type { AutoAssignment } from './auto-assignment';

/**
 * A completed order frees room for its writer: the site's waiting orders are looked at again, in
 * the delivering transaction (so the pass and the "delivered" mark commit together).
 */
export function roomFreed(auto: AutoAssignment): Subscriber {
  return {
    name: 'auto-assignment',
    handles: ['order_completed'],
    async deliver(event, db) {
      await auto.assignWaitingIn(db, event.siteId);
    },
  };
}
