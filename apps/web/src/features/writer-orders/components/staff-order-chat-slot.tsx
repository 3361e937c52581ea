import type { OrderView } from '@portal/domain/orders/types';
import { useSite } from '../../../platform/site-context';
import { Slot } from '../../../platform/slots';

/**
 * Where the writer-to-customer chat of the order mounts (spec 001 section 2). The chat feature
 * renders its panel here; sites that switch that chat off never get the slot.
 */
export function StaffOrderChatSlot({ order }: { order: OrderView }) {
  const site = useSite();
  if (site.website_settings.disable_writer_customer_chat) return null;
  return (
    <div data-slot="staff-order-chat" data-order-id={order._id}>
      <Slot name="staff-order-chat" order={order} />
    </div>
  );
}
