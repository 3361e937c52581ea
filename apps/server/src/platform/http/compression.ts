import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
