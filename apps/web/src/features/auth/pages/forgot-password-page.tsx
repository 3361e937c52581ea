import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { requestPasswordReset } from '@portal/domain/auth/calls';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { ApiError, callApi } from '../../../platform/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { AuthLayout } from '../components/auth-layout';

const schema = requestPasswordReset.body;

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const mutation = useMutation({
    mutationFn: (body: z.output<typeof schema>) => callApi(requestPasswordReset, { body }),
    onError: (err) => {
      if (err instanceof ApiError) applyServerFieldErrors(err, ['email'], form.setError);
    },
  });

  const { errors } = form.formState;

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {mutation.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="md">
            {mutation.error && <ServerErrorAlert error={mutation.error} />}
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              autoComplete="email"
              required
              error={fieldErrorText(errors.email, { too_small: t('errors.emailRequired'), invalid_format: t('errors.emailInvalid') })}
              disabled={mutation.isPending}
            />
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('backToLogin')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
