import type { Subscriber } from '../../platform/events/outbox';
import { queueForAssignment, type AutoAssignment } from './auto-assignment';

/**
 * A paid order joins the queue of orders waiting for a writer, and a completed order frees room for
 * its writer: either way the site's waiting orders are looked at again, in the delivering
 * transaction (so the pass and the "delivered" mark commit together).
 */
export function roomFreed(auto: AutoAssignment): Subscriber {
  return {
    name: 'auto-assignment',
    handles: ['order_completed', 'payment_received'],
    async deliver(event, db) {
      if (event.type === 'payment_received') {
        if (event.purpose !== 'order') return;
        await queueForAssignment(db, event.siteId, event.orderId);
      }
      await auto.assignWaitingIn(db, event.siteId);
    },
  };
}
