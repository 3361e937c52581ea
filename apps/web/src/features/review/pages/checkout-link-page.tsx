import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { useCheckoutLink } from '../api';

/** Resolves a package's checkout link from a review, then sends the visitor there (spec 002 section 2.1). */
export default function CheckoutLinkPage() {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const { packageId = '', critiqueId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const link = useCheckoutLink(packageId, critiqueId, search.get('critiqueViewId') ?? undefined);
  const data = link.data?.data;

  useEffect(() => {
    if (!data) return;
    if (data.isCustomCheckout) window.location.assign(data.checkoutUrl);
    else navigate(search.has('fromWidget') ? `${data.link}&fromWidget=true` : data.link, { replace: true });
  }, [data, navigate, search]);

  if (link.isError) return <FullPageNotice title={t('errorTitle')} message={errorText(link.error)} />;
  return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('toCheckout')} />;
}
