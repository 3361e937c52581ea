import { z } from 'zod/mini';
import { newPasswordSchema } from '../auth/rules';
import { defineCall, idParam } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

// People: the admin invites writers, reviewers and admins by e-mail (a single-use link
// valid 7 days, accepted by a form where the invitee sets name and password, re-sendable), lists
// and searches customers and staff, and deactivates anyone (their sessions end at once).

export const STAFF_ROLES = ['writer', 'reviewer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PEOPLE_PAGE_SIZE = 20;
export const NAME_MAX_LENGTH = 100;

export const PEOPLE_MESSAGES = {
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  accepted: 'Welcome! Your account is ready: sign in with your e-mail and new password.',
  invitationInvalid: 'This invitation link is invalid, has expired or was already used. Ask the site admin to send a new one.',
  invitationNotFound: 'Invitation not found',
  alreadyAccepted: 'This invitation was already accepted',
  emailTaken: 'An account with this e-mail already exists',
  userNotFound: 'User not found',
  notYourself: 'You cannot deactivate your own account',
  deactivated: 'Account deactivated: its sessions have ended',
  reactivated: 'Account reactivated',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

const email = z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254), z.email('Enter a valid email'));

export const personSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['user', 'writer', 'reviewer', 'admin']),
  deactivated: z.boolean(),
  createdAt: z.string(),
  /** A writer's orders not yet complete (they stay theirs when the account is deactivated); null for others. */
  openOrders: z.nullable(z.number().check(z.int())),
});
export type PersonRow = z.infer<typeof personSchema>;

export const listPeople = defineCall({
  method: 'GET',
  path: '/api/admin/people',
  query: z.object({
    kind: z._default(z.enum(['customers', 'staff']), 'customers'),
    role: z.optional(z.enum(STAFF_ROLES)),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE))),
  }),
  response: z.object({ status: z.boolean(), data: z.array(personSchema), total: z.number().check(z.int()), page: z.number().check(z.int()), limit: z.number().check(z.int()), hasMore: z.boolean() }),
});

export const setDeactivated = defineCall({
  method: 'POST',
  path: '/api/admin/people/deactivate',
  body: z.strictObject({ user_id: idParam, deactivated: z.boolean() }),
  response: z.object({ status: z.boolean(), message: z.string(), person: personSchema }),
});

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Invitations not accepted yet, newest first (at most 200). */
export const listInvitations = defineCall({
  method: 'GET',
  path: '/api/admin/invitations',
  response: z.object({ status: z.boolean(), data: z.array(invitationSchema) }),
});

export const inviteBodySchema = z.strictObject({ email, role: z.enum(STAFF_ROLES) });

export const createInvitation = defineCall({
  method: 'POST',
  path: '/api/admin/invitations',
  body: inviteBodySchema,
  response: z.object({ status: z.boolean(), message: z.string(), invitation: invitationSchema }),
});

export const resendInvitation = defineCall({
  method: 'POST',
  path: '/api/admin/invitations/:id/resend',
  params: z.object({ id: idParam }),
  response: z.object({ status: z.boolean(), message: z.string(), invitation: invitationSchema }),
});

const invitationCode = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid code'));

/** What the invitee's form shows (public: the link is the credential). */
export const getInvitation = defineCall({
  method: 'GET',
  path: '/api/invitations/:code',
  params: z.object({ code: invitationCode }),
  response: z.object({ status: z.boolean(), email: z.string(), role: z.enum(STAFF_ROLES), company: z.string() }),
});

export const acceptInvitationBody = z.strictObject({
  code: invitationCode,
  firstName: z.string().check(z.trim(), z.minLength(1, PEOPLE_MESSAGES.firstNameRequired), z.maxLength(NAME_MAX_LENGTH)),
  lastName: z.string().check(z.trim(), z.minLength(1, PEOPLE_MESSAGES.lastNameRequired), z.maxLength(NAME_MAX_LENGTH)),
  password: newPasswordSchema,
});

export const acceptInvitation = defineCall({
  method: 'POST',
  path: '/api/invitations/accept',
  body: acceptInvitationBody,
  response: z.object({ status: z.boolean(), message: z.string(), email: z.string() }),
});
