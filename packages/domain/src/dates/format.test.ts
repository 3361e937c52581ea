import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import { describe, expect, it } from 'vitest';
import { formatTableDate, formatTableDateTime } from './format';

describe('table dates', () => {
  it('writes MM/DD/YYYY in English, as the spec has it', () => {
    expect(formatTableDate('2026-03-10')).toBe('03/10/2026');
    expect(formatTableDate('2026-03-10', 'en')).toBe('03/10/2026');
    expect(formatTableDateTime('2026-03-10T14:05:09', 'en')).toBe('03/10/2026 14:05');
    expect(formatTableDateTime('2026-03-10T14:05:09', 'en', { seconds: true })).toBe('03/10/2026 14:05:09');
  });

  it("writes each language's own numeric date once its locale is registered", () => {
    expect(formatTableDate('2026-03-10', 'de')).toBe('10.03.2026');
    expect(formatTableDate('2026-03-10', 'es')).toBe('10/03/2026');
    expect(formatTableDateTime('2026-03-10T14:05:09', 'de', { seconds: true })).toBe('10.03.2026 14:05:09');
  });

  it('falls back to English for a language whose locale is not registered, and leaves the global locale alone', () => {
    expect(formatTableDate('2026-03-10', 'xx')).toBe('03/10/2026');
    expect(dayjs.locale()).toBe('en');
  });

  it('shows text that is not a date as it is', () => {
    expect(formatTableDate('next spring', 'de')).toBe('next spring');
  });
});
