import type { SiteConfig } from '@portal/domain/sites/calls';
import { safeExternalUrl } from '../../platform/file-url';

/**
 * The client's own login page, when the site has one: the domain plus its configured query
 * (`loginDomainQueries`, with or without a leading "?").
 */
export function customLoginUrl(site: Pick<SiteConfig, 'customLoginDomain' | 'loginDomainQueries'>): string | null {
  const base = safeExternalUrl(site.customLoginDomain);
  if (!base) return null;
  const query = site.loginDomainQueries?.trim().replace(/^[?&]+/, '');
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
