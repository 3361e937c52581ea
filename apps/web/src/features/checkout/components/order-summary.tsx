import { Box, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  pkg: { packageName: string; packagePrice: number; packageDescription?: string | null };
  discount: number;
  total: number;
  money: (minor: number) => string;
  /** The coupon box, between the package and the totals. */
  coupon: ReactNode;
};

/** What is bought: the package, the coupon box, and the price, discount and total. */
export function OrderSummary({ pkg, discount, total, money, coupon }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="summary">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="summary">
          {t('summary.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box>
            <Text fw={600}>{pkg.packageName}</Text>
            {pkg.packageDescription && (
              <Text size="sm" c="dimmed">
                {pkg.packageDescription}
              </Text>
            )}
          </Box>
          <Text fw={600}>{money(pkg.packagePrice)}</Text>
        </Group>
        <Divider />
        {coupon}
        <Divider />
        <Group justify="space-between">
          <Text size="sm">{t('summary.price')}</Text>
          <Text size="sm">{money(pkg.packagePrice)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('summary.discount')}</Text>
          <Text size="sm">{discount ? `-${money(discount)}` : money(0)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} data-testid="checkout-total">
            {money(total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
