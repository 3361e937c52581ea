/**
 * Start-up benchmark: how long the server takes from spawn to its first 200 on `/api/website`, and
 * how much memory (resident set of the whole process tree) it holds once up, for the compiled
 * server (`node apps/server/dist/server.mjs`) and the TypeScript sources run through tsx.
 *   npm run bench:start              (BENCH_RUNS=3 to change the number of runs per case)
 * Each case runs on a fresh data folder (migrations and demo data: the first start) and then again
 * on the same folder (a restart). Linux only: memory is read from /proc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;

type Mode = { name: string; args: string[] };
const modes: Mode[] = [
  { name: 'compiled (node dist/server.mjs)', args: ['apps/server/dist/server.mjs'] },
  { name: 'tsx (TypeScript sources)', args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'] },
];

/** Resident memory of a process and all its descendants (tsx runs the server in a child). */
function treeRssKb(pid: number): number {
  let total = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRssKb(Number(child));
    }
  } catch {
    // The process ended between the reads.
  }
  return total;
}

async function startOnce(mode: Mode, dataDir: string): Promise<{ ms: number; rssMb: number }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const proc = spawn(node, mode.args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let ms = 0;
    for (let i = 0; i < 6000 && !ms; i++) {
      try {
        if ((await fetch(`http://localhost:${port}/api/website`)).ok) ms = performance.now() - started;
      } catch {
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    if (!ms) throw new Error(`${mode.name} did not start within a minute`);
    // A few requests of each kind so memory reflects a serving process, not an idle one.
    for (let i = 0; i < 20; i++) {
      await (await fetch(`http://localhost:${port}/api/website`)).arrayBuffer();
      await (await fetch(`http://localhost:${port}/login`)).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    return { ms, rssMb: treeRssKb(proc.pid!) / 1024 };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!fs.existsSync(path.join(root, 'apps/server/dist/server.mjs'))) {
  console.error('apps/server/dist/server.mjs is missing: run "npm run build:server" first.');
  process.exit(1);
}
console.log(`Node ${process.version}, ${os.cpus().length} cores, ${RUNS} runs per case (median)\n`);
console.log('| server | first start ms | restart ms | memory after start MB |');
console.log('|---|---:|---:|---:|');
for (const mode of modes) {
  const first: number[] = [];
  const again: number[] = [];
  const rss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    try {
      first.push((await startOnce(mode, dataDir)).ms);
      const restart = await startOnce(mode, dataDir);
      again.push(restart.ms);
      rss.push(restart.rssMb);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`| ${mode.name} | ${Math.round(median(first))} | ${Math.round(median(again))} | ${Math.round(median(rss))} |`);
}
