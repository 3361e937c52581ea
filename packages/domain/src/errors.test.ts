import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorBody, GENERIC_ERROR_TEXT, NetworkError, TIMEOUT_TEXT, errorMessages, errorStatus, genericErrorText } from './errors';

describe('errorStatus', () => {
  it('maps every code to the status that means it', () => {
    expect(errorStatus).toEqual({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      rule_broken: 422,
      rate_limited: 429,
      internal: 500,
    });
  });

  it('has a status for each listed code and no other', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('ErrorBody', () => {
  it('accepts a message with optional per-field errors', () => {
    expect(ErrorBody.safeParse({ message: 'Invalid input' }).success).toBe(true);
    expect(ErrorBody.safeParse({ message: 'Invalid input', errors: { email: 'Required' } }).success).toBe(true);
  });

  it('refuses a body without a message or with non-text field errors', () => {
    expect(ErrorBody.safeParse({ errors: { email: 'Required' } }).success).toBe(false);
    expect(ErrorBody.safeParse({ message: 'x', errors: { email: 1 } }).success).toBe(false);
  });
});

describe('genericErrorText', () => {
  it('prefers message over everything else', () => {
    expect(genericErrorText({ message: 'A', data: { message: 'B', error: 'C' }, error: 'D', errors: ['E'] })).toBe('A');
  });

  it('falls back in the spec order: data.message, data.error, error, errors', () => {
    expect(genericErrorText({ data: { message: 'B', error: 'C' }, error: 'D' })).toBe('B');
    expect(genericErrorText({ data: { error: 'C' }, error: 'D', errors: ['E'] })).toBe('C');
    expect(genericErrorText({ error: 'D', errors: ['E'] })).toBe('D');
    expect(genericErrorText({ errors: ['E'] })).toBe('E');
  });

  it('skips blank and non-text values', () => {
    expect(genericErrorText({ message: '  ', data: { message: 42 }, error: 'D' })).toBe('D');
  });

  it('lists the values of an errors object, one per line', () => {
    expect(genericErrorText({ errors: { email: 'Enter email', password: 'Too short' } })).toBe('Enter email\nToo short');
  });

  it('joins an errors array and flattens several messages per field', () => {
    expect(genericErrorText({ errors: ['One', 'Two'] })).toBe('One\nTwo');
    expect(genericErrorText({ errors: { email: ['Required', 'Invalid'] } })).toBe('Required\nInvalid');
  });

  it('reads the message of an Error', () => {
    expect(genericErrorText(new Error('Server said no'))).toBe('Server said no');
  });

  it('uses a plain text error as it is', () => {
    expect(genericErrorText('Coupon expired')).toBe('Coupon expired');
  });

  it('gives the generic text when nothing is available', () => {
    expect(genericErrorText({})).toBe(GENERIC_ERROR_TEXT);
    expect(genericErrorText({ errors: {} })).toBe(GENERIC_ERROR_TEXT);
    expect(genericErrorText(null)).toBe(GENERIC_ERROR_TEXT);
    expect(genericErrorText(undefined)).toBe(GENERIC_ERROR_TEXT);
    expect(genericErrorText(500)).toBe(GENERIC_ERROR_TEXT);
    expect(genericErrorText('')).toBe(GENERIC_ERROR_TEXT);
    expect(GENERIC_ERROR_TEXT).toBe('Please Try Again Later!');
  });

  it('says Timeout! when the request got no response', () => {
    expect(TIMEOUT_TEXT).toBe('Timeout!');
    expect(genericErrorText(new NetworkError('offline'))).toBe(TIMEOUT_TEXT);
    expect(genericErrorText(new TypeError('Failed to fetch'))).toBe(TIMEOUT_TEXT);
    expect(genericErrorText({ noResponse: true, message: 'ignored' })).toBe(TIMEOUT_TEXT);
    expect(genericErrorText({ name: 'AbortError', message: 'aborted' })).toBe(TIMEOUT_TEXT);
    expect(genericErrorText({ name: 'TimeoutError' })).toBe(TIMEOUT_TEXT);
  });

  it('does not treat a normal response as a timeout', () => {
    expect(genericErrorText({ noResponse: false, message: 'Nope' })).toBe('Nope');
  });
});

describe('errorMessages', () => {
  it('returns the texts of an object, an array or a single text', () => {
    expect(errorMessages({ a: 'x', b: 'y' })).toEqual(['x', 'y']);
    expect(errorMessages(['x', '', 'y'])).toEqual(['x', 'y']);
    expect(errorMessages('x')).toEqual(['x']);
    expect(errorMessages(null)).toEqual([]);
  });
});

describe('NetworkError', () => {
  it('is an Error with its own name', () => {
    const error = new NetworkError('offline');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NetworkError');
  });
});
