import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import type { PaymentAnswer } from '@portal/domain/payments/calls';
import { useTranslation } from 'react-i18next';

type Props = { challenge: PaymentAnswer | null; busy: boolean; onAnswer: (approve: boolean) => void };

/** The sandbox's 3-D Secure step: the bank asks the buyer to confirm (closing it is a refusal). */
export function Secure3dModal({ challenge, busy, onAnswer }: Props) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <Modal opened={challenge !== null} onClose={() => onAnswer(false)} title={t('secure3d.title')} centered>
      <Stack>
        <Text size="sm">{t('secure3d.text', { amount: challenge ? formatMoney(challenge.amount, challenge.currency, i18n.language) : '' })}</Text>
        {busy && <Loader size="sm" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            {t('secure3d.fail')}
          </Button>
          <Button onClick={() => onAnswer(true)} disabled={busy}>
            {t('secure3d.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
