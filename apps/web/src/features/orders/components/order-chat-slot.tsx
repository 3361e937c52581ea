import type { OrderView } from '@portal/domain/orders/types';
import { useSite } from '../../../platform/site-context';
import { Slot } from '../../../platform/slots';

/**
 * Where the order's chat with its writer mounts (spec 000 sections 2 and 4). Sites that switch the
 * chat off never show it; the chat feature renders its panel here.
 */
export function OrderChatSlot({ order }: { order: OrderView }) {
  const site = useSite();
  if (site.website_settings.disable_writer_customer_chat) return null;
  return (
    <div data-slot="order-chat">
      <Slot name="order-chat" order={order} />
    </div>
  );
}
