import { isCardCurrency } from '@portal/domain/money/rules';
import { shouldOpenCompletionModal } from '@portal/domain/orders/rules';
import type { Order } from '@portal/domain/orders/types';
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

