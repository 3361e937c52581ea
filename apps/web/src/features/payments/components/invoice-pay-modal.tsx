import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import type { InvoiceView } from '@portal/domain/payments/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { newCheckoutKey } from '../../checkout/public';
import { confirmAtServer, invoicesKey, useCustomerGateways, usePayInvoice } from '../api';
import { CardPayment, needsProviderStep, useFocusAfterStep, type CardPaymentHandle } from './card-payment';

type Outcome = { kind: 'paid' } | { kind: 'processing' } | { kind: 'error'; text: string } | null;

/**
 * Pays an invoice with the site's card gateway: the sandbox's token is confirmed by the server (its
 * bank may then ask for 3-D Secure); with Stripe the server starts the intent, Stripe.js confirms it
 * in the page. After either step the server reads the intent.
 */
export function InvoicePayModal({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const gateways = useCustomerGateways();
  const card = useRef<CardPaymentHandle>(null);
  const focus = useFocusAfterStep();
  const [key, setKey] = useState(newCheckoutKey);
  const pay = usePayInvoice();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = outcome?.kind === 'paid';
  const amount = formatMoney(invoice.price, invoice.invoiceCurrency, i18n.language);

  function paid() {
    setOutcome({ kind: 'paid' });
    setTimeout(() => navigate('/orders/list'), 1500);
  }

  async function submit() {
    const handle = card.current;
    const token = handle?.token();
    if (token === null || !handle) return;
    setBusy(true);
    setOutcome(null);
    let stepped = false;
    try {
      const answer = await pay.mutateAsync({ invoice_id: invoice._id, payment: token, checkoutKey: key });
      if (answer.status) return paid();
      if (!needsProviderStep(token, answer)) return setOutcome({ kind: 'processing' });
      // The provider's step (Stripe's own part, or the bank's 3-D Secure), then the server reads the intent.
      stepped = true;
      const { refused, settled } = await handle.confirm(answer, { amount: invoice.price, currency: invoice.invoiceCurrency }, () => confirmAtServer(answer.intent_id));
      void client.invalidateQueries({ queryKey: invoicesKey });
      if (settled?.state === 'succeeded') return paid();
      const words = refused ?? settled?.message;
      if (!words) return setOutcome({ kind: 'processing' });
      // Refused: the next press is a new payment.
      setKey(newCheckoutKey());
      setOutcome({ kind: 'error', text: words });
    } catch (err) {
      setOutcome({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      if (stepped) focus.focusBack();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('modal.title', { name: invoice.packageName })} centered>
      <Stack>
        <Text>{t('modal.amount', { amount })}</Text>
        {gateways.isPending && <PageLoader />}
        {gateways.isError && <ServerErrorAlert error={gateways.error} />}
        {gateways.data && <CardPayment ref={card} gateway={gateways.data.card} disabled={busy || done} />}
        {outcome?.kind === 'error' && <Alert color="red">{outcome.text}</Alert>}
        {outcome?.kind === 'processing' && <Alert color="yellow">{t('processing')}</Alert>}
        {done && (
          <Alert ref={focus.result} tabIndex={-1} color="green" role="status">
            {t('paid')}
          </Alert>
        )}
        <Button ref={focus.button} onClick={() => void submit()} loading={busy || done} disabled={!gateways.data}>
          {t('modal.submit', { amount })}
        </Button>
      </Stack>
    </Modal>
  );
}
