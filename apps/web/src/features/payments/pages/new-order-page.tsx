import { Alert, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { newCheckoutKey, SandboxCardField, type CardFieldHandle } from '../../checkout/public';
import { useNewOrder, usePurchasablePackages } from '../api';

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

  const data = packages.data;
  const pkg = data?.packages.find((p) => p._id === selected) ?? null;

  function pay() {
    if (!pkg) {
      setMissing(true);
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
            <SandboxCardField ref={card} disabled={order.isPending || order.isSuccess} />
            {order.isError && <Alert color="red">{errorText(order.error)}</Alert>}
            {order.data?.order_id && <Alert color="green">{t('newOrder.done')}</Alert>}
            {order.data && !order.data.order_id && <Alert color="yellow">{t('processing')}</Alert>}
            <Button onClick={pay} loading={order.isPending || Boolean(order.data?.order_id)}>
              {pkg ? t('modal.submit', { amount: formatMoney(pkg.packagePrice, data.clientCurrencyType, i18n.language) }) : t('pay')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
