import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/domain/limits';
import { UNPAGED_LIST_MAX } from '@portal/domain/paging';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './context';

type Operation = { summary?: string; description?: string; tags?: string[] };
type OpenApiDocument = { info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

/**
 * The OpenAPI document of every API call, generated from the same zod contracts that validate the
 * requests and responses, so it cannot drift from what the server does. Registered before the
 * features so it sees every route; served at /api/docs (a readable page for a browser, the JSON
 * otherwise) and /api/docs/openapi.json. Pages and assets of the web client are left out.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Career Portal API',
        version: '1',
        description:
          'Every call is answered for the site of the request host. Signed-in calls use the session cookie set by POST /api/auth/login; ' +
          'calls that change something need the header X-Requested-With: XMLHttpRequest (CSRF).',
      },
    },
    transform: (input) => {
      const { url } = input;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return { schema: { ...input.schema, hide: true }, url };
      const out = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      return { ...out, schema: { ...out.schema, tags: [tagOf(url)], description: describe(route) } };
    },
    transformObject: (input) => splitOptionalSegments(jsonSchemaTransformObject(input) as unknown as OpenApiDocument) as never,
  });

  const docs = () => app.swagger() as unknown as OpenApiDocument;
  app.get('/api/docs/openapi.json', { config: { access: 'public', anySite: true } }, async () => docs());
  app.get('/api/docs', { config: { access: 'public', anySite: true } }, async (req, reply) => {
    if (!(req.headers.accept ?? '').includes('text/html')) return docs();
    return reply
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(readablePage(docs()));
  });
}

type Parameter = { in: string; name: string };

/**
 * OpenAPI has no optional path segment: a contract path ending in `/:service?` is documented as two
 * paths, with the segment (required there) and without it.
 */
function splitOptionalSegments(doc: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [url, ops] of Object.entries(doc.paths)) {
    const optional = /\/\{(\w+)\}\?$/.exec(url);
    if (!optional) {
      paths[url] = ops;
      continue;
    }
    const name = optional[1];
    paths[url.slice(0, -1)] = ops;
    const without: Record<string, Operation> = {};
    for (const [method, op] of Object.entries(ops)) {
      const parameters = (op as { parameters?: Parameter[] }).parameters?.filter((p) => !(p.in === 'path' && p.name === name));
      without[method] = { ...op, ...(parameters ? { parameters } : {}) } as Operation;
    }
    paths[url.slice(0, optional.index)] = without;
  }
  return { ...doc, paths };
}

/** `/api/writer/orders/:id` -> `writer`: the first segment groups the calls by area. */
const tagOf = (url: string) => url.split('/')[2] ?? 'api';

/** Who may call, whether it needs the CSRF header, and how a paged list pages. */
function describe(route: RouteOptions): string {
  const config = (route.config ?? {}) as { access?: Access; mutates?: boolean };
  const access = config.access;
  const who = access === 'public' ? 'Anyone (no sign-in).' : access === 'signed-in' ? 'Any signed-in user.' : access ? `Signed-in ${access.join(', ')} only.` : 'Nobody.';
  const method = String(route.method);
  const csrf = config.mutates || !['GET', 'HEAD'].includes(method) ? ' Needs the X-Requested-With header.' : '';
  const query = (route.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)?.querystring?.shape;
  const paged =
    query && 'page' in query && 'limit' in query
      ? ` Paged: \`page\` (from 1) and \`limit\` (rows per page, ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}) in the query. Without either, the answer holds every order up to ${UNPAGED_LIST_MAX}. Beside the rows: \`total\`, \`page\`, \`limit\` and \`hasMore\` (true when more rows follow: ask for the next page).`
      : '';
  return `${who}${csrf}${paged}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readablePage(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(
      ([method, op]) => `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(url)}</code></td><td>${escapeHtml(op.description ?? '')}</td></tr>`,
    ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1b1e}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left;vertical-align:top}</style>
</head><body><h1>${escapeHtml(doc.info.title)}</h1>
<p>${rows.length} calls. The full OpenAPI document, with every request and response schema: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
<table><thead><tr><th>method</th><th>path</th><th>who may call</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
}
