import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules, the API over real HTTP and a real database, and web components.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run side by side and share one module graph per worker: each file builds its own app
          // on its own database copy, so nothing is shared but the loaded code (import time 147 s -> 6 s).
          isolate: false,
          // As the browser journeys: in CI a test that fails once on a loaded machine runs once more.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One module graph per worker, as the server's: each file still renders into a clean document
          // (cleanup, storage cleared after every test), but React, Mantine and the catalogs load once
          // per worker instead of once per file (the project took 170 s for 40 s of tests).
          isolate: false,
          // Budgets for a loaded two-core CI machine: a wizard's whole walk takes 3 to 5 s there.
          testTimeout: 20_000,
          exclude: ['**/node_modules/**', '**/*.fresh.test.ts'],
        },
      },
      {
        // Tests of a module's own state (the catalogs a tab has asked for) need that module fresh.
        test: {
          name: 'web-fresh',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.fresh.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
