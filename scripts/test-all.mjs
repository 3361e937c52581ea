// The one test command: unit and API tests (vitest), then the browser journeys (Playwright) against
// the production build. With DATABASE_URL set, the API tests and the portal under test use PostgreSQL.
// Ends with one line "N passed, N failed" over everything that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
  const file = path.join(out, 'playwright.json');
  fs.rmSync(file, { force: true });
  status |= run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
