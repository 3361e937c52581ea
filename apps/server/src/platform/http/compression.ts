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
 * would: that handler is no route, so the plugin's per-route hook never sees what it sends. A page
 * is a few kilobytes, compressed in well under a millisecond.
 */
export function sendCompressed(req: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ENCODINGS);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(zlib.brotliCompressSync(text, BROTLI_OPTIONS));
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(text, GZIP_OPTIONS));
  return reply.send(text);
}
