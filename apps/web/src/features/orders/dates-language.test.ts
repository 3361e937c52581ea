import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n';
import { longDateTime } from './dates';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('switching the interface language', () => {
  it('brings the catalogs and the month names of that language, and only then switches', async () => {
    await changeLanguage('de', false);
    expect(i18next.language).toBe('de');
    expect(i18next.t('common:actions.retry')).toBe('Erneut versuchen');
    // Pages format dates synchronously: the dayjs names must be there with the catalogs.
    expect(longDateTime('2026-03-04T10:00:00Z', 'de')).toContain('März');
  });
});
