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

/**
 * The completion modal congratulates every customer whose order is complete, untipped and not
 * dismissed for good, whatever the currency (spec 000 section 4).
 */
export function completionModalOpens(order: Pick<Order, 'statusPercentage' | 'tipByCustomer' | 'noShowCheck'>): boolean {
  return shouldOpenCompletionModal(order);
}

/**
 * Its tip part only where a tip can be paid: the card provider takes it, mobile-money currencies
 * have no tip (spec 000 section 2), and a site may hide tipping.
 */
export function completionTipOffered(currency: string | null | undefined, hideTip: boolean | undefined): boolean {
  return isCardCurrency(currency) && hideTip !== true;
}

