import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcess = { port: number; child: ChildProcess; output: () => string };

/** Compiles the server once (as production runs it). */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
}

/**
 * Starts one compiled server process on `databaseUrl` (the demo data is loaded when the database is
 * empty) and waits until it answers. Several such processes share one PostgreSQL, as behind a load
 * balancer; they share nothing else.
 */
export async function startServerProcess(databaseUrl: string | null, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'development', SEED_DEMO_DATA: 'true', ...extraEnv };
  // Without a database address the process opens the embedded database in its data folder.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  if (!extraEnv.DATA_DIR) child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`http://localhost:${port}/api/website`).catch(() => null);
    if (ok?.status === 200) return { port, child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

/** Signs in over HTTP and returns the session cookie (valid on every process: sessions live in the database). */
export async function sessionCookie(port: number, email: string, password = 'demo-password'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return cookie!.split(';')[0]!;
}
