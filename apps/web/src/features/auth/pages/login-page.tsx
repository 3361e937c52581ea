import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { login } from '@portal/domain/auth/calls';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { ApiError, callApi } from '../../../platform/api-client';
import { homePath, safeInternalPath } from '../../../platform/guard-rules';
import { readUserHint, useSessionActions } from '../../../platform/session-context';
import { useSite } from '../../../platform/site-context';
import { fieldErrorText } from '../../../ui/field-error';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { AuthLayout } from '../components/auth-layout';
import { customLoginUrl } from '../custom-login';

const schema = login.body;

/** A purchase for an e-mail that already had an account: say so, and offer that e-mail. */
function paidSignIn(state: unknown): { email: string | undefined } | null {
  const paid = state as { paid?: unknown; email?: unknown } | null;
  return paid?.paid === true ? { email: typeof paid.email === 'string' ? paid.email : undefined } : null;
}

function returnPath(state: unknown): string | null {
  const from = safeInternalPath((state as { from?: unknown } | null)?.from);
  // "/" is only a redirect; the user's own home is the better target.
  return from && from !== '/' ? from : null;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const { setSession } = useSessionActions();
  const externalLogin = customLoginUrl(site);

  useEffect(() => {
    if (externalLogin) window.location.replace(externalLogin);
  }, [externalLogin]);

  const form = useForm({
    resolver: zodResolver(schema),
    // The last user of this browser (kept after their session expired) is offered again.
    defaultValues: { email: paidSignIn(location.state)?.email ?? readUserHint()?.email ?? '', password: '', rememberMe: false },
  });

  const mutation = useMutation({
    mutationFn: (body: z.output<typeof schema>) => callApi(login, { body, allowUnauthorized: true }),
    onSuccess: (answer) => {
      setSession({ user: answer.user, orders: answer.orders, currency: site.currency });
      navigate(returnPath(location.state) ?? homePath(answer.user, answer.orders), { replace: true });
    },
  });

  if (externalLogin) {
    return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('common:redirecting')} />;
  }

  const { errors } = form.formState;
  const error = mutation.error;
  // Spec 000 section 8: a 401 shows the server's text, other failures one fixed line. A rate
  // limit (429) is ours and also explains itself.
  const shownText = error instanceof ApiError && (error.status === 401 || error.status === 429) ? undefined : t('login.failed');

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle', { company: site.companyName })}>
      <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="md">
          {paidSignIn(location.state) && !error && (
            <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
              {t('login.paidExisting')}
            </Alert>
          )}
          {error && <ServerErrorAlert error={error} message={shownText} />}
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="username"
            required
            error={fieldErrorText(errors.email, { too_small: t('errors.emailRequired'), invalid_format: t('errors.emailInvalid') })}
            disabled={mutation.isPending}
          />
          <PasswordInput
            {...form.register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={fieldErrorText(errors.password, { too_small: t('errors.passwordRequired') })}
            disabled={mutation.isPending}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox {...form.register('rememberMe')} label={t('login.rememberMe')} disabled={mutation.isPending} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          {/* Locked until the next page shows: after a success the old page stays while the next loads. */}
          <Button type="submit" size="md" fullWidth loading={mutation.isPending || mutation.isSuccess}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
