import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES, passwordChangeForm, type PasswordChangeValues } from '@portal/domain/account/rules';
import { PASSWORD_MESSAGES } from '@portal/domain/auth/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/domain/limits';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { useSession } from '../../../platform/session-context';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useUpdatePassword } from '../api';

const FIELDS = ['currentPassword', 'password'] as const;
const EMPTY = { currentPassword: '', password: '', confirmation: '' };

/**
 * The password change: the current password (docs/decisions/010), the new one by the portal's
 * password rules, and its confirmation. The server ends the user's other sessions; this one stays.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const mutation = useUpdatePassword();
  const form = useForm<PasswordChangeValues>({ resolver: zodResolver(passwordChangeForm), defaultValues: EMPTY });
  const messages: Record<string, string> = {
    [ACCOUNT_MESSAGES.currentPasswordRequired]: t('errors.currentPasswordRequired'),
    wrong_current_password: t('errors.currentPasswordWrong'),
    [PASSWORD_MESSAGES.required]: t('errors.passwordRequired'),
    [PASSWORD_MESSAGES.tooShort]: t('errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    [PASSWORD_MESSAGES.tooLong]: t('errors.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
    [PASSWORD_MESSAGES.common]: t('errors.passwordCommon'),
    [PASSWORD_MESSAGES.mismatch]: t('errors.passwordMismatch'),
  };
  const { errors } = form.formState;
  const fieldRefusal = mutation.error instanceof ApiError && Object.keys(mutation.error.fieldErrors).length > 0;

  const save = ({ currentPassword, password }: PasswordChangeValues) =>
    mutation.mutate(
      { _id: user._id, currentPassword, password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notifications.show({ color: 'green', title: t('password.saved'), message: t('password.savedMessage'), autoClose: 3000 });
        },
        onError: (err) => {
          if (err instanceof ApiError) applyServerFieldErrors(err, FIELDS, form.setError);
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          </Text>
        </Stack>
        {mutation.isError && !fieldRefusal && <ServerErrorAlert error={mutation.error} />}
        <PasswordInput {...form.register('currentPassword')} label={t('password.current')} autoComplete="current-password" required error={fieldErrorText(errors.currentPassword, messages)} />
        <PasswordInput {...form.register('password')} label={t('password.new')} autoComplete="new-password" required error={fieldErrorText(errors.password, messages)} />
        <PasswordInput {...form.register('confirmation')} label={t('password.confirm')} autoComplete="new-password" required error={fieldErrorText(errors.confirmation, messages)} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('password.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
