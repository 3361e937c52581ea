import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { serviceState, type ServiceState } from '@portal/domain/orders/rules';
import type { OrderView, Service } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { staffModules, staffModuleState } from '../staff-module-state';
import { StaffModuleRow } from './staff-module-row';

const STATE_BADGE: Record<ServiceState, { color: string; label: string }> = {
  completed: { color: 'teal', label: 'serviceState.completed' },
  'in-progress': { color: 'blue', label: 'serviceState.inProgress' },
  'not-started': { color: 'orange', label: 'serviceState.needsAction' },
};

/** One service of the order as an accordion item: its state, then its modules. */
export function StaffServiceItem({ order, service }: { order: OrderView; service: Service }) {
  const { t } = useTranslation('staff-order');
  const badge = STATE_BADGE[serviceState(service, order.completed_tasks, order.revisionData ?? {})];
  const modules = staffModules(service);

  return (
    <Accordion.Item value={service._id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
          <Text fw={600} lineClamp={2}>
            {service.serviceName}
          </Text>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {t(badge.label)}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {modules.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noModules')}
          </Text>
        ) : (
          <Stack gap={0}>
            {modules.map((module) => (
              <StaffModuleRow key={module.id} module={module} row={staffModuleState(order, service, module)} />
            ))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
