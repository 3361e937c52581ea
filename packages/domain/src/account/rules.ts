import { z } from 'zod/mini';
import { newPasswordSchema, PASSWORD_MESSAGES } from '../auth/rules';
import { NAME_MAX_LENGTH } from '../limits';

// The account page (spec 001 sections 5 and 7): name and e-mail, the password change, the picture.

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  emailTaken: 'This e-mail address is already used by another account.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  mismatch: PASSWORD_MESSAGES.mismatch,
} as const;

/** Square side, in pixels, every profile picture is resized to on the server. */
export const PROFILE_PICTURE_SIZE = 256;

export const accountDetailsFields = {
  firstName: z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.firstNameRequired), z.maxLength(NAME_MAX_LENGTH)),
  lastName: z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.lastNameRequired), z.maxLength(NAME_MAX_LENGTH)),
  email: z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.emailRequired), z.maxLength(254), z.email(ACCOUNT_MESSAGES.emailInvalid)),
};

export const currentPasswordField = z.string().check(z.minLength(1, ACCOUNT_MESSAGES.currentPasswordRequired), z.maxLength(1024));

/** The password form: the current password, the new one and its confirmation, which must match. */
export const passwordChangeForm = z
  .object({ currentPassword: currentPasswordField, password: newPasswordSchema, confirmation: z.string() })
  .check(z.refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: ACCOUNT_MESSAGES.mismatch }));
export type PasswordChangeValues = z.output<typeof passwordChangeForm>;
