import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Box, Button, Card, Container, Divider, Group, Loader, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money/rules';
import { customerFields, type PaymentAnswer } from '@portal/domain/payments/calls';
import { PAYMENT_ERROR_MS, ZERO_TOTAL_REDIRECT_MS } from '@portal/domain/payments/rules';
import { IconCircleCheck, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../platform/api-client';
import { useErrorText } from '../../../platform/error-text';
import { useSite } from '../../../platform/site-context';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { SiteBrand } from '../../../ui/site-brand';
import { TestimonialCarousel } from '../../../ui/testimonial-carousel';
import { checkoutCalls, newCheckoutKey, usePackageInfo } from '../api';
import { SandboxCardField, type CardFieldHandle } from '../components/sandbox-card-field';
import { payAtProvider } from '../providers/pay-at-provider';
import type { StripePayHandle } from '../providers/stripe-card-field';
import { isWidget, postToHost } from '../widget';

// Stripe.js and its React parts download only when the site's card gateway is Stripe.
import { StripeCardField } from '../public';

const schema = z.object(customerFields);
type Customer = z.output<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** Where a paid checkout lands: signed in through the auto-login code when the server gave one. */
export function successPath(answer: Pick<PaymentAnswer, 'orderId' | 'autoLoginCode'>): string {
  const target = `/order/${answer.orderId}/initial-question?showSuccess=true`;
  return answer.autoLoginCode ? `/autologin/${answer.autoLoginCode}?from=${encodeURIComponent(target)}` : target;
}

export default function CheckoutPage() {
  const { t, i18n } = useTranslation('checkout');
  const errorText = useErrorText();
  const site = useSite();
  // Where a buyer with a question writes: the support address, else the company's.
  const helpEmail = site.supportEmail || site.companyEmail;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const item = search.get('item') ?? '';
  const critiqueId = search.get('critiqueId') ?? undefined;
  const info = usePackageInfo({ item, critiqueId, critiqueViewId: search.get('critiqueViewId') ?? undefined });
  const card = useRef<CardFieldHandle>(null);
  const stripeFields = useRef<StripePayHandle>(null);
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [method, setMethod] = useState<'card' | 'instalment'>('card');
  const [coupon, setCoupon] = useState(search.get('coupon') ?? '');
  const [applied, setApplied] = useState<{ code: string; discount: number } | null>(null);
  const [couponState, setCouponState] = useState<{ loading: boolean; message: string | null; error: string | null }>({ loading: false, message: null, error: null });
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<PaymentAnswer | null>(null);
  const [done, setDone] = useState(false);
  const widget = isWidget(search);
  const [widgetSuccess, setWidgetSuccess] = useState<string | null>(null);
  const [phone, setPhone] = useState('');

  const form = useForm<Customer>({ resolver: zodResolver(schema), defaultValues: { firstName: '', lastName: '', email: '', uniqueCustomerId: search.get('uniqueCustomerId') ?? undefined } });
  const data = info.data;
  useEffect(() => {
    if (!data) return;
    form.reset({ firstName: data.firstName, lastName: data.lastName, email: data.email, uniqueCustomerId: data.uniqueCustomerId || search.get('uniqueCustomerId') || undefined });
  }, [data, form, search]);

  // Back from the provider's redirect (3-D Secure, an instalment provider): `payment_intent` and
  // `redirect_status` name the outcome; the server asks the gateway itself (spec 002 section 4).
  const returned = useRef(false);
  useEffect(() => {
    const intent = search.get('payment_intent');
    if (!intent || returned.current) return;
    returned.current = true;
    setPaying(true);
    checkoutCalls
      .confirm(intent)
      .then((answer) => {
        if (answer.state === 'succeeded' && answer.orderId) {
          if (isWidget(search)) postToHost('success', { orderId: answer.orderId });
          if (isWidget(search)) setWidgetSuccess(successPath(answer));
          else navigate(successPath(answer), { replace: true });
          return;
        }
        setPayError(answer.message ?? t('processing'));
        if (search.get('redirect_status') === 'requires_payment_method' || answer.message) setTimeout(() => setCheckoutKey(newCheckoutKey()), PAYMENT_ERROR_MS);
      })
      .catch((err: unknown) => setPayError(errorText(err)))
      .finally(() => setPaying(false));
  }, [search, t, errorText, navigate]);

  // A payment error shows for 5 s (spec 002 section 9).
  useEffect(() => {
    if (!payError) return;
    const timer = setTimeout(() => setPayError(null), PAYMENT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [payError]);

  if (!item) return <FullPageNotice title={t('errorTitle')} message={t('noPackage')} />;
  if (info.isPending) return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('loading')} />;
  if (info.isError || !data) return <FullPageNotice title={t('errorTitle')} message={errorText(info.error)} />;

  const pkg = data.customerPackage;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  const discount = applied?.discount ?? 0;
  const total = Math.max(0, pkg.packagePrice - discount);

  async function applyCoupon() {
    setCouponState({ loading: true, message: null, error: null });
    try {
      const answer = await checkoutCalls.checkCoupon(pkg._id, coupon.trim());
      setApplied({ code: coupon.trim(), discount: answer.discountAmount });
      setCouponState({ loading: false, message: t('coupon.applied'), error: null });
      setCheckoutKey(newCheckoutKey()); // the total changed: a new payment
    } catch (err) {
      setCouponState({ loading: false, message: null, error: errorText(err) });
    }
  }

  function removeCoupon() {
    setApplied(null);
    setCoupon('');
    setCouponState({ loading: false, message: null, error: null });
    setCheckoutKey(newCheckoutKey());
  }

  /** Paid: on to the portal, or, inside a host page, a portal link and a message to the host. */
  function succeeded(answer: PaymentAnswer) {
    setDone(true);
    if (widget) {
      postToHost('success', { orderId: answer.orderId });
      setWidgetSuccess(successPath(answer));
      return;
    }
    navigate(successPath(answer), { replace: true });
  }

  async function finish(answer: PaymentAnswer) {
    if (answer.state === 'succeeded' && answer.orderId) {
      succeeded(answer);
      return;
    }
    if (answer.state === 'requires_action') {
      setChallenge(answer);
      return;
    }
    if (answer.message) {
      setPayError(answer.message);
      if (method === 'instalment' || data!.gateway.provider === 'flutterwave') {
        // A declined instalment: after the message, a new payment intent (spec 002 section 4).
        // A refused Flutterwave payment too: its reference (our attempt) is spent.
        setTimeout(() => setCheckoutKey(newCheckoutKey()), PAYMENT_ERROR_MS);
      }
    } else if (answer.state === 'pending') {
      setPayError(t('processing'));
    }
  }

  async function pay(values: Customer) {
    setPayError(null);
    const mobile = data!.family === 'mobile-money';
    const gateway = data!.gateway;
    // The sandbox's fields are ours; a real provider's own part takes the card or phone itself.
    const sandbox = gateway.provider === 'sandbox';
    if (total > 0 && mobile && sandbox && phone.replace(/\D/g, '').length < 7) {
      setPayError(t('mobile.invalidPhone'));
      return;
    }
    const token = total === 0 || !sandbox ? 'none' : mobile ? `phone:${phone.replace(/\D/g, '')}` : card.current?.tokenize();
    if (!token) return;
    setPaying(true);
    try {
      const registered = await checkoutCalls.register({ ...values, item: pkg._id, couponCode: applied?.code });
      const started = await checkoutCalls.start({ item: pkg._id, customerId: registered.customer._id, checkoutKey, method: mobile ? 'mobile_money' : method, couponCode: applied?.code, critiqueId });
      if (started.state === 'succeeded') {
        // Nothing to pay: on to the portal after a moment (spec 002 section 4).
        setDone(true);
        setTimeout(() => succeeded(started), ZERO_TOTAL_REDIRECT_MS);
        return;
      }
      if (!started.client_secret || !started.intent_id) throw new Error(t('unavailable'));
      if (gateway.provider !== 'sandbox') {
        const refused = await payAtProvider(gateway, started, {
          stripe: stripeFields.current,
          buyer: { name: `${values.firstName} ${values.lastName}`, email: values.email },
          returnUrl: window.location.href,
          title: site.companyName,
          texts: { notReady: t('provider.loading'), closed: t('provider.closed'), unavailable: t('provider.dialogFailed') },
        });
        if (refused !== null) {
          setPayError(refused);
          if (method === 'instalment') setTimeout(() => setCheckoutKey(newCheckoutKey()), PAYMENT_ERROR_MS);
          return;
        }
        await finish(await checkoutCalls.confirm(started.intent_id));
        return;
      }
      await checkoutCalls.sandboxConfirm(started.client_secret, token);
      await finish(await checkoutCalls.confirm(started.intent_id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) applyServerFieldErrors(err, FIELDS, form.setError);
      setPayError(errorText(err));
    } finally {
      setPaying(false);
    }
  }

  async function authenticate(approve: boolean) {
    if (!challenge?.client_secret || !challenge.intent_id) return;
    setPaying(true);
    try {
      await checkoutCalls.sandboxAuthenticate(challenge.client_secret, approve);
      setChallenge(null);
      await finish(await checkoutCalls.confirm(challenge.intent_id));
    } catch (err) {
      setPayError(errorText(err));
    } finally {
      setPaying(false);
    }
  }

  const { errors } = form.formState;
  const busy = paying || done;

  if (widgetSuccess) {
    return (
      <FullPageNotice
        title={t('widget.title')}
        message={t('widget.text', { company: site.companyName })}
        action={
          <Button component="a" href={widgetSuccess} target="_blank" rel="noopener" mt="md">
            {t('widget.open')}
          </Button>
        }
      />
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
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
              <form onSubmit={form.handleSubmit(pay)} noValidate>
                <Stack gap="md">
                  <Title order={2} fz="h3" id="payment-details">
                    {t('details')}
                  </Title>
                  <Group grow align="flex-start">
                    <TextInput {...form.register('firstName')} label={t('fields.firstName')} autoComplete="given-name" required disabled={busy} error={fieldErrorText(errors.firstName, { too_small: t('errors.firstName'), too_big: t('errors.tooLong') })} />
                    <TextInput {...form.register('lastName')} label={t('fields.lastName')} autoComplete="family-name" required disabled={busy} error={fieldErrorText(errors.lastName, { too_small: t('errors.lastName'), too_big: t('errors.tooLong') })} />
                  </Group>
                  <TextInput {...form.register('email')} type="email" label={t('fields.email')} autoComplete="email" required disabled={busy} error={fieldErrorText(errors.email, { too_small: t('errors.email'), invalid_format: t('errors.emailInvalid') })} />
                  {total > 0 && data.family === 'card' && (
                    <>
                      <SegmentedControl
                        value={method}
                        onChange={(v) => {
                          setMethod(v as 'card' | 'instalment');
                          setCheckoutKey(newCheckoutKey());
                        }}
                        data={[
                          { value: 'card', label: t('method.card') },
                          { value: 'instalment', label: t('method.instalment') },
                        ]}
                        disabled={busy}
                        aria-label={t('method.label')}
                      />
                      {data.gateway.provider === 'stripe' ? (
                        <StripeCardField ref={stripeFields} publishableKey={data.gateway.publishableKey} method={method} disabled={busy} />
                      ) : (
                        <SandboxCardField ref={card} disabled={busy} />
                      )}
                    </>
                  )}
                  {total > 0 && data.family === 'mobile-money' && data.gateway.provider === 'flutterwave' && (
                    <Text size="sm" c="dimmed">
                      {t('provider.dialogNote')}
                    </Text>
                  )}
                  {total > 0 && data.family === 'mobile-money' && data.gateway.provider === 'sandbox' && (
                    <Stack gap="xs">
                      <TextInput label={t('mobile.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="tel" autoComplete="tel" disabled={busy} required />
                      <Alert variant="light" color="gray" p="xs">
                        <Text size="xs">{t('mobile.sandboxHint')}</Text>
                      </Alert>
                    </Stack>
                  )}
                  {payError && (
                    <Alert color="red" role="alert">
                      {payError}
                    </Alert>
                  )}
                  {done && (
                    <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
                      {t('success')}
                    </Alert>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('redirectNote', { company: site.companyName })}
                  </Text>
                  <Button type="submit" size="md" fullWidth loading={busy}>
                    {total > 0 ? t('pay', { amount: money(total) }) : t('complete')}
                  </Button>
                </Stack>
              </form>
            </Card>
            <Stack gap="lg">
              <Card withBorder padding="lg" component="section" aria-labelledby="summary">
                <Stack gap="sm">
                  <Title order={2} fz="h3" id="summary">
                    {t('summary.title')}
                  </Title>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Box>
                      <Text fw={600}>{pkg.packageName}</Text>
                      {pkg.packageDescription && (
                        <Text size="sm" c="dimmed">
                          {pkg.packageDescription}
                        </Text>
                      )}
                    </Box>
                    <Text fw={600}>{money(pkg.packagePrice)}</Text>
                  </Group>
                  <Divider />
                  <Stack gap={6}>
                    <Group align="flex-end" wrap="nowrap">
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('coupon.label')}
                        value={coupon}
                        onChange={(e) => setCoupon(e.currentTarget.value)}
                        disabled={applied !== null || busy}
                        error={couponState.error ?? undefined}
                      />
                      {applied ? (
                        <Button variant="light" color="red" onClick={removeCoupon} disabled={busy}>
                          {t('coupon.remove')}
                        </Button>
                      ) : (
                        <Button variant="light" onClick={applyCoupon} loading={couponState.loading} disabled={coupon.trim() === '' || couponState.loading || busy}>
                          {t('coupon.apply')}
                        </Button>
                      )}
                    </Group>
                    {couponState.error && !applied && (
                      <Button variant="subtle" size="compact-sm" color="gray" onClick={removeCoupon} w="fit-content">
                        {t('coupon.remove')}
                      </Button>
                    )}
                    {couponState.message && (
                      <Text size="sm" c="green.9" role="status">
                        {couponState.message}
                      </Text>
                    )}
                  </Stack>
                  <Divider />
                  <Group justify="space-between">
                    <Text size="sm">{t('summary.price')}</Text>
                    <Text size="sm">{money(pkg.packagePrice)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm">{t('summary.discount')}</Text>
                    <Text size="sm">{discount ? `-${money(discount)}` : money(0)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text fw={700}>{t('summary.total')}</Text>
                    <Text fw={700} data-testid="checkout-total">
                      {money(total)}
                    </Text>
                  </Group>
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="aside">
                <Group wrap="nowrap" align="flex-start">
                  <IconShieldCheck size={32} aria-hidden color="var(--mantine-color-green-8)" />
                  <Stack gap={4}>
                    <Badge color="green" variant="light" w="fit-content">
                      {t('guarantee.badge')}
                    </Badge>
                    <Text fw={600}>{t('guarantee.title')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('guarantee.text')}
                    </Text>
                  </Stack>
                </Group>
              </Card>
              {(site.testimonials?.length ?? 0) > 0 && (
                <Card withBorder padding="lg">
                  <TestimonialCarousel testimonials={site.testimonials ?? []} label={t('testimonials')} />
                </Card>
              )}
              {helpEmail && (
                <Text size="sm" c="dimmed">
                  {t('help.question')}{' '}
                  <Anchor href={`mailto:${helpEmail}`} size="sm" underline="always">
                    {helpEmail}
                  </Anchor>
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>
      <Modal opened={challenge !== null} onClose={() => void authenticate(false)} title={t('secure3d.title')} centered>
        <Stack>
          <Text size="sm">{t('secure3d.text', { amount: challenge ? formatMoney(challenge.amount, challenge.currency, i18n.language) : '' })}</Text>
          {paying && <Loader size="sm" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void authenticate(false)} disabled={paying}>
              {t('secure3d.fail')}
            </Button>
            <Button onClick={() => void authenticate(true)} disabled={paying}>
              {t('secure3d.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}
