import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MESSAGES, isCommonPassword, newPasswordSchema, normalizeEmail, passwordProblem, passwordsMatchProblem } from './rules';

describe('passwordProblem', () => {
  it('requires a password', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('needs at least 8 characters', () => {
    expect(passwordProblem('x7#kQ2p')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('x7#kQ2pz')).toBeNull();
    expect(PASSWORD_MESSAGES.tooShort).toContain(String(PASSWORD_MIN_LENGTH));
  });

  it('allows at most 128 characters', () => {
    expect(passwordProblem('a'.repeat(127) + 'Z')).toBeNull();
    expect(passwordProblem('a'.repeat(128) + 'Z')).toBe(PASSWORD_MESSAGES.tooLong);
    expect(PASSWORD_MESSAGES.tooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🔑'.repeat(128))).toBeNull();
  });

  it('has no composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('abcdefghijkl')).toBeNull();
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('PassWord123')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('12345678')).toBe(PASSWORD_MESSAGES.common);
  });
});

describe('isCommonPassword', () => {
  it('knows about a hundred common passwords, all long enough to need the list', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(90);
    expect(COMMON_PASSWORDS.length).toBeLessThanOrEqual(150);
    for (const password of COMMON_PASSWORDS) expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });

  it('matches ignoring case and surrounding spaces', () => {
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword(' iloveyou ')).toBe(true);
    expect(isCommonPassword('a-much-rarer-choice')).toBe(false);
  });
});

describe('passwordsMatchProblem', () => {
  it('uses the spec message', () => {
    expect(passwordsMatchProblem('abc', 'abd')).toBe('Please make sure both passwords match.');
    expect(passwordsMatchProblem('same-thing', 'same-thing')).toBeNull();
  });
});

describe('newPasswordSchema', () => {
  it('passes a good password and reports the problem of a bad one', () => {
    expect(newPasswordSchema.safeParse('violet-otter-42').success).toBe(true);
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooShort);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
