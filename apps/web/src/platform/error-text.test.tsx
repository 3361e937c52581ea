import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@portal/domain/errors';
import { ApiError } from './api-client';
import { TRANSLATED_CODES, useErrorText } from './error-text';
import { LANGUAGES } from './languages';

const commons = import.meta.glob<{ errors: { codes?: Record<string, string> } }>('../locales/*/common.json', { eager: true, import: 'default' });
const commonOf = (lang: string) => commons[`../locales/${lang}/common.json`]!;

describe('useErrorText', () => {
  it('translates by the server code, never by the English sentence', async () => {
    i18n.addResourceBundle('de', 'common', commonOf('de'), true, true);
    await i18n.changeLanguage('de');
    try {
      const { result } = renderHook(() => useErrorText());
      const invalid = new ApiError(401, { message: 'Email or Password Incorrect', code: 'invalid_login' });
      expect(result.current(invalid)).toBe('E-Mail-Adresse oder Passwort ist falsch');
      // A code the interface does not own keeps the server's own, more specific sentence.
      const rule = new ApiError(422, { message: 'The due date cannot be in the past', code: 'rule_broken' });
      expect(result.current(rule)).toBe('The due date cannot be in the past');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('every reason the server may name has its text in every language', () => {
    for (const reason of ERROR_REASONS) expect(TRANSLATED_CODES).toContain(reason);
    for (const { code: lang } of LANGUAGES) {
      const codes = commonOf(lang).errors.codes ?? {};
      for (const code of TRANSLATED_CODES) expect(codes[code], `${lang} ${code}`).toBeTruthy();
    }
  });
});
