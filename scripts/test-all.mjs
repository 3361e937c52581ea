// The one test command: unit and API tests (vitest), then the browser journeys (Playwright) against
// the production build. With DATABASE_URL set, the API tests and the portal under test use PostgreSQL.
// The journeys run in shards side by side (E2E_SHARDS, at most two by default: one per core on a
// two-core machine). Ends with one line "N passed, N failed" over everything that ran.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp', 'results');
fs.mkdirSync(out, { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const only = process.argv[2]; // optional: "unit" or "e2e"
let status = 0;
let passed = 0;
let failed = 0;

if (only !== 'e2e') {
  const file = path.join(out, 'vitest.json');
  fs.rmSync(file, { force: true });
  status |= run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else failed += 1;
}

if (only !== 'unit') {
  status |= run('npm', ['run', 'build']);
  const shards = planShards(Number(process.env.E2E_SHARDS ?? Math.min(2, os.availableParallelism())));
  const reports = await Promise.all(shards.map((files, i) => runShard(files, i, shards.length)));
  for (const { code, report } of reports) {
    status |= code;
    if (report) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    } else failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);

/**
 * The journeys split into shards that run side by side, each against its own portal (its own port,
 * data folder and database), so no journey sees another's writes. Files are balanced by how long they
 * took in the last run on this machine, or by their size when there is no last run.
 */
function planShards(count) {
  const dir = path.join(root, 'e2e', 'journeys');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
  const last = readJson(path.join(out, 'journey-durations.json')) ?? {};
  const weight = (f) => last[f] ?? fs.statSync(path.join(dir, f)).size;
  const shards = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [], load: 0 }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shards.reduce((min, s) => (s.load < min.load ? s : min));
    lightest.files.push(f);
    lightest.load += weight(f);
  }
  return shards.map((s) => s.files.sort());
}

function runShard(files, index, count) {
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const file = path.join(out, `playwright-${index + 1}.json`);
  fs.rmSync(file, { force: true });
  const env = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PORT: String(basePort + index),
    E2E_DATA_DIR: `.tmp/e2e-data-${index + 1}`,
    E2E_OUTPUT_DIR: `../.tmp/e2e-results-${index + 1}`,
  };
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...files.map((f) => `journeys/${f}`)];
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = count > 1 ? `[journeys ${index + 1}/${count}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const report = readJson(file);
      if (report) recordDurations(report);
      resolve({ code: code ?? 1, report });
    });
  });
}

/** Each journey file's time in this run, for balancing the next run's shards. */
function recordDurations(report) {
  const target = path.join(out, 'journey-durations.json');
  const durations = readJson(target) ?? {};
  const visit = (suite, into) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) into[spec.file] = (into[spec.file] ?? 0) + r.duration;
    for (const child of suite.suites ?? []) visit(child, into);
  };
  const measured = {};
  for (const suite of report.suites ?? []) visit(suite, measured);
  for (const [file, ms] of Object.entries(measured)) durations[path.basename(file)] = ms;
  fs.writeFileSync(target, JSON.stringify(durations, null, 2));
}
