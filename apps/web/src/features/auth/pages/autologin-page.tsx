import { Anchor } from '@mantine/core';
import { autoLogin } from '@portal/domain/auth/calls';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../../platform/api-client';
import { useSessionActions } from '../../../platform/session-context';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { autoLoginTarget, retryPath } from '../autologin-target';

export default function AutoLoginPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refreshSession } = useSessionActions();
  const retried = search.get('retried') === 'true';
  const packageId = search.get('packageId') ?? undefined;

  // A query, not an effect, so the single-use code is exchanged once even when React mounts twice.
  const exchange = useQuery({
    queryKey: ['autologin', code, retried],
    queryFn: () => callApi(autoLogin, { params: { code }, query: { packageId } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const failed = exchange.isError;
  const canRetry = failed && !retried && exchange.error instanceof ApiError && exchange.error.status === 403;

  useEffect(() => {
    if (canRetry) navigate(retryPath(pathname, search), { replace: true });
  }, [canRetry, navigate, pathname, search]);

  const answer = exchange.data;
  useEffect(() => {
    if (!answer) return;
    const target = autoLoginTarget(search, answer.pending_purchase_package_id);
    // The cookie is set now; load the full session (orders, currency) before moving on.
    refreshSession()
      .catch(() => undefined)
      .finally(() => navigate(target, { replace: true }));
  }, [answer, navigate, refreshSession, search]);

  if (failed && !canRetry) {
    return (
      <FullPageNotice
        title={t('autologin.errorTitle')}
        message={t('autologin.error')}
        action={
          <Anchor component={Link} to="/login" mt="md">
            {t('autologin.goToLogin')}
          </Anchor>
        }
      />
    );
  }
  return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('autologin.signingIn')} />;
}
