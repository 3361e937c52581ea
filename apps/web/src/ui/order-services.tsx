import { Accordion, Paper, Stack, Text, Title } from '@mantine/core';
import { firstOpenServiceIndex } from '@portal/domain/orders/rules';
import type { OrderView, Service } from '@portal/domain/orders/types';
import type { ReactNode } from 'react';
import classes from './order-services.module.css';

type Props = {
  order: OrderView;
  title: string;
  emptyText: string;
  /** One accordion item per service, keyed and valued by the service's id. */
  renderService: (service: Service) => ReactNode;
  /** Below the services, e.g. the order's chat. */
  children?: ReactNode;
};

/** The order page's services: one accordion item each, the first unfinished one open. */
export function OrderServices({ order, title, emptyText, renderService, children }: Props) {
  const services = order.package.packageServices;
  const openIndex = firstOpenServiceIndex(services, order.completed_tasks);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {services.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">{emptyText}</Text>
        </Paper>
      ) : (
        <Accordion multiple variant="separated" radius="md" defaultValue={openIndex >= 0 ? [services[openIndex]!._id] : []} classNames={{ item: classes.service }}>
          {services.map(renderService)}
        </Accordion>
      )}
      {children}
    </Stack>
  );
}
