import type {} from '@fastify/cookie'; // the cookie plugin's request.cookies type, wherever this file is compiled
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/sessions';
import type { SiteResolver } from '../tenancy/site-resolver';
import type { UserContext } from './context';
import { AppError } from '../errors';
import { csrfProblem } from '../security/csrf';
import { accessDecision } from './route';

export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

/**
 * Every request learns its site from its host. Then, for every request that matched a route, the
 * route's own declaration decides (never the spelling of the URL: `/%61pi/...` and an absolute-form
 * target match the same route as `/api/...`): the session is loaded (sessions are bound to the site
 * they were made on), CSRF and the access rule are checked, and a route that declares no access is
 * refused. This runs in onRequest, before the body is even read, so an anonymous or wrong-role caller
 * learns nothing about the route's input (401/403, never a 400 first) and cannot make us store an upload.
 * Requests that matched no route go to the not-found handler (the web client's page or a JSON 404).
 */
export function installRequestContext(
  app: FastifyInstance,
  deps: { sites: SiteResolver; sessions: SessionStore; secureCookies: boolean },
): void {
  app.decorateRequest('site', null);
  app.decorateRequest('user', null);
  const cookieName = sessionCookieName(deps.secureCookies);

  app.addHook('onRequest', async (req) => {
    req.site = await deps.sites.byHost(req.host);
    if (req.is404) return;
    const config = req.routeOptions.config;
    if (config.access === undefined) throw new AppError('forbidden', 'You are not allowed to do this');
    if (config.assets) return;
    if (!req.site) {
      if (config.anySite) return;
      throw new AppError('not_found', 'Domain not registered');
    }
    if (config.webhook && config.access === 'public') return;
    req.user = await signedInUser(req, deps.sessions, cookieName);
    const csrf = csrfProblem(req, config.mutates ?? false);
    if (csrf) throw new AppError('forbidden', csrf);
    const decision = accessDecision(config.access, req.user);
    if (decision === 401) throw new AppError('unauthorized', 'Please sign in to continue');
    if (decision === 403) throw new AppError('forbidden', 'You are not allowed to do this');
  });
}

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The user whose session the request's cookie names, on the request's site; null for nobody. */
export async function signedInUser(req: FastifyRequest, sessions: SessionStore, cookieName: string): Promise<UserContext | null> {
  const token = req.cookies[cookieName];
  return req.site && token && token.length < 200 ? sessions.load(token, req.site.id) : null;
}
