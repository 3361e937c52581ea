import { z } from 'zod/mini';
import { defineCall, okResponse } from '../call';

export const ROLES = ['user', 'writer', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profile_img: z.nullable(z.string()),
  pending_purchase_package_id: z.nullable(z.string()),
  uniqueCustomerId: z.nullable(z.string()),
  /** How many orders the user has (customers), as the spec's user entity carries it. */
  orders: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The status-only order list used for the post-login and root redirects. */
export const orderStatusSchema = z.object({ _id: z.string(), statusPercentage: z.number() });

const email = z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254), z.email('Enter a valid email'));

export const login = defineCall({
  method: 'POST',
  path: '/api/auth/login',
  body: z.strictObject({
    email,
    password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
    rememberMe: z.optional(z.boolean()),
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
  body: z.strictObject({ email, password: z.optional(z.string().check(z.maxLength(1024))) }),
  response: okResponse,
});

/** Whether a mailed reset link still works, asked when its page opens (404 when it does not): nothing is used up. */
export const checkPasswordResetCode = defineCall({
  method: 'GET',
  path: '/api/auth/reset-password/:code',
  params: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: okResponse,
});

export const completePasswordReset = defineCall({
  method: 'POST',
  path: '/api/auth/reset-password-step-2',
  body: z.strictObject({
    code: z.string().check(z.minLength(1), z.maxLength(200)),
    password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
  }),
  response: okResponse,
});

export const autoLogin = defineCall({
  method: 'GET',
  path: '/api/autologin/:code',
  params: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) }),
  query: z.object({ packageId: z.optional(z.string().check(z.maxLength(64))) }),
  response: z.object({
    status: z.boolean(),
    user: sessionUserSchema,
    pending_purchase_package_id: z.nullable(z.string()),
  }),
  mutates: true,
});
