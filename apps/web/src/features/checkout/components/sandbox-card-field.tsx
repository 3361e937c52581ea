import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { luhnValid, sandboxCardOutcome } from '@portal/domain/payments/rules';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CardFieldHandle = {
  /** Turns what was typed into a token (outcome and last four digits only), or null with the field's error shown. */
  tokenize(): string | null;
};

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function formatNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The sandbox gateway's card fields, standing in for the provider's own (Stripe Elements): the card
 * number is checked and turned into a token here in the browser, and only the token is sent on.
 */
export const SandboxCardField = forwardRef<CardFieldHandle, { disabled?: boolean }>(function SandboxCardField({ disabled }, ref) {
  const { t } = useTranslation('checkout');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});

  useImperativeHandle(ref, () => ({
    tokenize() {
      const digits = number.replace(/\D/g, '');
      const next: typeof errors = {};
      if (!luhnValid(digits)) next.number = t('card.invalidNumber');
      const [mm, yy] = expiry.split('/').map((p) => Number(p.trim()));
      const now = new Date();
      const expired = !mm || mm < 1 || mm > 12 || yy === undefined || Number.isNaN(yy) || 2000 + yy < now.getFullYear() || (2000 + yy === now.getFullYear() && mm < now.getMonth() + 1);
      if (expired) next.expiry = t('card.invalidExpiry');
      if (!/^\d{3,4}$/.test(cvc)) next.cvc = t('card.invalidCvc');
      setErrors(next);
      if (Object.keys(next).length) return null;
      const outcome = sandboxCardOutcome(digits)!;
      return `sbx_${outcome}_${digits.slice(-4)}_${randomPart()}`;
    },
  }));

  return (
    <Stack gap="xs">
      <TextInput
        label={t('card.number')}
        value={number}
        onChange={(e) => setNumber(formatNumber(e.currentTarget.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={errors.number}
        disabled={disabled}
        required
      />
      {/* Side by side from small tablets up: on a phone a longer label (Spanish, German) wraps and would push one field below the other. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={t('card.expiry')} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value.slice(0, 5))} placeholder={t('card.expiryPlaceholder')} autoComplete="cc-exp" error={errors.expiry} disabled={disabled} required />
        <TextInput label={t('card.cvc')} value={cvc} onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))} inputMode="numeric" autoComplete="cc-csc" placeholder="123" error={errors.cvc} disabled={disabled} required />
      </SimpleGrid>
      <Alert variant="light" color="gray" p="xs">
        <Text size="xs">{t('card.sandboxHint')}</Text>
      </Alert>
    </Stack>
  );
});
