import '@mantine/charts/styles.css';
import { DonutChart, LineChart } from '@mantine/charts';
import { Card, Center, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  monthly: Record<string, number>;
  counts: { pending: number; completed: number };
};

/** `2026-03` as the interface language writes a short month: "Mar 2026", "мар. 2026 г.". */
function monthLabel(key: string, language: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/**
 * The two dashboard charts. This module (and recharts under it) is loaded only by the writer
 * dashboard, so no other page pays for the chart library.
 */
export default function WriterCharts({ monthly, counts }: Props) {
  const { t, i18n } = useTranslation('writer-dashboard');
  const series = Object.entries(monthly).map(([key, orders]) => ({ month: monthLabel(key, i18n.language), orders }));
  const donut = [
    { name: t('counts.completed'), value: counts.completed, color: 'green.6' },
    { name: t('counts.pending'), value: counts.pending, color: 'orange.5' },
  ];
  const total = counts.completed + counts.pending;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('charts.monthlyTitle')}
            </Title>
            <LineChart
              h={260}
              data={series}
              dataKey="month"
              series={[{ name: 'orders', label: t('charts.ordersLabel'), color: 'blue.6' }]}
              curveType="monotone"
              gridAxis="xy"
              withDots
              yAxisProps={{ allowDecimals: false, width: 32 }}
              role="img"
              aria-label={t('charts.monthlyTitle')}
            />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Stack gap="md" h="100%">
            <Title order={2} fz="h4">
              {t('charts.statusTitle')}
            </Title>
            {total === 0 ? (
              <Center style={{ flex: 1 }} mih={200}>
                <Text c="dimmed">{t('charts.noOrders')}</Text>
              </Center>
            ) : (
              <Center style={{ flex: 1 }}>
                <DonutChart
                  data={donut}
                  size={180}
                  thickness={28}
                  withLabels
                  withLabelsLine={false}
                  chartLabel={t('charts.donutLabel', { count: total })}
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  role="img"
                  aria-label={t('charts.statusTitle')}
                />
              </Center>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
