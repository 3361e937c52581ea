import { Group, Stack, Text } from '@mantine/core';
import type { OrderListRow } from '@portal/domain/orders/types';
import type { ReactNode } from 'react';
import { OrderStatus } from './order-status';
import classes from './order-cards.module.css';

/** The phone layout of an order table: a plain list of cards separated by rules. */
export function OrderCardList({ children }: { children: ReactNode }) {
  return <ul className={classes.list}>{children}</ul>;
}

/** One order as a card: number, product and progress on top, the caller's lines below. */
export function OrderCard({ order, children }: { order: OrderListRow; children: ReactNode }) {
  return (
    <li className={classes.item}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            #{order.number} · {order.package.packageName}
          </Text>
          <OrderStatus percent={order.statusPercentage} />
        </Group>
        {children}
      </Stack>
    </li>
  );
}

/** A card line's dimmed "Label: " lead-in. */
export function CardLabel({ children }: { children: ReactNode }) {
  return (
    <Text span c="dimmed" size="sm">
      {children}:{' '}
    </Text>
  );
}

/** One "Label: value" line of a card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <CardLabel>{label}</CardLabel>
      {children}
    </Text>
  );
}
