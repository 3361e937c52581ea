import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { useSite } from '../../../platform/site-context';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { SiteBrand } from '../../../ui/site-brand';
import { useCheckoutKey, usePackageInfo } from '../api';
import { BuyerFields, buyerSchema, type Buyer } from '../components/buyer-fields';
import { CheckoutReassurance } from '../components/checkout-reassurance';
import { CouponBox } from '../components/coupon-box';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep, type CardMethod } from '../components/payment-step';
import type { CardFieldHandle } from '../components/sandbox-card-field';
import { Secure3dModal } from '../components/secure-3d-modal';
import type { StripePayHandle } from '../providers/stripe-card-field';
import { useCheckoutPayment } from '../use-checkout-payment';
import { useCoupon } from '../use-coupon';

/** The public checkout (spec 002 sections 2.6 and 4): who buys, how they pay, and what they buy. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation('checkout');
  const errorText = useErrorText();
  const site = useSite();
  const [search] = useSearchParams();
  const item = search.get('item') ?? '';
  const info = usePackageInfo({ item, critiqueId: search.get('critiqueId') ?? undefined, critiqueViewId: search.get('critiqueViewId') ?? undefined });
  const sandboxCard = useRef<CardFieldHandle>(null);
  const stripe = useRef<StripePayHandle>(null);
  const [checkoutKey, renewKey] = useCheckoutKey();
  const [method, setMethod] = useState<CardMethod>('card');
  const [phone, setPhone] = useState('');
  const coupon = useCoupon(search.get('coupon') ?? '', renewKey);

  const form = useForm<Buyer>({ resolver: zodResolver(buyerSchema), defaultValues: { firstName: '', lastName: '', email: '', uniqueCustomerId: search.get('uniqueCustomerId') ?? undefined } });
  const data = info.data;
  useEffect(() => {
    if (!data) return;
    form.reset({ firstName: data.firstName, lastName: data.lastName, email: data.email, uniqueCustomerId: data.uniqueCustomerId || search.get('uniqueCustomerId') || undefined });
  }, [data, form, search]);

  const discount = coupon.applied?.discount ?? 0;
  const total = Math.max(0, (data?.customerPackage.packagePrice ?? 0) - discount);
  const payment = useCheckoutPayment({ info: data, checkoutKey, renewKey, method, phone, couponCode: coupon.applied?.code, total, fields: { sandboxCard, stripe }, setFieldError: form.setError });

  // The bank's step closed without paying (refused, or closed): the focus goes back to Pay, below
  // the bank's words, once the answer is in (the button is busy until then, and was when it opened).
  const payButton = useRef<HTMLButtonElement>(null);
  const challengeWasOpen = useRef(false);
  useEffect(() => {
    if (payment.challenge) challengeWasOpen.current = true;
    else if (challengeWasOpen.current && !payment.paying && !payment.done) {
      challengeWasOpen.current = false;
      payButton.current?.focus();
    }
  }, [payment.challenge, payment.paying, payment.done]);

  if (!item) return <FullPageNotice title={t('errorTitle')} message={t('noPackage')} />;
  if (info.isPending) return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('loading')} />;
  if (info.isError || !data) return <FullPageNotice title={t('errorTitle')} message={errorText(info.error)} />;

  const pkg = data.customerPackage;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  const busy = payment.paying || payment.done;

  if (payment.widgetSuccess) {
    return (
      <FullPageNotice
        title={t('widget.title')}
        message={t('widget.text', { company: site.companyName })}
        action={
          <Button component="a" href={payment.widgetSuccess} target="_blank" rel="noopener" mt="md">
            {t('widget.open')}
          </Button>
        }
      />
    );
  }

  return (
    <Box component="main" bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" component="header">
            <SiteBrand />
            <Group gap={6} c="dimmed">
              <IconLock size={16} aria-hidden />
              <Text size="sm">{t('secure')}</Text>
            </Group>
          </Group>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="payment-details">
              <form onSubmit={form.handleSubmit(payment.pay)} noValidate>
                <Stack gap="md">
                  <Title order={2} fz="h3" id="payment-details">
                    {t('details')}
                  </Title>
                  <BuyerFields form={form} disabled={busy} />
                  {total > 0 && (
                    <PaymentStep
                      family={data.family}
                      gateway={data.gateway}
                      method={method}
                      onMethod={(next) => {
                        setMethod(next);
                        renewKey();
                      }}
                      phone={phone}
                      onPhone={setPhone}
                      disabled={busy}
                      fields={{ sandboxCard, stripe }}
                    />
                  )}
                  {payment.payError && (
                    <Alert color="red" role="alert">
                      {payment.payError}
                    </Alert>
                  )}
                  {payment.done && (
                    <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
                      {t('success')}
                    </Alert>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('redirectNote', { company: site.companyName })}
                  </Text>
                  <Button ref={payButton} type="submit" size="md" fullWidth loading={busy}>
                    {total > 0 ? t('pay', { amount: money(total) }) : t('complete')}
                  </Button>
                </Stack>
              </form>
            </Card>
            <Stack gap="lg">
              <OrderSummary pkg={pkg} discount={discount} total={total} money={money} coupon={<CouponBox coupon={coupon} packageId={pkg._id} disabled={busy} />} />
              <CheckoutReassurance />
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>
      <Secure3dModal challenge={payment.challenge} busy={payment.paying} onAnswer={(approve) => void payment.authenticate(approve)} />
    </Box>
  );
}
