import { z } from 'zod';
import { defineCall, okResponse } from '../call';

export const ROLES = ['user', 'writer', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profile_img: z.string().nullable(),
  pending_purchase_package_id: z.string().nullable(),
  uniqueCustomerId: z.string().nullable(),
  /** How many orders the user has (customers), as the spec's user entity carries it. */
  orders: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The status-only order list used for the post-login and root redirects. */
export const orderStatusSchema = z.object({ _id: z.string(), statusPercentage: z.number() });

const email = z.string().trim().min(1, 'Email is required').max(254).email('Enter a valid email');

export const login = defineCall({
  method: 'POST',
  path: '/api/auth/login',
  body: z.strictObject({
    email,
    password: z.string().min(1, 'Password is required').max(1024),
    rememberMe: z.boolean().optional(),
  }),
  response: z.object({ status: z.boolean(), user: sessionUserSchema, orders: z.array(orderStatusSchema) }),
});

export const logout = defineCall({ method: 'GET', path: '/api/auth/logout', response: okResponse, mutates: true });

export const currentUser = defineCall({
  method: 'GET',
  path: '/api/auth/user',
  response: z.object({
    status: z.boolean(),
    currency: z.string(),
    user: sessionUserSchema,
    orders: z.array(orderStatusSchema),
  }),
});

export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/api/auth/reset-password',
  /** The specification's client also sends `password`: accepted and ignored (the new one is chosen from the mailed link). */
  body: z.strictObject({ email, password: z.string().max(1024).optional() }),
  response: okResponse,
});

export const completePasswordReset = defineCall({
  method: 'POST',
  path: '/api/auth/reset-password-step-2',
  body: z.strictObject({
    code: z.string().min(1).max(200),
    password: z.string().min(1, 'Password is required').max(1024),
  }),
  response: okResponse,
});

export const autoLogin = defineCall({
  method: 'GET',
  path: '/api/autologin/:code',
  params: z.object({ code: z.string().min(1).max(200) }),
  query: z.object({ packageId: z.string().max(64).optional() }),
  response: z.object({
    status: z.boolean(),
    user: sessionUserSchema,
    pending_purchase_package_id: z.string().nullable(),
  }),
  mutates: true,
});
