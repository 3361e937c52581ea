import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/types';
import { composeSlots, Slot, SlotsProvider, type SlotProps } from './slots';

// Only the id is read here; a whole order would tie the ground floor's test to the orders feature.
const makeOrder = (id = 'o1') => ({ _id: id }) as OrderView;

function ChatPanel({ order }: SlotProps['order-chat']) {
  return <p>chat of {order._id}</p>;
}

describe('named slots', () => {
  it('render what a feature filled in, with the props the page passes', () => {
    const order = makeOrder('order-42');
    render(
      <SlotsProvider fills={composeSlots([{ name: 'chat', slots: { 'order-chat': ChatPanel } }])}>
        <Slot name="order-chat" order={order} />
        <Slot name="top-bar-notifications" />
      </SlotsProvider>,
    );
    expect(screen.getByText('chat of order-42')).toBeTruthy();
  });

  it('render nothing while no feature fills them', () => {
    const { container } = render(<Slot name="order-chat" order={makeOrder()} />);
    expect(container.innerHTML).toBe('');
  });

  it('refuse two features filling the same slot, naming both', () => {
    const fill = { 'order-chat': ChatPanel };
    expect(() => composeSlots([{ name: 'chat', slots: fill }, { name: 'support', slots: fill }])).toThrow('The slot "order-chat" is filled by both chat and support.');
  });
});
