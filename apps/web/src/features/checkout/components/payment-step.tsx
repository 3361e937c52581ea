import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { CheckoutGateway } from '@portal/domain/payments/calls';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripePayHandle } from '../providers/stripe-card-field';
import { SandboxCardField, type CardFieldHandle } from './sandbox-card-field';

// Stripe.js and its React parts download only when the site's card gateway is Stripe.
import { StripeCardField } from '../public';

export type CardMethod = 'card' | 'instalment';

type Props = {
  family: 'card' | 'mobile-money';
  gateway: CheckoutGateway;
  method: CardMethod;
  onMethod: (method: CardMethod) => void;
  phone: string;
  onPhone: (phone: string) => void;
  disabled: boolean;
  fields: { sandboxCard: RefObject<CardFieldHandle | null>; stripe: RefObject<StripePayHandle | null> };
};

/**
 * How the buyer pays, when there is something to pay: card or instalments in the card gateway's
 * fields (the sandbox's or Stripe's), or mobile money (the sandbox's phone field, or a note that
 * Flutterwave's own window takes the phone).
 */
export function PaymentStep({ family, gateway, method, onMethod, phone, onPhone, disabled, fields }: Props) {
  const { t } = useTranslation('checkout');
  if (family === 'card') {
    return (
      <>
        <SegmentedControl
          value={method}
          onChange={(v) => onMethod(v as CardMethod)}
          data={[
            { value: 'card', label: t('method.card') },
            { value: 'instalment', label: t('method.instalment') },
          ]}
          disabled={disabled}
          aria-label={t('method.label')}
        />
        {gateway.provider === 'stripe' ? <StripeCardField ref={fields.stripe} publishableKey={gateway.publishableKey} method={method} disabled={disabled} /> : <SandboxCardField ref={fields.sandboxCard} disabled={disabled} />}
      </>
    );
  }
  if (gateway.provider === 'flutterwave') {
    return (
      <Text size="sm" c="dimmed">
        {t('provider.dialogNote')}
      </Text>
    );
  }
  if (gateway.provider !== 'sandbox') return null;
  return (
    <Stack gap="xs">
      <TextInput label={t('mobile.phone')} value={phone} onChange={(e) => onPhone(e.currentTarget.value)} inputMode="tel" autoComplete="tel" disabled={disabled} required />
      <Alert variant="light" color="gray" p="xs">
        <Text size="xs">{t('mobile.sandboxHint')}</Text>
      </Alert>
    </Stack>
  );
}
