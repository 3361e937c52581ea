import { Alert, Button, Card, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { formatMoney, paymentFamily } from '@portal/domain/money/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { newCheckoutKey } from '../../checkout/public';
import { confirmAtServer, mobileMoneyCalls, useCustomerGateways, useNewOrder, usePurchasablePackages } from '../api';
import { CardPayment, needsProviderStep, useFocusAfterStep, type CardPaymentHandle } from '../components/card-payment';
import { MobileMoneyPayment, type MobileMoneyHandle } from '../components/mobile-money-payment';

/** A signed-in customer picks a package and pays by card or mobile money (spec 000 "New order page"). */
export default function NewOrderPage() {
  const { t, i18n } = useTranslation('payments');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const packages = usePurchasablePackages();
  const order = useNewOrder();
  const card = useRef<CardPaymentHandle>(null);
  const focus = useFocusAfterStep();
  const mobile = useRef<MobileMoneyHandle>(null);
  const gateways = useCustomerGateways();
  const [key, setKey] = useState(newCheckoutKey);
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [paying, setPaying] = useState<{ busy: boolean; error: string | null; orderId: string | null }>({ busy: false, error: null, orderId: null });

  const data = packages.data;
  const pkg = data?.packages.find((p) => p._id === selected) ?? null;

  const isMobile = data ? paymentFamily(data.clientCurrencyType) === 'mobile-money' : false;

  function paid(orderId: string) {
    setPaying({ busy: false, error: null, orderId });
    setTimeout(() => navigate(`/orders/view/${orderId}`), 1500);
  }

  /**
   * The server's reference (the same one for this page's key), paid in the gateway's part, then
   * verified by the server. A closed dialog keeps the key (nothing was paid on that reference); a
   * refusal spends it, so the next press is a new payment; an error keeps it, so a press after a
   * lost answer finds the payment it made instead of paying twice.
   */
  async function payMobile(packageId: string, price: number) {
    if (!mobile.current?.ready()) return;
    setPaying({ busy: true, error: null, orderId: null });
    try {
      let code = await mobileMoneyCalls.code(packageId, price, key);
      if (code.state === 'failed' || code.state === 'expired') {
        // This page's payment ended unpaid (left open past its hour): a new one.
        const fresh = newCheckoutKey();
        setKey(fresh);
        code = await mobileMoneyCalls.code(packageId, price, fresh);
      }
      if (code.orderId) return paid(code.orderId);
      const notPaid = await mobile.current.pay({ intent_id: code.txRef, client_secret: code.integrityHash, amount: code.amount, currency: code.currency });
      if (notPaid !== null) throw new Error(notPaid);
      const verified = await mobileMoneyCalls.verify(code.txRef);
      if (verified.orderId) return paid(verified.orderId);
      if (verified.message) setKey(newCheckoutKey());
      throw new Error(verified.message ?? t('processing'));
    } catch (err) {
      setPaying({ busy: false, error: errorText(err), orderId: null });
    }
  }

  function pay() {
    if (!pkg || !data) {
      setMissing(true);
      return;
    }
    if (isMobile) {
      void payMobile(pkg._id, pkg.packagePrice);
      return;
    }
    void payCard(pkg._id, { amount: pkg.packagePrice, currency: data.clientCurrencyType });
  }

  /**
   * The sandbox's token is confirmed by the server (its bank may then ask for 3-D Secure); Stripe's
   * fields confirm the answered intent. After either step the server reads it. A refusal spends this
   * page's key (the next press is a new payment); a payment still processing keeps it.
   */
  async function payCard(packageId: string, charge: { amount: number; currency: string }) {
    const handle = card.current;
    const token = handle?.token();
    if (token === null || !handle) return;
    setPaying({ busy: true, error: null, orderId: null });
    let stepped = false;
    try {
      const answer = await order.mutateAsync({ payment: token, package_subscribed: packageId, checkoutKey: key, purchasedDate: new Date().toISOString() });
      let orderId = answer.order_id;
      if (!orderId && needsProviderStep(token, answer)) {
        stepped = true;
        const { refused, settled } = await handle.confirm(answer, charge, () => confirmAtServer(answer.intent_id));
        const words = refused ?? settled?.message;
        if (words) setKey(newCheckoutKey());
        if (!settled?.orderId) throw new Error(words ?? t('processing'));
        orderId = settled.orderId;
      }
      setPaying({ busy: false, error: null, orderId });
      if (orderId) setTimeout(() => navigate(`/orders/view/${orderId}`), 1500);
    } catch (err) {
      setPaying({ busy: false, error: errorText(err), orderId: null });
    } finally {
      if (stepped) focus.focusBack();
    }
  }

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz="h2">
        {t('newOrder.title')}
      </Title>
      {packages.isPending && <PageLoader />}
      {packages.isError && <ServerErrorAlert error={packages.error} />}
      {data && data.packages.length === 0 && <Text c="dimmed">{t('newOrder.none')}</Text>}
      {data && data.packages.length > 0 && (
        <Card withBorder padding="lg">
          <Stack>
            <Select
              label={t('newOrder.package')}
              placeholder={t('newOrder.choose')}
              data={data.packages.map((p) => ({ value: p._id, label: `${p.packageName} — ${formatMoney(p.packagePrice, data.clientCurrencyType, i18n.language)}` }))}
              value={selected}
              onChange={(v) => {
                setSelected(v);
                setMissing(false);
              }}
              error={missing ? t('newOrder.required') : undefined}
              required
            />
            {gateways.isPending && <Loader size="sm" aria-label={t('processing')} />}
            {gateways.isError && <Alert color="red">{errorText(gateways.error)}</Alert>}
            {gateways.data && isMobile && <MobileMoneyPayment ref={mobile} gateway={gateways.data.mobileMoney} disabled={paying.busy || Boolean(paying.orderId)} />}
            {gateways.data && !isMobile && <CardPayment ref={card} gateway={gateways.data.card} disabled={paying.busy || Boolean(paying.orderId)} />}
            {paying.error && <Alert color="red">{paying.error}</Alert>}
            {(order.data?.order_id || paying.orderId) && (
              <Alert ref={focus.result} tabIndex={-1} color="green">
                {t('newOrder.done')}
              </Alert>
            )}
            {order.data && !order.data.order_id && !paying.busy && !paying.orderId && !paying.error && <Alert color="yellow">{t('processing')}</Alert>}
            <Button ref={focus.button} onClick={pay} disabled={!gateways.data} loading={order.isPending || Boolean(order.data?.order_id) || paying.busy || Boolean(paying.orderId)}>
              {pkg ? t('modal.submit', { amount: formatMoney(pkg.packagePrice, data.clientCurrencyType, i18n.language) }) : t('pay')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
