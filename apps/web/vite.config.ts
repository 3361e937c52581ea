import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineComponentCss } from './build/mantine-component-css';

const api = 'http://localhost:3000';

/** One hash of every catalog: a changed text gives every catalog a new name (they are small). */
const CATALOGS_HASH = (() => {
  const locales = path.join(import.meta.dirname, 'src/locales');
  const hash = createHash('sha256');
  for (const language of fs.readdirSync(locales).sort()) {
    const dir = path.join(locales, language);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).sort()) hash.update(`${language}/${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('base64url').slice(0, 8);
})();

export default defineConfig({
  plugins: [react(), mantineComponentCss()],
  // The catalogs are the only JSON the client imports, each its own chunk: `JSON.parse('...')` of
  // one default export parses faster than the same object written as code.
  json: { stringify: true, namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, read by bench/route-js.ts (never served).
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry holds a loader for each of the 150 catalogs (six languages, a file per
        // namespace): with one hash shared by all of them, their names repeat in that table and
        // compress to almost nothing, where a hash of their own each cost about 3 KB of gzip.
        chunkFileNames: (chunk) => {
          const catalog = /\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/${catalog[1]}-${catalog[2]}-${CATALOGS_HASH}.js` : 'assets/[name]-[hash].js';
        },
        // Fewer, larger requests for the first screen: a phone on a slow network pays a round trip
        // per wave of requests, and dozens of 1 KB chunks cost more than the bytes they save.
        codeSplitting: {
          // Shared chunks under 8 KB (a Mantine component, a hook) are copied into the chunks that
          // use them instead of costing a request each.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          // What every page runs before its first screen (`$initial`: the entry and what it imports
          // statically) as two files instead of nine: the libraries (React DOM, the router, i18next,
          // TanStack Query, zod's core, Mantine's base), which change rarely and stay cached across
          // releases, and the portal's own code. Left to itself the splitting cuts them into a
          // half-dozen small chunks wherever a lazy chunk shares a part; a phone on HTTP/1.1 opens
          // six connections, so every request past six waits a round trip for a free one. One
          // stream also compresses better. Only modules the entry runs anyway are captured.
          groups: [
            { name: 'framework', tags: ['$initial'], test: /node_modules[\\/]|^\0/ },
            { name: 'web', tags: ['$initial'] },
          ],
        },
      },
      preserveEntrySignatures: false,
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/ws': { target: api, ws: true },
    },
  },
});
