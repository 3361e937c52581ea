import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineComponentCss } from './build/mantine-component-css';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), mantineComponentCss()],
  // The catalogs are the only JSON the client imports, each its own chunk: as `JSON.parse('...')`,
  // one default export, they need no bundler runtime (so no preload list per catalog in the
  // entry's loader table) and parse faster than the same object written as code.
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
        // Fewer, larger requests for the first screen: a phone on a slow network pays a round trip
        // per wave of requests, and dozens of 1 KB chunks cost more than the bytes they save.
        codeSplitting: {
          // Shared chunks under 8 KB (a Mantine component, a hook) are copied into the chunks that
          // use them instead of costing a request each.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
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
