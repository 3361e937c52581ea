import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { reviewUpdateName } from '@portal/domain/critiques/calls';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useErrorText } from '../../../platform/error-text';
import { fieldErrorText } from '../../../ui/field-error';
import { reviewCalls } from '../api';

type Values = z.output<typeof reviewUpdateName.body>;

/** Asks for the name and e-mail the resume did not give; closes once saved. */
export function NameModal({ critiqueId, initial }: { critiqueId: string; initial: Partial<Values> }) {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(reviewUpdateName.body), defaultValues: { firstName: initial.firstName ?? '', lastName: initial.lastName ?? '', email: initial.email ?? '' } });
  const { errors, isSubmitting } = form.formState;

  async function save(values: Values) {
    setError(null);
    try {
      await reviewCalls.updateName(critiqueId, values);
      setOpen(false);
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Modal opened={open} onClose={() => setOpen(false)} title={t('name.title')} centered>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack>
          <TextInput
            {...form.register('firstName')}
            label={t('name.firstName')}
            required
            autoComplete="given-name"
            error={fieldErrorText(errors.firstName, { 'Enter First Name': t('name.firstNameRequired') })}
          />
          <TextInput
            {...form.register('lastName')}
            label={t('name.lastName')}
            required
            autoComplete="family-name"
            error={fieldErrorText(errors.lastName, { 'Enter Last name': t('name.lastNameRequired') })}
          />
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('name.email')}
            required
            autoComplete="email"
            error={fieldErrorText(errors.email, { 'Enter email': t('name.emailRequired'), invalid_format: t('name.emailInvalid') })}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Button type="submit" loading={isSubmitting}>
            {t('name.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
