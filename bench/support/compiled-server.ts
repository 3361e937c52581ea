/**
 * The compiled server (`npm run build` first) on a fresh embedded database with the demo data, on a
 * port of its own (BENCH_PORT, else a random one from 3900), for benchmarks that drive a browser.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const compiledServer = path.join(root, 'apps/server/dist/server.mjs');

export async function startCompiledServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-bench-'));
  // Always the embedded database: the figures are about the first load, not the database. With the
  // demo data, so not NODE_ENV=production (which refuses the published demo passwords); it changes
  // nothing else the server sends.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  const base = `http://localhost:${port}`;
  // A portal already answering on the port would be measured instead of ours (ours would fail to listen).
  if (await fetch(`${base}/api/website`).then(() => true, () => false)) throw new Error(`port ${port} is in use: set BENCH_PORT to a free one`);
  const proc = spawn(process.execPath, [compiledServer], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    // A server that already exited would never say so again: waiting for it would hang the bench.
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600 && proc.exitCode === null; i++) {
    if (await fetch(`${base}/api/website`).then((r) => r.ok, () => false)) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the portal did not start (see its output above)');
}
