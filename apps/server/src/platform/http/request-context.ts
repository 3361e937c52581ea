import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/sessions';
import type { SiteResolver } from '../tenancy/site-resolver';
import { AppError } from '../errors';
import { csrfProblem } from '../security/csrf';
import { accessDecision } from './route';

export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

/**
 * Every request learns its site from its host; API requests also learn their user from the session
 * cookie (sessions are bound to the site they were made on). Then CSRF and the route's access rule
 * are checked before any handler runs: fail closed when a route declares no access.
 */
export function installRequestContext(
  app: FastifyInstance,
  deps: { sites: SiteResolver; sessions: SessionStore; secureCookies: boolean },
): void {
  app.decorateRequest('site', null);
  app.decorateRequest('user', null);
  const cookieName = deps.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

  app.addHook('onRequest', async (req) => {
    req.site = await deps.sites.byHost(req.host);
    if (!req.site || !req.url.startsWith('/api/')) return;
    const token = req.cookies[cookieName];
    if (token && token.length < 200) req.user = await deps.sessions.load(token, req.site.id);
  });

  // preValidation: who may call is decided before the body is even looked at, so an anonymous or
  // wrong-role caller learns nothing about the route's input (401/403, never a 400 first).
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/') || req.is404) return;
    const config = req.routeOptions.config;
    if (!req.site && !config.anySite) throw new AppError('not_found', 'Domain not registered');
    const csrf = csrfProblem(req, config.mutates ?? false);
    if (csrf) throw new AppError('forbidden', csrf);
    const decision = accessDecision(config.access, req.user);
    if (decision === 401) throw new AppError('unauthorized', 'Please sign in to continue');
    if (decision === 403) throw new AppError('forbidden', 'You are not allowed to do this');
  });
}

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
