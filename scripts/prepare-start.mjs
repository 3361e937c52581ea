// Runs before `npm start`, with Node alone: installs what is missing and builds the web client
// when its sources are newer than the build, so one command starts the portal on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(p) : mtime(p));
  }
  return newest;
}

const installedAt = mtime(path.join(root, 'node_modules', '.package-lock.json'));
if (!installedAt || mtime(path.join(root, 'package-lock.json')) > installedAt) {
  console.log('Installing dependencies…');
  run('npm install --no-audit --no-fund');
}

const builtAt = mtime(path.join(root, 'apps/web/dist/index.html'));
const sourcesAt = Math.max(newestIn(path.join(root, 'apps/web/src')), newestIn(path.join(root, 'packages/domain/src')), mtime(path.join(root, 'apps/web/index.html')));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building the web client…');
  run('npm run build');
}
