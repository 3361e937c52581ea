import { describe, expect, it } from 'vitest';
import { updatePassword, updateProfile } from './calls';
import { ACCOUNT_MESSAGES, passwordChangeForm } from './rules';

/** The first message of each field, as a form shows it. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the account details', () => {
  it('needs first name, last name and a valid e-mail', () => {
    expect(issues(updateProfile.body.safeParse({ _id: 'u1', firstName: ' ', lastName: '', email: '' }))).toMatchObject({
      firstName: ACCOUNT_MESSAGES.firstNameRequired,
      lastName: ACCOUNT_MESSAGES.lastNameRequired,
      email: ACCOUNT_MESSAGES.emailRequired,
    });
    expect(issues(updateProfile.body.safeParse({ _id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'not-an-email' }))).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });
    expect(updateProfile.body.parse({ _id: 'u1', firstName: ' Ann ', lastName: 'Lee', email: ' ann@example.com ' })).toEqual({ _id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
  });

  it('refuses an id that could not be one', () => {
    expect(updateProfile.body.safeParse({ _id: '../x', firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' }).success).toBe(false);
  });
});

describe('the password change', () => {
  it('says "Please make sure both passwords match." when the confirmation differs', () => {
    expect(ACCOUNT_MESSAGES.mismatch).toBe('Please make sure both passwords match.');
    expect(issues(passwordChangeForm.safeParse({ currentPassword: 'old-secret', password: 'a-long-new-passphrase', confirmation: 'a-long-new-passphrasE' }))).toEqual({
      confirmation: ACCOUNT_MESSAGES.mismatch,
    });
  });

  it('applies the password rules and needs the current password', () => {
    const result = issues(passwordChangeForm.safeParse({ currentPassword: '', password: 'short', confirmation: 'short' }));
    expect(result.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(result.password).toMatch(/at least/);
    expect(issues(updatePassword.body.safeParse({ _id: 'u1', password: 'password', currentPassword: 'x' })).password).toMatch(/too common/);
    expect(updatePassword.body.safeParse({ _id: 'u1', password: 'a-long-new-passphrase', currentPassword: 'x' }).success).toBe(true);
  });
});
