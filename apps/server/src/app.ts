import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { currentUser } from '@portal/domain/auth/calls';
import { UPLOAD_MAX_BYTES } from '@portal/domain/limits';
import { SessionStore } from './platform/auth/sessions';
import { ReadCache } from './platform/db/read-cache';
import { BackgroundWork } from './platform/jobs/background';
import { Outbox } from './platform/events/outbox';
import { LiveServer } from './platform/live/live-server';
import { buildRateLimits } from './platform/security/rate-limits';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { installApiDocs } from './platform/http/api-docs';
import { installCompression } from './platform/http/compression';
import { installErrorHandler } from './platform/http/error-handler';
import './platform/http/validation-messages';
import { installRequestContext, sessionCookieName, signedInUser } from './platform/http/request-context';
import { jsonBlock } from './platform/http/json-block';
import { answerSerializerCompiler } from './platform/http/serializer';
import { pageAnswers } from './platform/http/page-answers';
import { mergePageSources } from './platform/http/page-sources';
import { installSpa } from './platform/http/spa';
import { installTextGuard } from './platform/http/text-guard';
import { installSecurityHeaders } from './platform/security/headers';
import type { Mailer } from './platform/mail/mailer';
import type { Platform } from './platform/platform';
import type { Storage } from './platform/storage/storage';
import { SiteResolver } from './platform/tenancy/site-resolver';
import { registerFeatures } from './features/register';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDistDir = path.resolve(here, '../../web/dist');

export type AppDeps = { config: Config; database: Database; storage: Storage; mailer: Mailer };
export type RouteRecord = { method: string; url: string; access: unknown; mutates: boolean };

/** Builds the whole HTTP app; the server and the tests both start from here. */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: deps.config.LOG_LEVEL },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  const sessions = new SessionStore(deps.database, deps.config.SESSION_IDLE_MINUTES * 60_000);
  const log = (message: string, err?: unknown) => app.log.error({ err }, message);
  const platform: Platform = {
    ...deps,
    sites: new SiteResolver(deps.database.db),
    sessions,
    limits: buildRateLimits(deps.database.db),
    background: new BackgroundWork(log),
    events: new Outbox(deps.database, log),
    live: new LiveServer(deps.database, sessions, log),
    reads: new ReadCache(deps.database.siteChanges, deps.config.READ_CACHE),
  };
  // Subscribers are known before the first append; delivery starts once the server is ready.
  app.addHook('onReady', () => platform.events.start());
  app.addHook('onClose', async () => {
    await platform.events.stop();
    await platform.background.drain();
  });

  await platform.sessions.listenForRevocations();
  await platform.sites.listenForChanges(deps.database);

  // Every registered route, so the authorization test can prove none was forgotten.
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: r.url, access: r.config?.access, mutates: r.config?.mutates ?? false });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  installErrorHandler(app);
  await installCompression(app);
  await app.register(fastifyCookie);
  installSecurityHeaders(app, { https: deps.config.secureCookies });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  await platform.live.installUpgrades(app);
  installRequestContext(app, { sites: platform.sites, sessions: platform.sessions, secureCookies: deps.config.secureCookies });
  installTextGuard(app);

  await platform.live.install(app);
  await installApiDocs(app);
  const features = await registerFeatures(app, platform);
  const cookieName = sessionCookieName(deps.config.secureCookies);
  const answersFor = pageAnswers(app, features.pageReads);
  await installSpa(app, deps.config.WEB_DIST_DIR ? path.resolve(deps.config.WEB_DIST_DIR) : webDistDir, {
    customScriptsOf: async (site) => site.config?.customScripts ?? {},
    // The pages allow the configured payment providers' hosts, and no other provider's.
    sources: mergePageSources(Object.values(app.payments.gateways).map((g) => g.pageSources)),
    // A signed-in visitor's page carries who they are and its screen's first reads: the client starts
    // on the page's data without asking. Leaving them out only costs the client those questions, so a
    // failure here never fails the page.
    signedInBlocks: async (req, pathname) => {
      try {
        const user = await signedInUser(req, platform.sessions, cookieName);
        if (!user || !req.site) return '';
        const [session, reads] = await Promise.all([features.currentUserAnswer(req.site, user), answersFor(req, pathname, user)]);
        return jsonBlock('session-answer', currentUser.response, session) + reads;
      } catch (err) {
        req.log.warn({ err }, 'the page goes without the session answer');
        return '';
      }
    },
  });

  return { app, platform, routes };
}
