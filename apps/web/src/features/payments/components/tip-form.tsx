import { Alert, Button, Chip, Group, Loader, Slider, Stack, Text } from '@mantine/core';
import { formatMoney, tipAmount, TIP_PERCENT_PRESETS } from '@portal/domain/money/rules';
import { PAYMENT_TEXTS } from '@portal/domain/payments/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import type { SlotProps } from '../../../platform/slots';
import { newCheckoutKey } from '../../checkout/public';
import { confirmAtServer, useCustomerGateways, useTipWriter } from '../api';
import { CardPayment, needsProviderStep, useFocusAfterStep, type CardPaymentHandle } from './card-payment';

/**
 * The tip in the completion modal (spec 000): 5, 10 or 15 percent, or 0 to 100 on the slider; the
 * amount is the rounded percentage of the price, at least 2 units. Paid by card through the gateway.
 */
export default function TipForm({ order, price, currency }: SlotProps['completion-tip']) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useErrorText();
  const client = useQueryClient();
  const card = useRef<CardPaymentHandle>(null);
  const focus = useFocusAfterStep();
  const gateways = useCustomerGateways();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ paid: boolean; error: string | null }>({ paid: false, error: null });
  const [percent, setPercent] = useState<number>(TIP_PERCENT_PRESETS[1]);
  const [key, setKey] = useState(newCheckoutKey);
  const tip = useTipWriter(order._id);
  const amount = tipAmount(price, percent, currency);
  const money = formatMoney(amount, currency, i18n.language);

  if (tip.data?.status || outcome.paid) {
    return (
      <Alert ref={focus.result} tabIndex={-1} color="green" role="status">
        {t('tip.done', { defaultValue: PAYMENT_TEXTS.tipped })}
      </Alert>
    );
  }

  async function send() {
    const handle = card.current;
    const token = handle?.token();
    if (token === null || !handle) return;
    setBusy(true);
    setOutcome({ paid: false, error: null });
    let stepped = false;
    try {
      const answer = await tip.mutateAsync({ tip: amount, payment: token, checkoutKey: key });
      if (answer.status || !needsProviderStep(token, answer)) return;
      // The provider's step (Stripe's own fields, or the bank's 3-D Secure), then the server reads the intent.
      stepped = true;
      const { refused, settled } = await handle.confirm(answer, { amount, currency }, () => confirmAtServer(answer.intent_id));
      if (settled?.state === 'succeeded') return setOutcome({ paid: true, error: null });
      // Not paid: the next press (perhaps of another amount) is a new payment.
      setKey(newCheckoutKey());
      setOutcome({ paid: false, error: refused ?? settled?.message ?? t('processing') });
    } catch (err) {
      // The call's error is shown from the mutation, a later one here; a retry (perhaps of another amount) is a new payment.
      setKey(newCheckoutKey());
      if (stepped) setOutcome({ paid: false, error: errorText(err) });
    } finally {
      setBusy(false);
      if (stepped) focus.focusBack();
      void client.invalidateQueries({ queryKey: ['customer-orders'] });
    }
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
      {gateways.isPending && <Loader size="sm" aria-label={t('processing')} />}
      {gateways.isError && <Alert color="red">{errorText(gateways.error)}</Alert>}
      {gateways.data && <CardPayment ref={card} gateway={gateways.data.card} disabled={busy} />}
      {tip.isError && <Alert color="red">{errorText(tip.error)}</Alert>}
      {outcome.error && <Alert color="red">{outcome.error}</Alert>}
      <Button ref={focus.button} onClick={() => void send()} loading={busy} disabled={!gateways.data}>
        {t('tip.submit', { amount: money })}
      </Button>
    </Stack>
  );
}
