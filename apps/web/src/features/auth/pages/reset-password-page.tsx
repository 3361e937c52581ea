import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkPasswordResetCode, completePasswordReset } from '@portal/domain/auth/calls';
import { newPasswordSchema, PASSWORD_MESSAGES } from '@portal/domain/auth/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/domain/limits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { ApiError, callApi } from '../../../platform/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { AuthLayout } from '../components/auth-layout';

const schema = z.object({ password: newPasswordSchema, confirmation: z.string() }).check(
  z.refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MESSAGES.mismatch,
  }),
);

type Values = z.output<typeof schema>;

/** Both /reset-password/:code and /forgot-password-2/:code land here (the spec names both). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmation: '' } });
  // Whether the mailed link still works, before anyone types a new password for nothing. Only its
  // 404 says no; when the check itself fails, the form shows and the reset's answer will tell.
  const link = useQuery({ queryKey: ['reset-code', code], queryFn: () => callApi(checkPasswordResetCode, { params: { code } }), retry: false, staleTime: Infinity });
  const linkDead = link.error instanceof ApiError && link.error.status === 404;

  const mutation = useMutation({
    mutationFn: ({ password }: Values) => callApi(completePasswordReset, { body: { code, password } }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: t('reset.done'), message: t('reset.doneMessage') });
      navigate('/login', { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError) applyServerFieldErrors(err, ['password'], form.setError);
    },
  });

  const { errors } = form.formState;
  const passwordMessages = {
    [PASSWORD_MESSAGES.required]: t('errors.passwordRequired'),
    [PASSWORD_MESSAGES.tooShort]: t('errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    [PASSWORD_MESSAGES.tooLong]: t('errors.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
    [PASSWORD_MESSAGES.common]: t('errors.passwordCommon'),
    [PASSWORD_MESSAGES.mismatch]: t('errors.passwordMismatch'),
  };

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle', { min: PASSWORD_MIN_LENGTH })}>
      {link.isPending ? (
        <Stack align="center" py="md">
          <Loader size="sm" aria-label={t('reset.checking')} />
        </Stack>
      ) : linkDead ? (
        <Alert color="red" variant="light" role="alert" title={t('reset.deadTitle')}>
          {t('reset.deadText')}
        </Alert>
      ) : (
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="md">
            {mutation.error && <ServerErrorAlert error={mutation.error} />}
            <PasswordInput
              {...form.register('password')}
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
              error={fieldErrorText(errors.password, passwordMessages)}
              disabled={mutation.isPending}
            />
            <PasswordInput
              {...form.register('confirmation')}
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
              error={fieldErrorText(errors.confirmation, passwordMessages)}
              disabled={mutation.isPending}
            />
            <Button type="submit" size="md" fullWidth loading={mutation.isPending || mutation.isSuccess}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/forgot-password">
          {t('reset.requestNew')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
