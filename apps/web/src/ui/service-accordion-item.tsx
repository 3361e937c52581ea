import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { customerServiceState, serviceState, type ServiceState } from '@portal/domain/orders/rules';
import type { Module, OrderView, Service } from '@portal/domain/orders/types';
import type { ReactNode } from 'react';

const STATE_COLOR: Record<ServiceState, string> = {
  completed: 'teal',
  'in-progress': 'blue',
  'not-started': 'orange',
};

/** Where each namespace that shows services keeps the words for their states; the words differ by side. */
export const SERVICE_STATE_KEY: Record<ServiceState, string> = {
  completed: 'serviceState.completed',
  'in-progress': 'serviceState.inProgress',
  'not-started': 'serviceState.needsAction',
};

type Props = {
  order: OrderView;
  service: Service;
  /** The words for the service's state; each side of the portal has its own. */
  stateLabel: (state: ServiceState) => string;
  modules: Module[];
  renderModule: (module: Module) => ReactNode;
  /** Shown instead of the rows when the service lists no modules. */
  emptyText: string;
  /** The customer's own view: Needs Action only when a remaining step is theirs. */
  forCustomer?: boolean;
};

/** One service of an order as an accordion item: its name and state badge, then its modules as rows. */
export function ServiceAccordionItem({ order, service, stateLabel, modules, renderModule, emptyText, forCustomer = false }: Props) {
  const state = (forCustomer ? customerServiceState : serviceState)(service, order.completed_tasks, order.revisionData ?? {});
  return (
    <Accordion.Item value={service._id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
          <Text fw={600} lineClamp={2}>
            {service.serviceName}
          </Text>
          <Badge color={STATE_COLOR[state]} variant="light" style={{ flexShrink: 0 }}>
            {stateLabel(state)}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {modules.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <Stack gap={0}>{modules.map(renderModule)}</Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
