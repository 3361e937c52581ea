import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderListRow } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../../platform/site-context';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';
import { longDateTime, OrderProgressRing, relativeDate } from '../../orders/public';

/** One order on the dashboard: progress, product, when it was bought, its price and a way in. */
export function CustomerOrderRow({ order }: { order: OrderListRow }) {
  const { t, i18n } = useTranslation('orders');
  const site = useSite();
  const showPrice = !site.website_settings.hide_customer_price && order.invoicePrice !== undefined;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
          <OrderProgressRing percentage={order.statusPercentage} />
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {order.package.packageName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('orderNumber', { number: order.number })} ·{' '}
              <DeferredTooltip label={longDateTime(order.createdAt, i18n.language)} withArrow>
                <Text span inherit tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
                  {t('dashboard.purchased', { when: relativeDate(order.createdAt, i18n.language) })}
                </Text>
              </DeferredTooltip>
            </Text>
          </Stack>
        </Group>
        <Group gap="md" wrap="nowrap" ml="auto">
          {showPrice && (
            <Text fw={600} aria-label={t('fields.price')}>
              {formatMoney(order.invoicePrice!, order.invoiceCurrency, i18n.language)}
            </Text>
          )}
          <Button component={Link} to={orderPaths.view(order._id)} variant="light">
            {t('view')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
