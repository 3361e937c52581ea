import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it('treats the three-letter eng as English', () => {
    expect(normalizeLanguage('eng')).toBe('en');
  });

  it('accepts supported codes in any case and with a region', () => {
    expect(normalizeLanguage('de')).toBe('de');
    expect(normalizeLanguage('RU')).toBe('ru');
    expect(normalizeLanguage('es-MX')).toBe('es');
    expect(normalizeLanguage('th_TH')).toBe('th');
  });

  it('refuses unknown or empty values', () => {
    expect(normalizeLanguage('fr')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});
