import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_TTL_MS } from '@portal/domain/limits';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, users } from '../../platform/db/schema';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { sampleUpload } from '../../test/sample-uploads';
import { FilesService } from './files.service';
import { CLEANUP_INTERVAL_MS, removeUnattachedUploads, startUnattachedCleanup } from './unattached-cleanup';

let t: TestApp;
let site: TestSite;
let customer: TestUser;
let client: TestClient;
let pdf: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('cleanup.test');
  customer = await t.factories.user(site, 'user');
  client = t.client(site.host);
  await client.signIn(customer.email);
  pdf = (await sampleUpload('pdf')).bytes;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const DAY_AND_A_MINUTE = UNATTACHED_UPLOAD_TTL_MS + 60_000;

async function upload(name: string): Promise<string> {
  const res = await client.upload(name, pdf, 'pdf');
  expect(res.status).toBe(200);
  return res.body.file.key as string;
}

async function backDate(keys: string[], ms = DAY_AND_A_MINUTE) {
  await t.db.update(files).set({ createdAt: new Date(Date.now() - ms) }).where(inArray(files.key, keys));
}

const exists = async (key: string) => ({
  row: (await t.db.select({ key: files.key }).from(files).where(eq(files.key, key))).length === 1,
  bytes: (await t.platform.storage.get(key)) !== null,
});

const actor = () => ({ ...customer, firstName: '', lastName: '', profileImg: null, pendingPurchasePackageId: null, uniqueCustomerId: null, sessionId: '' });

describe('removing unattached uploads', () => {
  it('removes the row and bytes of an upload left unattached for over a day, and nothing else', async () => {
    const [abandoned, recent, attached, profile] = [await upload('abandoned.pdf'), await upload('recent.pdf'), await upload('attached.pdf'), await upload('me.pdf')];
    const order = await t.factories.order(site, customer);
    await new FilesService(t.platform).attachToOrder(site.id, actor(), order.id, [attached]);
    await t.db.update(users).set({ profileImg: `/api/file/${profile}` }).where(eq(users.id, customer.id));
    await backDate([abandoned, attached, profile]);
    await backDate([recent], UNATTACHED_UPLOAD_TTL_MS - 60_000);

    const result = await removeUnattachedUploads(t.platform);
    expect(result.files).toBe(1);
    expect(await exists(abandoned)).toEqual({ row: false, bytes: false });
    for (const kept of [recent, attached, profile]) expect(await exists(kept), kept).toEqual({ row: true, bytes: true });
    // The owner sees it gone, as for any missing file.
    expect((await client.get(`/api/file/${abandoned}`)).status).toBe(404);
  });

  it('also removes unfinished uploads a crash left in the incoming folder', async () => {
    const stale = path.join(t.platform.storage.incomingDir, 'crashed.part');
    const fresh = path.join(t.platform.storage.incomingDir, 'streaming.part');
    fs.writeFileSync(stale, 'half a file');
    fs.writeFileSync(fresh, 'half a file');
    const old = new Date(Date.now() - DAY_AND_A_MINUTE);
    fs.utimesSync(stale, old, old);
    expect((await removeUnattachedUploads(t.platform)).partials).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });

  it('runs at start and again every interval, without holding the process open', async () => {
    const first = await upload('first.pdf');
    await backDate([first]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = { info: vi.fn(), warn: vi.fn() };
    const job = startUnattachedCleanup(t.platform, log);
    await job.firstRun;
    expect((await exists(first)).row).toBe(false);

    const second = await upload('second.pdf');
    await backDate([second]);
    expect((await exists(second)).row).toBe(true);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS);
    await eventually(async () => !(await exists(second)).row);
    await job.stop();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith('removed 1 unattached uploads and 0 unfinished ones');
  });
});
