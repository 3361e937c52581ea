import { Paper, SimpleGrid } from '@mantine/core';
import { orderCounts } from '@portal/domain/orders/rules';
import { IconCircleCheck, IconClipboardList, IconHourglass, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomerOrderStatuses } from '../../orders/public';
import { CountTile } from '../../../ui/count-tile';

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
      {COUNTS.map(({ key, icon, color }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <CountTile icon={icon} color={color} label={t(`dashboard.${key}`)} value={counts ? counts[key] : statuses.isError ? null : undefined} unavailable={t('dashboard.countUnavailable')} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
