// Installs the dependencies on the Node version the repository pins (the `node` dev dependency),
// whatever Node runs this script: npm checks every package's `engines` against the Node that runs
// npm itself, so an install started by an older system Node warns about (or refuses) packages that
// need the pinned one. We fetch the pinned runtime once into .tmp/runtime (the platform package the
// `node` package itself installs), then run this machine's npm under it.
//   node scripts/install.mjs [ci|install] [npm flags]      (npm run bootstrap -- ci)
// Plain Node, no dependencies: it runs before anything is installed, on the system Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Not import.meta.dirname: this runs on whatever older Node the machine has.
const root = fileURLToPath(new URL('..', import.meta.url));

/** The exact Node version pinned in package.json (devDependencies.node). */
export function pinnedNodeVersion() {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies?.node;
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) throw new Error(`package.json must pin an exact "node" dev dependency (found ${version})`);
  return version;
}

const versionOf = (binary) => {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
};

/** The package holding the Node binary for this machine, as the `node` package chooses it. */
function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/** The npm CLI script of the npm that started us (or the one on PATH). */
function npmCli() {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && fromNpm.endsWith('.js') && fs.existsSync(fromNpm)) return fromNpm;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'npm');
    if (!fs.existsSync(candidate)) continue;
    const real = fs.realpathSync(candidate);
    if (real.endsWith('.js')) return real;
    const cli = path.resolve(path.dirname(real), '../lib/node_modules/npm/bin/npm-cli.js');
    if (fs.existsSync(cli)) return cli;
  }
  const besideNode = path.resolve(path.dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js');
  if (fs.existsSync(besideNode)) return besideNode;
  throw new Error('npm was not found: install npm (it comes with Node.js) and run this again.');
}

/**
 * Path of a Node binary of the pinned version: the one running us if it is that version, else a
 * copy in .tmp/runtime (taken from node_modules when already installed there, else from the
 * registry). .tmp survives `npm ci`, which empties node_modules.
 */
export function pinnedNode() {
  const version = pinnedNodeVersion();
  if (process.version === `v${version}`) return process.execPath;
  const pkg = platformPackage();
  const cacheDir = path.join(root, '.tmp', 'runtime', `node-${version}`);
  const binary = path.join(cacheDir, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (fs.existsSync(binary) && versionOf(binary) === version) return binary;

  const installed = path.join(root, 'node_modules', '.bin', 'node');
  if (fs.existsSync(installed) && versionOf(installed) === version) {
    fs.mkdirSync(path.dirname(binary), { recursive: true });
    fs.copyFileSync(fs.realpathSync(installed), binary);
    fs.chmodSync(binary, 0o755);
    return binary;
  }

  console.log(`Fetching Node ${version} (${pkg}) for the install…`);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(cacheDir, 'package.json'), '{ "private": true }\n');
  const fetched = spawnSync(process.execPath, [npmCli(), 'install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${pkg}@${version}`], {
    cwd: cacheDir,
    stdio: 'inherit',
  });
  if (fetched.status !== 0 || versionOf(binary) !== version) throw new Error(`Could not fetch Node ${version} (${pkg}) from the npm registry.`);
  return binary;
}

/** Runs `npm <args>` in the repository with npm itself and every install script on the pinned Node. */
export function npmOnPinnedNode(args) {
  const node = pinnedNode();
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  // Set by an outer `npm run`: it would point nested npm calls at the older Node.
  delete env.npm_node_execpath;
  delete env.NODE;
  const result = spawnSync(node, [npmCli(), ...args], { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command = 'install', ...flags] = process.argv.slice(2);
  if (command !== 'ci' && command !== 'install') {
    console.error(`Unknown command "${command}": use "ci" (exactly the lock file) or "install".`);
    process.exit(2);
  }
  try {
    // --include=dev: the pinned Node and the build tools are development dependencies, which npm
    // leaves out where NODE_ENV=production is exported; without them nothing builds or starts.
    process.exit(npmOnPinnedNode([command, '--include=dev', '--no-audit', '--no-fund', ...flags]));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
