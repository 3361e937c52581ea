import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

/**
 * Mantine's styles.css holds every component's CSS (245 KB), most of it for components the portal
 * never shows. Each Mantine component imports its class names from `<Name>.module.mjs`, and Mantine
 * ships that component's CSS as `styles/<Name>.css`: importing the CSS right there makes Vite put
 * it in the same chunk as the component, so a page loads the CSS of the components it uses, and a
 * component added later brings its CSS along without a list to keep.
 */
function mantineComponentCss(): Plugin {
  const module = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'mantine-component-css',
    transform(code, id) {
      const name = module.exec(id)?.[1];
      return name ? { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null } : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineComponentCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger requests for the first screen: a phone on a slow network pays a round trip
        // per wave of requests, and dozens of 1 KB chunks cost more than the bytes they save.
        codeSplitting: {
          groups: [
            // One chunk per language instead of one per namespace: every namespace loads at start.
            { debugName: 'locales', name: (id) => `locales-${/[\\/]locales[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? 'x'}`, test: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/, priority: 20 },
          ],
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
