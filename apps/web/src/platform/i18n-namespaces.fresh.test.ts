import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, hasNamespaces, loadNamespaces, withCatalogs } from './i18n';

afterEach(async () => {
  await changeLanguage('en', false);
});

describe('catalogs by namespace', () => {
  it('loads a namespace in the language shown, and only the namespaces asked for', async () => {
    await changeLanguage('de', false);
    expect(hasNamespaces(['auth'])).toBe(false);
    await loadNamespaces(['auth']);
    expect(hasNamespaces(['auth'])).toBe(true);
    expect(i18next.t('auth:login.submit')).toBe(i18next.getResource('de', 'auth', 'login.submit'));
    expect(i18next.hasResourceBundle('de', 'boards')).toBe(false);
  });

  it('brings every namespace asked for so far when the language changes, before it changes', async () => {
    await loadNamespaces(['jobs']);
    const switching = changeLanguage('it', false);
    expect(i18next.language).toBe('en');
    await switching;
    expect(i18next.language).toBe('it');
    expect(i18next.hasResourceBundle('it', 'jobs')).toBe(true);
    expect(i18next.hasResourceBundle('it', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('it', 'writer-profile')).toBe(false);
  });

  it('gives a lazy screen its module only once its texts are there', async () => {
    await changeLanguage('ru', false);
    const load = withCatalogs(['surveys'], async () => ({ default: 'the screen' }));
    const module = await load();
    expect(module.default).toBe('the screen');
    expect(i18next.hasResourceBundle('ru', 'surveys')).toBe(true);
  });

  it('refuses a namespace that does not exist', async () => {
    await expect(loadNamespaces(['no-such-namespace'])).rejects.toThrow('There is no no-such-namespace catalog.');
    // ... and is not asked for again at the next switch.
    await changeLanguage('es', false);
    expect(i18next.language).toBe('es');
  });
});
