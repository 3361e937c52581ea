import { Alert, Button, Chip, Group, Slider, Stack, Text } from '@mantine/core';
import { formatMoney, tipAmount, TIP_PERCENT_PRESETS } from '@portal/domain/money/rules';
import { PAYMENT_TEXTS } from '@portal/domain/payments/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import type { SlotProps } from '../../../platform/slots';
import { newCheckoutKey, SandboxCardField, type CardFieldHandle } from '../../checkout/public';
import { useTipWriter } from '../api';

/**
 * The tip in the completion modal (spec 000): 5, 10 or 15 percent, or 0 to 100 on the slider; the
 * amount is the rounded percentage of the price, at least 2 units. Paid by card through the gateway.
 */
export default function TipForm({ order, price, currency }: SlotProps['completion-tip']) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useErrorText();
  const client = useQueryClient();
  const card = useRef<CardFieldHandle>(null);
  const [percent, setPercent] = useState<number>(TIP_PERCENT_PRESETS[1]);
  const [key, setKey] = useState(newCheckoutKey);
  const tip = useTipWriter(order._id);
  const amount = tipAmount(price, percent, currency);
  const money = formatMoney(amount, currency, i18n.language);

  if (tip.data?.status) {
    return (
      <Alert color="green" role="status">
        {t('tip.done', { defaultValue: PAYMENT_TEXTS.tipped })}
      </Alert>
    );
  }

  function send() {
    const token = card.current?.tokenize();
    if (!token) return;
    tip.mutate(
      { tip: amount, payment: token, checkoutKey: key },
      { onSuccess: () => void client.invalidateQueries({ queryKey: ['customer-orders'] }), onError: () => setKey(newCheckoutKey()) },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="tip-title">
      <Text fw={600} id="tip-title">
        {t('tip.title')}
      </Text>
      <Chip.Group value={String(percent)} onChange={(v) => setPercent(Number(v))}>
        <Group gap="xs">
          {TIP_PERCENT_PRESETS.map((p) => (
            <Chip key={p} value={String(p)}>
              {p}%
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Slider value={percent} onChange={setPercent} min={0} max={100} step={1} label={(v) => `${v}%`} thumbLabel={t('tip.slider')} />
      <Text size="sm">{t('tip.amount', { amount: money })}</Text>
      <SandboxCardField ref={card} disabled={tip.isPending} />
      {tip.isError && <Alert color="red">{errorText(tip.error)}</Alert>}
      <Button onClick={send} loading={tip.isPending}>
        {t('tip.submit', { amount: money })}
      </Button>
    </Stack>
  );
}
