// Compiles the server into one ES module, apps/server/dist/server.mjs, so production runs plain
// `node` on JavaScript instead of compiling TypeScript on every start. The workspace's own TypeScript
// (apps/server, packages/domain) is bundled; installed packages stay imports from node_modules:
// several load native or WebAssembly files next to their own code (PGlite, argon2) or read their
// package folder at run time (the DejaVu fonts). Migrations are read from apps/server/drizzle.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Every bare import that is not one of our workspaces resolves from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile: path.join(root, 'apps/server/dist/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`Server compiled to apps/server/dist/server.mjs in ${Date.now() - started} ms`);
