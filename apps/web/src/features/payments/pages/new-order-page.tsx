import { Alert, Button, Card, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney, paymentFamily } from '@portal/domain/money/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { newCheckoutKey, SandboxCardField, type CardFieldHandle } from '../../checkout/public';
import { mobileMoneyCalls, useNewOrder, usePurchasablePackages } from '../api';

/** A signed-in customer picks a package and pays by card (spec 000 "New order page"). */
export default function NewOrderPage() {
  const { t, i18n } = useTranslation('payments');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const packages = usePurchasablePackages();
  const order = useNewOrder();
  const card = useRef<CardFieldHandle>(null);
  const [key] = useState(newCheckoutKey);
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [phone, setPhone] = useState('');
  const [mobile, setMobile] = useState<{ busy: boolean; error: string | null; orderId: string | null }>({ busy: false, error: null, orderId: null });

  const data = packages.data;
  const pkg = data?.packages.find((p) => p._id === selected) ?? null;

  const isMobile = data ? paymentFamily(data.clientCurrencyType) === 'mobile-money' : false;

  async function payMobile() {
    if (!pkg) return;
    setMobile({ busy: true, error: null, orderId: null });
    try {
      const code = await mobileMoneyCalls.code(pkg._id, pkg.packagePrice, key);
      await mobileMoneyCalls.sandboxPay(code.integrityHash, phone.replace(/\D/g, ''));
      const verified = await mobileMoneyCalls.verify(code.txRef);
      if (!verified.orderId) throw new Error(verified.message ?? t('processing'));
      setMobile({ busy: false, error: null, orderId: verified.orderId });
      setTimeout(() => navigate(`/orders/view/${verified.orderId}`), 1500);
    } catch (err) {
      setMobile({ busy: false, error: errorText(err), orderId: null });
    }
  }

  function pay() {
    if (!pkg) {
      setMissing(true);
      return;
    }
    if (isMobile) {
      void payMobile();
      return;
    }
    const token = card.current?.tokenize();
    if (!token) return;
    order.mutate(
      { payment: token, package_subscribed: pkg._id, checkoutKey: key, purchasedDate: new Date().toISOString() },
      { onSuccess: (answer) => answer.order_id && setTimeout(() => navigate(`/orders/view/${answer.order_id}`), 1500) },
    );
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
            {isMobile ? (
              <TextInput label={t('newOrder.phone')} description={t('newOrder.phoneHint')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="tel" required disabled={mobile.busy} />
            ) : (
              <SandboxCardField ref={card} disabled={order.isPending || order.isSuccess} />
            )}
            {order.isError && <Alert color="red">{errorText(order.error)}</Alert>}
            {mobile.error && <Alert color="red">{mobile.error}</Alert>}
            {(order.data?.order_id || mobile.orderId) && <Alert color="green">{t('newOrder.done')}</Alert>}
            {order.data && !order.data.order_id && <Alert color="yellow">{t('processing')}</Alert>}
            <Button onClick={pay} loading={order.isPending || Boolean(order.data?.order_id) || mobile.busy || Boolean(mobile.orderId)}>
              {pkg ? t('modal.submit', { amount: formatMoney(pkg.packagePrice, data.clientCurrencyType, i18n.language) }) : t('pay')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
