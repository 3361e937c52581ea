import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../use-coupon';

/** The coupon code, with Apply (or Remove once applied) and what the server said of it. */
export function CouponBox({ coupon, packageId, disabled }: { coupon: Coupon; packageId: string; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const { code, applied, state } = coupon;
  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('coupon.label')} value={code} onChange={(e) => coupon.setCode(e.currentTarget.value)} disabled={applied !== null || disabled} error={state.error ?? undefined} />
        {applied ? (
          <Button variant="light" color="red" onClick={coupon.remove} disabled={disabled}>
            {t('coupon.remove')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => void coupon.apply(packageId)} loading={state.loading} disabled={code.trim() === '' || state.loading || disabled}>
            {t('coupon.apply')}
          </Button>
        )}
      </Group>
      {state.error && !applied && (
        <Button variant="subtle" size="compact-sm" color="gray" onClick={coupon.remove} w="fit-content">
          {t('coupon.remove')}
        </Button>
      )}
      {state.message && (
        <Text size="sm" c="green.9" role="status">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
