import { Group, TextInput } from '@mantine/core';
import { customerFields } from '@portal/domain/payments/calls';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { fieldErrorText } from '../../../ui/field-error';

export const buyerSchema = z.object(customerFields);
export type Buyer = z.output<typeof buyerSchema>;
/** The fields a server's field errors may name. */
export const BUYER_FIELDS = ['firstName', 'lastName', 'email'] as const;

/** Who is buying: first and last name and e-mail (the account the order goes to). */
export function BuyerFields({ form, disabled }: { form: UseFormReturn<Buyer>; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const { errors } = form.formState;
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          {...form.register('firstName')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          disabled={disabled}
          error={fieldErrorText(errors.firstName, { too_small: t('errors.firstName'), too_big: t('errors.tooLong') })}
        />
        <TextInput
          {...form.register('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          disabled={disabled}
          error={fieldErrorText(errors.lastName, { too_small: t('errors.lastName'), too_big: t('errors.tooLong') })}
        />
      </Group>
      <TextInput
        {...form.register('email')}
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        disabled={disabled}
        error={fieldErrorText(errors.email, { too_small: t('errors.email'), invalid_format: t('errors.emailInvalid') })}
      />
    </>
  );
}
