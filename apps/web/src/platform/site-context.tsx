import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@portal/domain/limits';
import { getWebsite, type SiteConfig } from '@portal/domain/sites/calls';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../ui/after-first-paint';
import { FullPageNotice } from '../ui/full-page-notice';
import { callApi } from './api-client';
import { answerInPage } from './answer-in-page';
import { fileUrl } from './file-url';
import { applySiteLanguage, siteLanguagePending } from './i18n';
import { ThemeProvider } from './theme-provider';

// Exported for tests, which render pages under a fixed site.
export const SiteContext = createContext<SiteConfig | null>(null);

/** The current site's configuration; only rendered below the site gate, so it is always there. */
export function useSite(): SiteConfig {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite is used outside the site gate');
  return site;
}

/**
 * The site's `GET /api/website` answer that came with the page (the server puts it in every page it
 * sends); null when the page has none or it does not match, and the client asks the API instead.
 */
export const websiteAnswerInPage = () => answerInPage('website-answer', getWebsite.response);

export const siteQuery = {
  queryKey: ['site'],
  queryFn: () => callApi(getWebsite),
  staleTime: Infinity,
  retry: 1,
} as const;

type SiteState = { kind: 'loading' } | { kind: 'unregistered' } | { kind: 'unconfigured' } | { kind: 'ready'; site: SiteConfig };

function useSiteState(): SiteState {
  const { data, isPending, isError } = useQuery(siteQuery);
  if (isPending) return { kind: 'loading' };
  if (isError || !data.status) return { kind: 'unregistered' };
  if (!data.data) return { kind: 'unconfigured' };
  return { kind: 'ready', site: data.data };
}

function setFavicon(href: string | null): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Nothing else renders until the site behind this domain is known (spec 002 2.13): its
 * configuration themes the app and switches features on and off.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const state = useSiteState();
  const site = state.kind === 'ready' ? state.site : null;
  const [languageReady, setLanguageReady] = useState(false);

  useEffect(() => {
    if (!site) return;
    // The document's title is the route guard's (app/guards.tsx): the page's name, then the company's.
    // Only when there is a switch to wait for: a state change would render the whole app again.
    if (siteLanguagePending(site.defaultLanguage)) void applySiteLanguage(site.defaultLanguage).finally(() => setLanguageReady(true));
  }, [site]);

  // The tab's icon is no part of a page's first screen: its download waits for the page's first
  // moments (the spec's 1500 ms of preloader), as the toasts do (theme-provider.tsx).
  const logo = site ? fileUrl(site.logo) : null;
  useEffect(() => afterPaint(() => setFavicon(logo), TIMINGS.preloaderMs), [logo]);

  // Usually the language shown is already the one to show (main.tsx starts in the site's default):
  // the page then renders at once instead of after the effect above.
  const languageSettled = languageReady || (site !== null && !siteLanguagePending(site.defaultLanguage));

  let content: ReactNode;
  if (state.kind === 'unregistered') content = <FullPageNotice title={t('site.errorTitle')} message={t('site.notRegistered')} />;
  else if (state.kind === 'unconfigured') content = <FullPageNotice title={t('site.errorTitle')} message={t('site.notConfigured')} />;
  else if (!site || !languageSettled) content = <FullPageNotice loading title={t('site.loadingTitle')} message={t('site.loadingMessage')} />;
  else content = <SiteContext value={site}>{children}</SiteContext>;

  return <ThemeProvider site={site}>{content}</ThemeProvider>;
}
