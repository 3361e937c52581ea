import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, toMajor, toMinor } from '@portal/domain/money/rules';
import type { AdminPayment } from '@portal/domain/payments/calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useRefund } from '../api';

/** A refund of part or all of a payment. The dialog's key is made once: a retried click is the same refund. */
export function RefundModal({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const refund = useRefund();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | string>(toMajor(payment.refundable, payment.currency));
  const [reason, setReason] = useState('');
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const minor = amount === '' ? 0 : toMinor(Number(amount), payment.currency);

  const submit = () =>
    refund.mutate(
      { paymentId: payment._id, amount: minor, key, reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('billing.refund.done', { amount: money(minor) }) });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('billing.refund.title')} centered>
      <Stack gap="md">
        <ServerErrorAlert error={refund.error} />
        <Stack gap={2}>
          <Text size="sm">{t('billing.refund.paid', { amount: money(payment.amount) })}</Text>
          <Text size="sm">{t('billing.refund.left', { amount: money(payment.refundable) })}</Text>
        </Stack>
        <NumberInput label={t('billing.refund.amount')} value={amount} onChange={setAmount} min={0.01} max={toMajor(payment.refundable, payment.currency)} decimalScale={2} fixedDecimalScale required data-autofocus />
        <Textarea label={t('billing.refund.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={500} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={refund.isPending} disabled={minor <= 0}>
            {t('billing.refund.submit', { amount: money(minor) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
