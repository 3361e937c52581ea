import { z } from 'zod/mini';
import { defineCall, idParam, okResponse } from '../call';
import { newPasswordSchema } from '../auth/rules';
import { accountDetailsFields, currentPasswordField } from './rules';

// `_id` names the account to change, as the specification's calls carry it: it must be the
// caller's own, so a copied or guessed id changes nothing.

/** Sets the profile picture from an image the caller uploaded (context `image`); the server resizes it. */
export const updateProfileImage = defineCall({
  method: 'POST',
  path: '/api/profile/update_profile_img',
  body: z.strictObject({ _id: idParam, key: idParam }),
  response: z.object({ status: z.boolean(), message: z.string(), profile_img: z.string() }),
});

export const updateProfile = defineCall({
  method: 'POST',
  path: '/api/profile/profile_update',
  body: z.strictObject({ _id: idParam, ...accountDetailsFields }),
  response: okResponse,
});

/**
 * Changes the password. Beyond the specification's `_id` and `password` it needs the current
 * password (docs/decisions/010-account-password-change.md). Every other session of the user ends.
 */
export const updatePassword = defineCall({
  method: 'POST',
  path: '/api/profile/profile_update_password',
  body: z.strictObject({ _id: idParam, password: newPasswordSchema, currentPassword: currentPasswordField }),
  response: okResponse,
});
