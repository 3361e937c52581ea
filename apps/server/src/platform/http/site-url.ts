import type { Config } from '../config';

/** Links in mail use the site's own domain, never a request's Host header. */
export function siteUrl(config: Pick<Config, 'PUBLIC_SCHEME' | 'publicPort'>, primaryDomain: string, pathname: string): string {
  const { PUBLIC_SCHEME: scheme, publicPort } = config;
  const defaultPort = scheme === 'https' ? 443 : 80;
  const port = publicPort && publicPort !== defaultPort ? `:${publicPort}` : '';
  return `${scheme}://${primaryDomain}${port}${pathname}`;
}
