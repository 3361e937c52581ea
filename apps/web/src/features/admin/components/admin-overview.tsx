import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminOrderOverview } from '@portal/domain/admin-orders/calls';
import { IconAlarm, IconCircleCheck, IconHourglass, IconShoppingCart, IconUserQuestion, type TablerIcon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountTile } from '../../../ui/count-tile';
import { ListError } from '../../../ui/list-states';
import { useAdminOrderOverview } from '../api';
import classes from './admin-overview.module.css';

type Tile = { key: 'unassigned' | 'overdue' | 'open' | 'completed' | 'boughtThisMonth'; icon: TablerIcon; color: string; to: (data: AdminOrderOverview | undefined) => string };

/** The list's dates for a month (`YYYY-MM`): its first and last day. */
function monthFilter(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `from=${month}-01&to=${new Date(Date.UTC(year!, number!, 0)).toISOString().slice(0, 10)}`;
}

// Each number opens the list that counts it, filtered the same way.
const TILES: readonly Tile[] = [
  { key: 'unassigned', icon: IconUserQuestion, color: 'orange', to: () => '/admin/orders?status=unassigned' },
  { key: 'overdue', icon: IconAlarm, color: 'red', to: () => '/admin/orders?status=open&overdue=true' },
  { key: 'open', icon: IconHourglass, color: 'blue', to: () => '/admin/orders?status=open' },
  { key: 'completed', icon: IconCircleCheck, color: 'teal', to: () => '/admin/orders?status=completed' },
  { key: 'boughtThisMonth', icon: IconShoppingCart, color: 'grape', to: (data) => (data ? `/admin/orders?${monthFilter(data.month)}` : '/admin/orders') },
];

const label = (t: TFunction<'admin'>, key: Tile['key']) => {
  // The names of the list's own filters, so the list opened says the same.
  if (key === 'unassigned' || key === 'open' || key === 'completed') return t(`filters.statuses.${key}`);
  return t(`overview.${key}`);
};

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
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
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
  const { key, icon, color } = tile;
  const value = data?.[key];
  // Only a number that asks for action is coloured: an overdue order, an order without a writer.
  const alarming = value !== undefined && value > 0 && (key === 'overdue' || key === 'unassigned');
  return (
    <Card component={Link} to={tile.to(data)} withBorder radius="md" p="md" aria-busy={value === undefined} className={classes.tile}>
      <CountTile
        icon={icon}
        color={color}
        label={label(t, key)}
        value={value}
        valueColor={alarming ? `${color}.9` : undefined}
        detail={key === 'boughtThisMonth' && data ? t('overview.lastMonth', { count: data.boughtLastMonth }) : undefined}
      />
    </Card>
  );
}
