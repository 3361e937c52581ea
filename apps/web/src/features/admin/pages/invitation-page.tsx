import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { newPasswordSchema, PASSWORD_MESSAGES } from '@portal/domain/auth/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/domain/limits';
import { acceptInvitation, getInvitation, NAME_MAX_LENGTH, PEOPLE_MESSAGES } from '@portal/domain/people/calls';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { ApiError, callApi } from '../../../platform/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { AuthLayout } from '../../auth/public';

const schema = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(1, PEOPLE_MESSAGES.firstNameRequired), z.maxLength(NAME_MAX_LENGTH)),
    lastName: z.string().check(z.trim(), z.minLength(1, PEOPLE_MESSAGES.lastNameRequired), z.maxLength(NAME_MAX_LENGTH)),
    password: newPasswordSchema,
    confirmation: z.string(),
  })
  .check(z.refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: PASSWORD_MESSAGES.mismatch }));
type Values = z.output<typeof schema>;

/** /invitation/:code: the invitee sets name and password; the link works once, for 7 days. */
export default function InvitationPage() {
  const { t } = useTranslation('admin');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery({ queryKey: ['invitation', code], queryFn: ({ signal }) => callApi(getInvitation, { params: { code }, signal }), retry: false });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { firstName: '', lastName: '', password: '', confirmation: '' } });
  const accept = useMutation({
    mutationFn: (values: Values) => callApi(acceptInvitation, { body: { code, firstName: values.firstName, lastName: values.lastName, password: values.password } }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('invitation.done') });
      navigate('/login', { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError) applyServerFieldErrors(err, ['firstName', 'lastName', 'password'], form.setError);
    },
  });
  const { errors } = form.formState;
  const messages = {
    [PEOPLE_MESSAGES.firstNameRequired]: t('invitation.firstNameRequired'),
    [PEOPLE_MESSAGES.lastNameRequired]: t('invitation.lastNameRequired'),
    [PASSWORD_MESSAGES.required]: t('invitation.passwordRequired'),
    [PASSWORD_MESSAGES.tooShort]: t('invitation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    [PASSWORD_MESSAGES.tooLong]: t('invitation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
    [PASSWORD_MESSAGES.common]: t('invitation.passwordCommon'),
    [PASSWORD_MESSAGES.mismatch]: t('invitation.passwordMismatch'),
  };

  if (invitation.isPending)
    return (
      <Center mih="60vh" role="status" aria-label={t('invitation.loading')}>
        <Loader size="sm" />
      </Center>
    );
  if (invitation.isError)
    return (
      <AuthLayout title={t('invitation.title')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {invitation.error instanceof ApiError && invitation.error.status === 404 ? t('invitation.invalid') : t('invitation.failed')}
        </Alert>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('invitation.toLogin')}
          </Anchor>
        </Text>
      </AuthLayout>
    );

  const { email, role, company } = invitation.data;
  return (
    <AuthLayout title={t('invitation.title')} subtitle={t('invitation.subtitle', { company, role: t(`people.roles.${role}`) })}>
      <form onSubmit={form.handleSubmit((values) => accept.mutate(values))} noValidate>
        <Stack gap="md">
          {accept.error && <ServerErrorAlert error={accept.error} />}
          <TextInput label={t('invitation.email')} value={email} readOnly />
          <TextInput {...form.register('firstName')} label={t('invitation.firstName')} autoComplete="given-name" required error={fieldErrorText(errors.firstName, messages)} />
          <TextInput {...form.register('lastName')} label={t('invitation.lastName')} autoComplete="family-name" required error={fieldErrorText(errors.lastName, messages)} />
          <PasswordInput
            {...form.register('password')}
            label={t('invitation.password')}
            description={t('invitation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={fieldErrorText(errors.password, messages)}
          />
          <PasswordInput {...form.register('confirmation')} label={t('invitation.confirmation')} autoComplete="new-password" required error={fieldErrorText(errors.confirmation, messages)} />
          <Button type="submit" size="md" fullWidth loading={accept.isPending || accept.isSuccess}>
            {t('invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
