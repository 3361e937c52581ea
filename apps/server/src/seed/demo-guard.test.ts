import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../platform/auth/passwords';
import { loadConfig } from '../platform/config';
import { users } from '../platform/db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { demoAccountsWithDemoPassword } from './demo-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('no demo accounts in production', () => {
  it('demo data is on by default, but off by default with NODE_ENV=production', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('finds a demo account that still has the demo password, and not once it is changed', async () => {
    const site = await t.factories.site('guard.test');
    const admin = await t.factories.user(site, 'admin', 'Admin@Example.com');
    await t.factories.user(site, 'user', 'someone@example.com');
    expect(await demoAccountsWithDemoPassword(t.db)).toEqual([`Admin@Example.com (site ${site.id})`]);
    await t.db.update(users).set({ passwordHash: await hashPassword('a-private-passphrase') }).where(eq(users.id, admin.id));
    expect(await demoAccountsWithDemoPassword(t.db)).toEqual([]);
  });

  it('the server refuses to start in production while demo accounts exist', () => {
    if (process.env.DATABASE_URL) return; // the check is the same; one embedded run proves the start-up path
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-'));
    try {
      const root = path.resolve(import.meta.dirname, '../../../..');
      const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start in production');
      expect(run.stderr).toContain('admin@example.com');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
