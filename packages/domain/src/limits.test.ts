import { describe, expect, it } from 'vitest';
import {
  AUTOLOGIN_CODE_TTL_MS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MIME_TYPES_BY_EXTENSION,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_TTL_MS,
  TIMINGS,
  UPLOAD_MAX_BYTES,
  FILE_TYPES,
  UPLOAD_CONTEXTS,
  UPLOAD_TYPES,
} from './limits';

describe('limits', () => {
  it('caps uploads at 20 MiB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(20_971_520);
  });

  it('lists the spec extensions per upload context', () => {
    expect(UPLOAD_TYPES.document.extensions).toEqual(['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'csv', 'xlsx']);
    expect(UPLOAD_TYPES.pdf.extensions).toEqual(['pdf']);
    expect(UPLOAD_TYPES.word.extensions).toEqual(['docx']);
    expect(UPLOAD_TYPES.review.extensions).toEqual(['docx', 'pdf']);
    expect(UPLOAD_TYPES.image.extensions).toEqual(['jpeg', 'jpg', 'png']);
    expect(UPLOAD_TYPES['any-document'].extensions).toEqual(['doc', 'docx', 'pdf', 'txt', 'rtf', 'odt', 'jpg', 'jpeg', 'png']);
  });

  it('derives each context MIME list from its extensions, without duplicates', () => {
    for (const types of Object.values(UPLOAD_TYPES)) {
      const expected = new Set(types.extensions.flatMap((ext) => MIME_TYPES_BY_EXTENSION[ext]));
      expect(new Set(types.mimeTypes)).toEqual(expected);
      expect(types.mimeTypes.length).toBe(expected.size);
    }
    expect(UPLOAD_TYPES.image.mimeTypes).toEqual(['image/jpeg', 'image/png']);
    expect(UPLOAD_TYPES.word.mimeTypes).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
  });

  it('gives every type a magic-byte family and a word, and each context its kinds in order', () => {
    expect(FILE_TYPES.txt.magic).toBe('text');
    expect(FILE_TYPES.rtf.magic).toBe('rtf');
    expect(FILE_TYPES.odt.magic).toBe('odf');
    expect(FILE_TYPES.doc.magic).toBe('ole');
    expect(UPLOAD_TYPES['any-document'].kinds).toEqual(['word', 'pdf', 'text', 'rtf', 'odt', 'image']);
    expect(UPLOAD_TYPES.review.kinds).toEqual(['word', 'pdf']);
    expect(UPLOAD_CONTEXTS).toEqual(Object.keys(UPLOAD_TYPES));
  });

  it('keeps page sizes at 20 by default and 100 at most', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('uses the spec timings', () => {
    expect(TIMINGS).toMatchObject({
      successAlertMs: 3000,
      dueDateAlertMs: 1500,
      removalAlertMs: 1000,
      preloaderMs: 1500,
      carouselMs: 5000,
      chatPingMs: 60_000,
      chatPongTimeoutMs: 20_000,
      chatReconnectMs: 2000,
      chatSubscribeDelayMs: 1000,
    });
  });

  it('keeps the account limits of the design', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([1, 255]);
    expect(RESET_CODE_TTL_MS).toBe(30 * 60 * 1000);
    expect(AUTOLOGIN_CODE_TTL_MS).toBe(10 * 60 * 1000);
  });
});
