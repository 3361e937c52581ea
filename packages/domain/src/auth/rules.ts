import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { COMMON_PASSWORDS } from './common-passwords';

// Length and a list of common passwords, no composition rules: long and unguessable beats
// "one digit and one symbol", and the rules stay explainable in one sentence.

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Please choose another one.',
  mismatch: 'Please make sure both passwords match.',
} as const;

const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

// Characters as a person counts them: an emoji is one, not two UTF-16 units.
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** The first problem of a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (password === '') return PASSWORD_MESSAGES.required;
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

export function passwordsMatchProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MESSAGES.mismatch;
}

/** A new password, for forms and request bodies. Never used for login: old passwords must still work. */
export const newPasswordSchema = z.string().check(
  z.superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** Emails are matched case-insensitively and without stray spaces (login, rate limits, sign-up). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
