import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Production runs the bundle, not the TypeScript sources: it must find its migrations, fonts and
// packages from apps/server/dist, and `npm start` in production must refuse to build on the fly.
const root = path.resolve(import.meta.dirname, '../../../..');
const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compiled-'));
  temp.push(dir);
  return dir;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// The bundle runs on the embedded database whatever DATABASE_URL says, so the PostgreSQL run would
// only repeat it (and rebuild dist/ while the embedded run beside it in CI reads it).
describe.skipIf(Boolean(process.env.DATABASE_URL))('compiled server', () => {
  it('builds to dist/server.mjs and serves on an empty data folder (migrations applied, demo data loaded)', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: tempDir(), LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    // Development, as `npm start` runs it: production loads no demo data and refuses demo accounts (demo-guard.test.ts).
    delete env.DATABASE_URL;
    // Started from another folder on purpose: paths must come from the bundle's location, not the cwd.
    const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], { cwd: os.tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      let site: Response | null = null;
      for (let i = 0; i < 600 && !site && server.exitCode === null; i++) {
        site = await fetch(`http://127.0.0.1:${port}/api/website`, { headers: { host: `localhost:${port}` } }).catch(() => null);
        if (!site) await new Promise((r) => setTimeout(r, 100));
      }
      expect(site?.status, output).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ email: 'customer@example.com', password: 'demo-password' }),
      });
      expect(login.status, output).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    }
  }, 120_000);

  it('npm start with NODE_ENV=production installs and builds nothing: it lists what is missing and exits 1', () => {
    const bare = tempDir();
    fs.cpSync(path.join(root, 'scripts'), path.join(bare, 'scripts'), { recursive: true });
    fs.copyFileSync(path.join(root, 'package.json'), path.join(bare, 'package.json'));
    const run = spawnSync(process.execPath, ['scripts/prepare-start.mjs'], { cwd: bare, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the dependencies (node_modules');
    expect(run.stderr).toContain('the web client build (apps/web/dist): run "npm run build:web"');
    expect(run.stderr).toContain('the compiled server (apps/server/dist/server.mjs): run "npm run build:server"');
    expect(fs.readdirSync(bare).sort()).toEqual(['package.json', 'scripts']);
  });
});
