import { describe, expect, it } from 'vitest';
import { autoLoginTarget, retryPath } from './autologin-target';
import { customLoginUrl } from './custom-login';

describe('customLoginUrl', () => {
  it('is null without a custom login domain', () => {
    expect(customLoginUrl({ customLoginDomain: null, loginDomainQueries: '?a=1' })).toBeNull();
  });

  it('adds https and the configured query', () => {
    expect(customLoginUrl({ customLoginDomain: 'login.acme.test', loginDomainQueries: null })).toBe('https://login.acme.test/');
    expect(customLoginUrl({ customLoginDomain: 'https://acme.test/login', loginDomainQueries: '?portal=1' })).toBe(
      'https://acme.test/login?portal=1',
    );
    expect(customLoginUrl({ customLoginDomain: 'https://acme.test/login?x=1', loginDomainQueries: 'portal=1' })).toBe(
      'https://acme.test/login?x=1&portal=1',
    );
  });

  it('refuses addresses that are not web pages', () => {
    expect(customLoginUrl({ customLoginDomain: 'javascript:alert(1)', loginDomainQueries: null })).toBeNull();
  });
});

describe('autoLoginTarget', () => {
  it('returns to the page the link was made for', () => {
    expect(autoLoginTarget(new URLSearchParams('from=/orders/view/o1'), 'pkg')).toBe('/orders/view/o1');
  });

  it('ignores a from that would leave the site', () => {
    expect(autoLoginTarget(new URLSearchParams('from=//evil.test'), null)).toBe('/');
  });

  it('goes to checkout for a pending package, carrying the critique along', () => {
    const search = new URLSearchParams('critiqueId=c1&critiqueViewId=v1&other=x');
    expect(autoLoginTarget(search, 'pkg1')).toBe('/checkout?item=pkg1&critiqueId=c1&critiqueViewId=v1&autoLoggedIn=true');
  });

  it('otherwise goes home', () => {
    expect(autoLoginTarget(new URLSearchParams(), null)).toBe('/');
  });
});

describe('retryPath', () => {
  it('asks the same page again, marked as retried', () => {
    expect(retryPath('/autologin/c1', new URLSearchParams('packageId=p1'))).toBe('/autologin/c1?packageId=p1&retried=true');
  });
});
