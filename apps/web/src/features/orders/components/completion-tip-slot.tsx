import type { OrderView } from '@portal/domain/orders/types';

export type CompletionTipSlotProps = { order: OrderView; price: number; currency: string };

/**
 * Where the completion modal's tip form mounts (spec 000 sections 4 and 5). Tipping is paid through
 * the card provider and arrives with the payments feature; until then the modal shows no tip part.
 */
export function CompletionTipSlot(_props: CompletionTipSlotProps) {
  return null;
}
