import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteContext } from './context';
import { NO_PAGE_SOURCES, type PageSources } from './page-sources';
import { websiteAnswerBlock } from '../tenancy/website-answer';
import { routePreloadTags } from './route-preloads';
import { sendCompressedInTwoParts } from './compression';
import { watchedFile } from './watched-file';

type CustomScripts = { headerTag?: string; bodyTag?: string };

/**
 * What a page carries beyond the build: the site's own scripts, the hosts of its payment providers,
 * and for a signed-in visitor the data blocks of their session (the API's answers, as JSON).
 */
export type PageParts = {
  customScriptsOf: (site: SiteContext) => Promise<CustomScripts>;
  sources?: PageSources;
  signedInBlocks?: (req: FastifyRequest, pathname: string) => Promise<string>;
};

/**
 * Serves the built web client: hashed assets with long caching, and `index.html` for every other
 * GET (history fallback). The page is templated per request: it carries the site's `GET /api/website`
 * answer and, for a signed-in visitor, their `GET /api/auth/user` answer and the first reads of the
 * path's screen (a round trip less each before the first screen), the files the path's screen needs
 * are named for preloading, the site's own custom scripts are injected (only on that site) and every
 * script tag gets this response's CSP nonce.
 */
export async function installSpa(app: FastifyInstance, distDir: string, parts: PageParts): Promise<void> {
  const { customScriptsOf, sources = NO_PAGE_SOURCES, signedInBlocks = async () => '' } = parts;
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // No routes of its own: every route must declare its access (request-context fails closed), so
      // the assets route below is ours, and top-level files are served by the not-found handler.
      serve: false,
      // The build writes .br and .gz beside every text asset: sent as they are, never recompressed.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/assets/*', { config: { access: 'public', assets: true } }, (req, reply) =>
      reply.sendFile(path.join('assets', (req.params as { '*': string })['*'])),
    );
  }
  const template = hasBuild ? watchedFile(indexPath, (text) => text) : null;
  const preloadsFor = routePreloadTags(distDir);

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = decodedPath(req.url);
    if (pathname.startsWith('/api/') || req.method !== 'GET') return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    // A missing asset (an old page after a new build) must fail as such, not come back as the page.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    const page = template?.();
    if (!page) return reply.status(503).type('text/plain').send('The web client is not built yet. Run "npm run build".');
    const publicFile = publicFileFor(req.url, distDir);
    if (publicFile) return reply.sendFile(publicFile);
    // The signed-in blocks (the session, the screen's first reads) follow the page's head: the
    // browser fetches the scripts while the server reads, and the scripts run once the page is whole.
    const signedIn = signedInBlocks(req, pathname);
    const head = insert(page, '<!--head-scripts-->', `${websiteAnswerBlock(req.site)}${preloadsFor(pathname)}<!--head-scripts-->`);
    return sendIndex(req, reply, head, signedIn, customScriptsOf, sources);
  });
}

/**
 * `text` with `marker` replaced by `value` as it is: never a replacement pattern (`$&`, `$'`), which a
 * value carrying a user's name or a site's text could otherwise spell.
 */
const insert = (text: string, marker: string, value: string) => text.replace(marker, () => value);

async function sendIndex(
  req: FastifyRequest,
  reply: FastifyReply,
  template: string,
  signedIn: Promise<string>,
  customScriptsOf: (site: SiteContext) => Promise<CustomScripts>,
  sources: PageSources,
) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const scripts = req.site ? await customScriptsOf(req.site) : {};
  const withNonce = (html: string) => html.replace(/<script\b/gi, `<script nonce="${nonce}"`);
  const page = insert(insert(template, '<!--head-scripts-->', scripts.headerTag ?? ''), '<!--body-scripts-->', scripts.bodyTag ?? '');
  // The head is sent at once; the rest of the page, with the signed-in blocks at the start of the
  // body, when they are ready (without them if they fail: the page never does). A template without
  // `<body>` (never built so) gets them at its end.
  const bodyAt = page.indexOf('<body>');
  const [first, rest] = bodyAt < 0 ? [page, ''] : [page.slice(0, bodyAt + '<body>'.length), page.slice(bodyAt + '<body>'.length)];
  if (EMBEDDABLE_PAGES.has(decodedPath(req.url))) reply.removeHeader('x-frame-options');
  reply
    .header('Content-Security-Policy', spaCsp(nonce, EMBEDDABLE_PAGES.has(decodedPath(req.url)) ? '*' : "'self'", sources))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8');
  return sendCompressedInTwoParts(req, reply, withNonce(first), signedIn.catch(() => '').then((blocks) => withNonce(blocks + rest)));
}

/**
 * Pages any website may frame: the free-critique widget a site puts on its own marketing pages
 * (whose domains the portal does not know). Safe to frame anywhere: it is the public intake form
 * (rate-limited per address, needing no session and showing nothing of one), so a framing page can
 * make a visitor do nothing it could not do itself; its requests stay same-origin inside the frame,
 * so the CSRF checks are unchanged. Every other page may be framed only by its own origin.
 */
const EMBEDDABLE_PAGES = new Set(['/free-critique/embed']);

/**
 * 'strict-dynamic' lets a site's nonce'd tag manager load its own scripts; nothing else runs. A
 * configured payment provider's hosts are named (its script for browsers without 'strict-dynamic',
 * its API). Frames may come from any https host (sites' chat widgets frame their own hosts): the
 * scripts that could open them are limited, which is what keeps a look-alike card form out.
 */
export const spaCsp = (nonce: string, frameAncestors: string, sources: PageSources = NO_PAGE_SOURCES) =>
  [
    "default-src 'self'",
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...sources.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src", "'self'", 'ws:', 'wss:', 'https:', ...sources.connect].join(' '),
    // Any https frame: sites' own chat widgets, added through custom scripts, frame their hosts'
    // pages. The providers' frame hosts are named anyway (as their API hosts are in connect-src).
    ["frame-src", "'self'", 'https:', ...sources.frame].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** The path as the router sees it: `/%61pi/x` is `/api/x`, an absolute-form target is its path. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  const pathOnly = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') : raw;
  try {
    return decodeURIComponent(pathOnly);
  } catch {
    return pathOnly;
  }
}

/** favicon.ico, robots.txt and other files at the top of the build, never a path outside it. */
function publicFileFor(url: string, distDir: string): string | null {
  const pathname = decodedPath(url);
  if (!/^\/[A-Za-z0-9._-]+\.[a-z0-9]+$/.test(pathname) || pathname === '/index.html') return null;
  const file = pathname.slice(1);
  return fs.existsSync(path.join(distDir, file)) ? file : null;
}
