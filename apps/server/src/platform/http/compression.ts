import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Every text response (API JSON, the page, the OpenAPI document) leaves compressed when the client
 * accepts it: brotli first, else gzip. The built assets are compressed once at build time (.br/.gz
 * beside each file, served by the static handler), so what is compressed here is small and dynamic:
 * a middle brotli quality keeps the CPU per request low. Types that are already compressed (images,
 * PDFs, Word files) are left alone, and so are bodies under 1 KB, where the headers cost more.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ENCODINGS,
    threshold: 1024,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

/**
 * Sends a page from the not-found handler (the history fallback), compressed as the plugin above
 * would: that handler is no route, so the plugin's per-route hook never sees what it sends. The
 * first part leaves at once (flushed through the compressor), the second when it is ready: the
 * browser starts on the page's head while the server still works on the rest. A second part that
 * fails ends the page without it.
 */
export function sendCompressedInTwoParts(req: FastifyRequest, reply: FastifyReply, first: string, rest: Promise<string>): FastifyReply {
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ENCODINGS);
  reply.header('Vary', 'Accept-Encoding');
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : encoding === 'gzip' ? zlib.createGzip(GZIP_OPTIONS) : null;
  if (compressor) reply.header('Content-Encoding', encoding);
  const out = compressor ?? new PassThrough();
  out.write(first);
  compressor?.flush();
  void rest.catch(() => '').then((text) => out.end(text));
  return reply.send(out);
}
