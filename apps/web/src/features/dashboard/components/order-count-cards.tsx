import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import { orderCounts } from '@portal/domain/orders/rules';
import { IconCircleCheck, IconClipboardList, IconHourglass, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomerOrderStatuses } from '../../orders/public';

type Count = { key: 'total' | 'pending' | 'completed'; icon: TablerIcon; color: string };

const COUNTS: readonly Count[] = [
  { key: 'total', icon: IconClipboardList, color: 'blue' },
  { key: 'pending', icon: IconHourglass, color: 'orange' },
  { key: 'completed', icon: IconCircleCheck, color: 'teal' },
];

/** Total, pending and completed orders: completed means exactly 100 percent, hidden ones are not counted. */
export function OrderCountCards() {
  const { t } = useTranslation('orders');
  const statuses = useCustomerOrderStatuses();
  const counts = statuses.data ? orderCounts(statuses.data) : null;

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {COUNTS.map(({ key, icon: Icon, color }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {t(`dashboard.${key}`)}
              </Text>
              {counts ? (
                <Text fz={28} fw={700} lh={1.2}>
                  {counts[key]}
                </Text>
              ) : statuses.isError ? (
                <Text fz={28} fw={700} lh={1.2} c="dimmed" aria-label={t('dashboard.countUnavailable')}>
                  –
                </Text>
              ) : (
                <Skeleton height={28} width={48} mt={4} />
              )}
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
