import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// Journeys run against the production build served by the real server on the embedded defaults
// (or PostgreSQL when DATABASE_URL is set), in Debian's Chromium: no browser is downloaded.
export default defineConfig({
  testDir: './journeys',
  // Generous budgets: CI runs two portals and two browsers side by side on two cores. A hang still
  // fails fast, at the step: no click waits longer than actionTimeout for its target.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // Recording a trace (a screenshot stream and DOM snapshots at every step) costs CPU on every test;
    // the test command turns it off for CI's first run and on for the fresh-portal rerun of a failed file.
    trace: (process.env.E2E_TRACE ?? 'retain-on-failure') as 'off' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.tmp/e2e-results',
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/website`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(E2E_PORT), E2E_DATA_DIR, ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
    stdout: 'pipe',
  },
});
