import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '@portal/domain/auth/calls';
import { sessionCookieName } from '../../platform/http/request-context';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, platform: Platform, auth: AuthService): void {
  const cookie = sessionCookieName(platform.config.secureCookies);
  const setSession = (reply: FastifyReply, s: { token: string; maxAgeSec?: number }) =>
    reply.setCookie(cookie, s.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: platform.config.secureCookies,
      maxAge: s.maxAgeSec,
    });

  addRoute(app, calls.login, 'public', async ({ site, body, req, reply }) => {
    const { session, user, orders } = await auth.login(site, body, req.ip);
    setSession(reply, session);
    return { status: true, user, orders };
  });

  addRoute(app, calls.logout, 'public', async ({ user, reply }) => {
    if (user) await platform.sessions.destroy(user.sessionId);
    reply.clearCookie(cookie, { path: '/' });
    return { status: true };
  });

  addRoute(app, calls.currentUser, 'signed-in', ({ site, user }) => auth.currentUserAnswer(site, user));

  addRoute(app, calls.requestPasswordReset, 'public', async ({ site, body, req }) => {
    await auth.requestReset(site, body.email, req.ip);
    return { status: true, message: 'Reset password email is sent.' };
  });

  addRoute(app, calls.checkPasswordResetCode, 'public', async ({ site, params, req }) => {
    await auth.checkResetCode(site, params.code, req.ip);
    return { status: true };
  });

  addRoute(app, calls.completePasswordReset, 'public', async ({ site, body, req }) => {
    await auth.completeReset(site, body.code, body.password, req.ip);
    return { status: true, message: 'Password Reset Successfully' };
  });

  addRoute(app, calls.autoLogin, 'public', async ({ site, params, query, req, reply }) => {
    const { session, user } = await auth.autoLogin(site, params.code, query.packageId, req.ip);
    setSession(reply, session);
    return { status: true, user, pending_purchase_package_id: user.pending_purchase_package_id };
  });

}
