import type { Db } from '../../platform/db/database';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { Subscriber } from '../../platform/events/outbox';
import type { CritiqueComparisonsService } from './comparison.service';

/** Compares each delivered final resume with the critique its order was bought from, in the background (retried by the outbox). */
export function deliveryComparer(service: CritiqueComparisonsService): Subscriber {
  return {
    name: 'critique-delivery-comparer',
    handles: ['final_delivered'],
    async deliver(event: DomainEvent, db: Db) {
      if (event.type !== 'final_delivered') return;
      await service.compareDelivery(db, event.siteId, event.orderId);
    },
  };
}
