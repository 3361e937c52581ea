import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What the bank asks to confirm: the amount (minor units) and its currency; null while nothing is asked. */
type Props = { challenge: { amount: number; currency: string } | null; busy: boolean; onAnswer: (approve: boolean) => void };

// Every open Mantine dialog closes on an Escape it hears on the window, unless the key's target says
// it is someone else's: over another dialog (a tip in the completed order's, an invoice's), Escape
// must close this one only. So everything here that can hold the focus says so, and this dialog
// answers those keys itself (Mantine's own listener still closes it on any other Escape).
const OWN_KEYS = { 'data-mantine-stop-propagation': true };

/**
 * The sandbox's 3-D Secure step: the bank asks the buyer to confirm (closing it, by its close button,
 * a click outside or Escape, is a refusal). Used by the checkout and, through public.ts, by the
 * signed-in customer's card payments.
 */
export function Secure3dModal({ challenge, busy, onAnswer }: Props) {
  const { t, i18n } = useTranslation('checkout');
  function onKeyDown(event: KeyboardEvent) {
    const ours = event.target instanceof HTMLElement && event.target.dataset.mantineStopPropagation === 'true';
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || !ours) return;
    event.stopPropagation();
    onAnswer(false);
  }
  return (
    <Modal.Root opened={challenge !== null} onClose={() => onAnswer(false)} onKeyDown={onKeyDown} centered>
      <Modal.Overlay />
      <Modal.Content {...OWN_KEYS}>
        <Modal.Header>
          <Modal.Title>{t('secure3d.title')}</Modal.Title>
          <Modal.CloseButton {...OWN_KEYS} aria-label={t('common:actions.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            <Text size="sm">{t('secure3d.text', { amount: challenge ? formatMoney(challenge.amount, challenge.currency, i18n.language) : '' })}</Text>
            {busy && <Loader size="sm" />}
            <Group justify="flex-end">
              <Button {...OWN_KEYS} variant="default" onClick={() => onAnswer(false)} disabled={busy}>
                {t('secure3d.fail')}
              </Button>
              <Button {...OWN_KEYS} onClick={() => onAnswer(true)} disabled={busy}>
                {t('secure3d.approve')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
