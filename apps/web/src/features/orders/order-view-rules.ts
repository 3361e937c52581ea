import { isCardCurrency } from '@portal/domain/money/rules';
import { shouldOpenCompletionModal } from '@portal/domain/orders/rules';
import type { Order, Service } from '@portal/domain/orders/types';
import { moduleKind } from '@portal/domain/orders/rules';
import { moduleScreens } from './module-links';

/**
 * Before the order page shows anything, the customer finishes what the purchase started: the
 * initial questions, then the contract (spec 000 section 2).
 */
export function pendingStepRedirect(order: Pick<Order, '_id' | 'customer_industries' | 'contract_signed'>): string | null {
  if (!order.customer_industries?.length) return moduleScreens.initialQuestion(order._id);
  if (order.contract_signed === false) return moduleScreens.contract(order._id);
  return null;
}

/** The completion modal carries the tip, which only the card provider takes (spec 000 section 2). */
export function completionModalOpens(
  order: Pick<Order, 'statusPercentage' | 'tipByCustomer' | 'noShowCheck'>,
  currency: string | null | undefined,
): boolean {
  return shouldOpenCompletionModal(order) && isCardCurrency(currency);
}

/**
 * The modules shown for a service. The follow-up questionnaire may be listed under both of its
 * ids (to send, already sent); it is one row for the customer.
 */
export function visibleModules(service: Service): Service['serviceModules'] {
  let followUpSeen = false;
  return service.serviceModules.filter((module) => {
    const kind = moduleKind(module.id);
    if (kind !== 'additional_questionnaire' && kind !== 'additional_questionnaire_submitted') return true;
    if (followUpSeen) return false;
    followUpSeen = true;
    return true;
  });
}
