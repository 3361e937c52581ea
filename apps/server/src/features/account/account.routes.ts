import type { FastifyInstance } from 'fastify';
import { updatePassword, updateProfile, updateProfileImage } from '@portal/domain/account/calls';
import { addRoute } from '../../platform/http/route';
import type { AccountService } from './account.service';

// Customers and writers have the account page (spec 001 section 6, spec 002 section 6); admins may
// keep theirs too. Reviewers are read-only and have no profile.
export const ACCOUNT_ROLES = ['user', 'writer', 'admin'] as const;

export function registerAccountRoutes(app: FastifyInstance, account: AccountService): void {
  addRoute(app, updateProfileImage, ACCOUNT_ROLES, async ({ site, user, body }) => {
    const key = await account.updatePicture({ site, user }, body._id, body.key);
    return { status: true, message: 'Profile picture updated', profile_img: key };
  });

  addRoute(app, updateProfile, ACCOUNT_ROLES, async ({ site, user, body }) => {
    const { _id, ...details } = body;
    await account.updateDetails({ site, user }, _id, details);
    return { status: true, message: 'Profile updated' };
  });

  addRoute(app, updatePassword, ACCOUNT_ROLES, async ({ site, user, body }) => {
    await account.changePassword({ site, user }, body._id, body);
    return { status: true, message: 'Password updated' };
  });
}
