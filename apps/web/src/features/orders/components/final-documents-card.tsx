import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moduleLink } from '../module-links';

const FINAL_KINDS = new Set(['final_document', 'final_linkedin']);

/** Each delivered final document of the order: the service it belongs to and where to open it. */
export function deliveredFinals(order: OrderView): { key: string; serviceName: string; to: string }[] {
  return order.package.packageServices.flatMap((service) =>
    service.serviceModules.flatMap((module) => {
      const link = moduleLink(order._id, service, module, order.completed_tasks);
      return FINAL_KINDS.has(link.kind) && link.done && link.to ? [{ key: `${service._id}-${module.id}`, serviceName: service.serviceName, to: link.to }] : [];
    }),
  );
}

/**
 * On a completed order the delivered documents come first, not folded inside a service: what the
 * customer came back for is the first thing on the page.
 */
export function FinalDocumentsCard({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const finals = deliveredFinals(order);
  if (order.statusPercentage !== 100 || finals.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="teal" aria-hidden visibleFrom="xs">
          <IconFileCheck size={24} />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }} miw={0}>
          <div>
            <Title order={2} fz="h4">
              {t('finals.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('finals.text')}
            </Text>
          </div>
          <Group gap="sm">
            {finals.map((final) => (
              // Long service names wrap instead of pushing the card wider than a phone.
              <Button key={final.key} component={Link} to={final.to} maw="100%" h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}>
                {t('finals.open', { service: final.serviceName })}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
