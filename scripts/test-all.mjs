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

// Optional half: "unit" (every vitest project), "api" (the API tests alone: the part that reads the
// database, run again on PostgreSQL) or "e2e".
const only = process.argv[2];
let status = 0;
let passed = 0;
let failed = 0;

if (only !== 'e2e') {
  // Named by database, so that the two runs CI starts side by side never write the same report.
  const file = path.join(out, `vitest-${process.env.DATABASE_URL ? 'postgres' : 'embedded'}.json`);
  fs.rmSync(file, { force: true });
  const projects = only === 'api' ? ['--project', 'server'] : [];
  const code = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  status |= code;
  const report = readJson(file);
  const failedBefore = failed;
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // Named again at the end, where CI's last lines show them.
    for (const result of report.testResults ?? []) {
      const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of tests) console.log(`Failed: ${path.relative(root, result.name)} > ${test.fullName}`);
      // A file can fail with no failed test: its import or a beforeAll hook threw.
      if (result.status === 'failed' && tests.length === 0) {
        console.log(`Failed: ${path.relative(root, result.name)}: ${String(result.message).split('\n')[0]}`);
        failed += 1;
      }
    }
  } else failed += 1;
  // Vitest also exits 1 for an error outside any test (an unhandled rejection, a worker that died):
  // count it, or the summary would say "0 failed" for a run that failed.
  if (code !== 0 && failed === failedBefore) {
    console.log(`Vitest exited with code ${code} with no failed test: an error outside the tests ("Unhandled Errors" above)`);
    failed += 1;
  }
}

if (only !== 'unit' && only !== 'api') {
  status |= run('npm', ['run', 'build']);
  const shards = planShards(Number(process.env.E2E_SHARDS ?? Math.min(2, os.availableParallelism())));
  const reports = await Promise.all(shards.map((files, i) => runShard(files, i, shards.length > 1 ? `${i + 1}/${shards.length}` : '')));
  // Per journey file: how many of its tests passed and failed. A retry inside Playwright would run a
  // failed journey again on the world its first try left behind (a draft already sent, an order
  // already finalized), so in CI a failed file runs once more, whole, on a fresh portal instead.
  const byFile = new Map();
  let shardFailed = false;
  for (const { code, report } of reports) {
    if (!report) shardFailed = true;
    else for (const [file, counts] of countsByFile(report)) byFile.set(file, counts);
    if (code !== 0 && !(report && report.stats.unexpected > 0)) shardFailed = true;
  }
  const failedFiles = [...byFile].filter(([, c]) => c.failed > 0).map(([file]) => file);
  if (process.env.CI && !shardFailed && failedFiles.length > 0 && failedFiles.length <= 3) {
    console.log(`\nRunning again on a fresh portal: ${failedFiles.join(', ')}`);
    const { report } = await runShard(failedFiles, shards.length, 'rerun');
    if (report) {
      for (const [file, counts] of countsByFile(report)) {
        if (counts.failed === 0) console.log(`Passed on a fresh portal (failed the first time): ${file}`);
        byFile.set(file, counts);
      }
    } else shardFailed = true;
  }
  if (shardFailed) failed += 1;
  for (const counts of byFile.values()) {
    passed += counts.passed;
    failed += counts.failed;
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
  const size = (f) => fs.statSync(path.join(dir, f)).size;
  // A file without a last time (new, or not run last time) is estimated from its size at the
  // milliseconds per byte of the files that have one, so that times and sizes are never mixed.
  const measured = files.filter((f) => last[f] > 0);
  const perByte = measured.length ? measured.reduce((sum, f) => sum + last[f], 0) / measured.reduce((sum, f) => sum + size(f), 0) : 1;
  const weight = (f) => (last[f] > 0 ? last[f] : size(f) * perByte);
  const shards = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [], load: 0 }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shards.reduce((min, s) => (s.load < min.load ? s : min));
    lightest.files.push(f);
    lightest.load += weight(f);
  }
  return shards.map((s) => s.files.sort());
}

/** Runs journey files against their own portal on port base+index; `label` prefixes its output lines. */
function runShard(files, index, label) {
  const name = label === 'rerun' ? 'rerun' : String(index + 1);
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const file = path.join(out, `playwright-${name}.json`);
  fs.rmSync(file, { force: true });
  const env = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PORT: String(basePort + index),
    E2E_DATA_DIR: `.tmp/e2e-data-${name}`,
    E2E_OUTPUT_DIR: `../.tmp/e2e-results-${name}`,
    // The fresh rerun above replaces Playwright's own retry.
    E2E_RETRIES: '0',
    // In CI a failure's trace is recorded by its fresh-portal rerun; recording one for every test of
    // the first run slowed every journey.
    E2E_TRACE: process.env.CI && label !== 'rerun' ? 'off' : 'retain-on-failure',
  };
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...files.map((f) => `journeys/${f}`)];
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = label ? `[journeys ${label}] ` : '';
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

/** Passed and failed tests per journey file of a Playwright JSON report (skipped ones count neither). */
function countsByFile(report) {
  const counts = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file);
      const entry = counts.get(file) ?? { passed: 0, failed: 0 };
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'flaky') entry.passed += 1;
        else if (t.status === 'unexpected') entry.failed += 1;
      }
      counts.set(file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return counts;
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
