import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AdminOrderOverview } from '@portal/domain/admin-orders/calls';
import { IconAlarm, IconCircleCheck, IconHourglass, IconUserQuestion, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '../../../ui/list-states';
import { useAdminOrderOverview } from '../api';

type Tile = { key: 'unassigned' | 'overdue' | 'open' | 'completed'; icon: TablerIcon; color: string; to: string };

// Each number opens the list that counts it, filtered the same way.
const TILES: readonly Tile[] = [
  { key: 'unassigned', icon: IconUserQuestion, color: 'orange', to: '/admin/orders?status=unassigned' },
  { key: 'overdue', icon: IconAlarm, color: 'red', to: '/admin/orders?status=open&overdue=true' },
  { key: 'open', icon: IconHourglass, color: 'blue', to: '/admin/orders?status=open' },
  { key: 'completed', icon: IconCircleCheck, color: 'teal', to: '/admin/orders?status=completed' },
];

/** The admin's dashboard: the site's orders at a glance, what needs a hand first. */
export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const overview = useAdminOrderOverview();
  const data = overview.data?.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-overview-title">
      <Title order={2} fz="h3" id="admin-overview-title">
        {t('overview.title')}
      </Title>
      {overview.isError && !data ? (
        <ListError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {TILES.map((tile) => (
              <OverviewTile key={tile.key} tile={tile} data={data} />
            ))}
          </SimpleGrid>
          {data && data.waiting > 0 && (
            <Text size="sm">
              <Link to="/admin/orders?status=waiting">{t('overview.waiting', { count: data.waiting })}</Link>
            </Text>
          )}
          {data && isEmpty(data) && <Text c="dimmed">{t('overview.empty')}</Text>}
        </>
      )}
    </Stack>
  );
}

const isEmpty = (data: AdminOrderOverview) => data.unassigned + data.open + data.completed === 0;

function OverviewTile({ tile, data }: { tile: Tile; data: AdminOrderOverview | undefined }) {
  const { t } = useTranslation('admin');
  const { key, icon: Icon, color } = tile;
  const value = data?.[key];
  // Only a number that asks for action is coloured: an overdue order, an order without a writer.
  const alarming = value !== undefined && value > 0 && (key === 'overdue' || key === 'unassigned');
  return (
    <Card component={Link} to={tile.to} withBorder radius="md" p="md" aria-busy={value === undefined}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {/* The names of the list's own filters, so the list opened says the same. */}
            {key === 'overdue' ? t('overview.overdue') : t(`filters.statuses.${key}`)}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={48} mt={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} c={alarming ? `${color}.9` : undefined}>
              {value}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
