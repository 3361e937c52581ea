// Runs before `npm start`, with Node alone (on a fresh clone that is the system's Node, maybe an older
// one). In development it makes one command enough: installs what is missing on the pinned Node,
// builds the web client and compiles the server when their sources are newer than the build. With
// NODE_ENV=production it never installs or builds: a deployment ships its builds, so anything missing
// is a mistake to report, not to patch over on a live machine.
// `--dependencies` (before `npm test`, which builds what its journeys need itself): the first step
// alone, so that the test command too runs on the pinned Node from a fresh clone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmOnPinnedNode, pinnedNodeVersion } from './install.mjs';

// Not import.meta.dirname: this runs on whatever older Node the machine has.
const root = fileURLToPath(new URL('..', import.meta.url));
const production = process.env.NODE_ENV === 'production';

const mtime = (p) => {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
};

function newestIn(dir) {
  const abs = path.join(root, dir);
  let newest = 0;
  if (!fs.existsSync(abs)) return 0;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(p) : mtime(p));
  }
  return newest;
}

const steps = [
  {
    what: `the dependencies (node_modules, with Node ${pinnedNodeVersion()})`,
    command: 'npm run bootstrap -- ci',
    present: () => mtime('node_modules/.package-lock.json') > 0 && fs.existsSync(path.join(root, 'node_modules/.bin/node')),
    stale: () => mtime('package-lock.json') > mtime('node_modules/.package-lock.json'),
    make: () => npmOnPinnedNode(['install', '--no-audit', '--no-fund']),
  },
  {
    what: 'the web client build (apps/web/dist)',
    command: 'npm run build:web',
    present: () => mtime('apps/web/dist/index.html') > 0,
    stale: () =>
      Math.max(newestIn('apps/web/src'), newestIn('packages/domain/src'), mtime('apps/web/index.html'), mtime('apps/web/vite.config.ts')) >
      mtime('apps/web/dist/index.html'),
    make: () => npmOnPinnedNode(['run', 'build:web']),
  },
  {
    what: 'the compiled server (apps/server/dist/server.mjs)',
    command: 'npm run build:server',
    present: () => mtime('apps/server/dist/server.mjs') > 0,
    stale: () =>
      Math.max(newestIn('apps/server/src'), newestIn('packages/domain/src'), mtime('scripts/build-server.mjs')) > mtime('apps/server/dist/server.mjs'),
    make: () => npmOnPinnedNode(['run', 'build:server']),
  },
];

const wanted = process.argv.includes('--dependencies') ? steps.slice(0, 1) : steps;

if (production) {
  const missing = wanted.filter((step) => !step.present());
  if (missing.length) {
    console.error('NODE_ENV=production: nothing is installed or built at start. Missing:');
    for (const step of missing) console.error(`  - ${step.what}: run "${step.command}"`);
    process.exit(1);
  }
} else {
  for (const step of wanted) {
    if (step.present() && !step.stale()) continue;
    console.log(`${step.present() ? 'Updating' : 'Preparing'} ${step.what}…`);
    const status = step.make();
    if (status !== 0) {
      console.error(`Could not prepare ${step.what} (exit ${status}). Run "${step.command}" to see why.`);
      process.exit(status);
    }
  }
}
