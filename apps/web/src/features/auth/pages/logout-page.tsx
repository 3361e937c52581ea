import { logout } from '@portal/domain/auth/calls';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../platform/api-client';
import { useSessionActions } from '../../../platform/session-context';
import { useSite } from '../../../platform/site-context';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { customLoginUrl } from '../custom-login';

export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const site = useSite();
  const navigate = useNavigate();
  const { endSession } = useSessionActions();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const externalLogin = customLoginUrl(site);
    // Signed out locally even when the call fails: the user asked to leave.
    callApi(logout, { allowUnauthorized: true })
      .catch(() => undefined)
      .finally(() => {
        endSession({ forgetUser: true });
        if (externalLogin) window.location.replace(externalLogin);
        else navigate('/login', { replace: true });
      });
  }, [endSession, navigate, site]);

  return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('logout.signingOut')} />;
}
