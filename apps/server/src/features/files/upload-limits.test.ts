import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { FILE_NAME_CHARACTERS_MESSAGE, FILE_TOO_LARGE_MESSAGE } from '@portal/domain/files/rules';
import { UPLOAD_MAX_BYTES, UPLOADS_IN_FLIGHT_PER_USER } from '@portal/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/db/schema';
import type { Db } from '../../platform/db/database';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { sampleUpload } from '../../test/sample-uploads';
import { FilesService, TOO_MANY_UPLOADS_MESSAGE } from './files.service';

let t: TestApp;
let site: TestSite;
let customer: TestUser;
let pdf: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('upload-limits.test');
  customer = await t.factories.user(site, 'user');
  pdf = (await sampleUpload('pdf')).bytes;
});
afterAll(() => t.close());

// How long a dropped or refused upload may take to let go of its partial file: generous, because the
// suite runs files side by side and a loaded machine delays the server's stream handling.
const SETTLE_MS = 15_000;

const incoming = () => fs.readdirSync(t.platform.storage.incomingDir);
// Stored objects live in two-character folders next to the incoming one.
const storedObjects = () =>
  fs
    .readdirSync(t.platform.config.filesDir)
    .filter((dir) => dir !== '.incoming')
    .flatMap((dir) => fs.readdirSync(path.join(t.platform.config.filesDir, dir)));
const rowsOf = async (user: TestUser) => (await t.db.select({ n: count() }).from(files).where(eq(files.uploadedBy, user.id)))[0]!.n;

async function signedIn(role: TestUser['role']): Promise<{ user: TestUser; client: TestClient }> {
  const user = await t.factories.user(site, role);
  const client = t.client(site.host);
  await client.signIn(user.email);
  return { user, client };
}

/**
 * An upload whose body is sent by hand: the headers and the start of the file go out at once, the
 * rest only when asked, so a test can hold uploads in flight.
 */
function startRawUpload(client: TestClient, options: { fileName: string; totalBytes: number; head: Buffer; contentDisposition?: string; headersOnly?: boolean }) {
  const boundary = 'test-boundary-7MA4YWxkTrZu0gW';
  const disposition = options.contentDisposition ?? `form-data; name="file"; filename="${options.fileName}"`;
  const preamble = Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'latin1');
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request({
    host: '127.0.0.1',
    port: t.port,
    method: 'POST',
    path: '/api/file/upload?context=any-document',
    headers: {
      host: site.host,
      cookie: client.cookieHeader(),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(preamble.length + options.totalBytes + closing.length),
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
  if (options.headersOnly) req.flushHeaders();
  else req.write(Buffer.concat([preamble, options.head]));
  return {
    response,
    finish(rest: Buffer) {
      req.end(Buffer.concat([rest, closing]));
    },
    abort() {
      response.catch(() => {});
      req.destroy();
    },
  };
}

describe('who may upload', () => {
  it('refuses reviewers (read-only) with 403 and lets customers, writers and admins upload', async () => {
    const reviewer = await signedIn('reviewer');
    const res = await reviewer.client.upload('cv.pdf', pdf, 'pdf');
    expect(res.status).toBe(403);
    expect(await rowsOf(reviewer.user)).toBe(0);
    for (const role of ['user', 'writer', 'admin'] as const) {
      const { client } = await signedIn(role);
      expect((await client.upload('cv.pdf', pdf, 'pdf')).status, role).toBe(200);
    }
  });
});

describe('streaming and size', () => {
  it('refuses a file one byte over the limit with 413 and keeps nothing of it', async () => {
    const { user, client } = await signedIn('user');
    const before = storedObjects().length;
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    pdf.copy(big, 0, 0, 16);
    const res = await client.upload('huge.pdf', big, 'pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(incoming()).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect(await rowsOf(user)).toBe(0);
  });

  it('refuses a wrong file from its first bytes, before the rest is sent', async () => {
    const { client } = await signedIn('user');
    const upload = startRawUpload(client, { fileName: 'resume.pdf', totalBytes: 1024 * 1024, head: Buffer.from('<html>not a pdf at all</html>') });
    // The answer comes while most of the body is still unsent.
    const res = await upload.response;
    upload.abort();
    expect(res.status).toBe(415);
    await eventually(() => incoming().length === 0, SETTLE_MS);
  });
});

describe('uploads in flight', () => {
  it(`lets one user stream ${UPLOADS_IN_FLIGHT_PER_USER} uploads at once, refuses the next with 429 and frees the slots afterwards`, async () => {
    const { user, client } = await signedIn('user');
    const rest = Buffer.alloc(4096, 0x20);
    const head = pdf.subarray(0, 64);
    const held = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, (_, i) => startRawUpload(client, { fileName: `part${i}.pdf`, totalBytes: head.length + rest.length, head }));
    // Each held upload is being written to its temporary file.
    await eventually(() => incoming().length === UPLOADS_IN_FLIGHT_PER_USER, SETTLE_MS);

    const fourth = await client.upload('fourth.pdf', pdf, 'pdf');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    // Another user is not held up by this one.
    expect((await (await signedIn('user')).client.upload('other.pdf', pdf, 'pdf')).status).toBe(200);

    // One finishes, one is abandoned by the client: both slots come back, the partial file goes.
    held[0]!.finish(rest);
    expect((await held[0]!.response).status).toBe(200);
    held[1]!.abort();
    await eventually(() => incoming().length === 1, SETTLE_MS);
    expect((await client.upload('next.pdf', pdf, 'pdf')).status).toBe(200);
    held[2]!.abort();
    await eventually(() => incoming().length === 0, SETTLE_MS);
    expect(await rowsOf(user)).toBe(2);
  });

  it('gives the slot back when a client goes away before sending any of the file', async () => {
    const { client } = await signedIn('user');
    for (let round = 0; round < 2; round += 1) {
      const gone = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => startRawUpload(client, { fileName: 'x.pdf', totalBytes: 1000, head: Buffer.alloc(0), headersOnly: true }));
      await new Promise((resolve) => setTimeout(resolve, 50 * (round + 1)));
      for (const upload of gone) upload.abort();
    }
    await eventually(async () => (await client.upload('after.pdf', pdf, 'pdf')).status === 200, SETTLE_MS);
  });
});

describe('file names that cannot be stored', () => {
  it('answers 400, never 500, for a NUL or a control character in the file name', async () => {
    const { client } = await signedIn('user');
    for (const disposition of ['form-data; name="file"; filename="cv\u0000.pdf"', `form-data; name="file"; filename*=UTF-8''cv%00.pdf`, 'form-data; name="file"; filename="cv\u0007.pdf"']) {
      const upload = startRawUpload(client, { fileName: '', totalBytes: pdf.length, head: Buffer.alloc(0), contentDisposition: disposition });
      upload.finish(pdf);
      const res = await upload.response;
      expect(res.status, disposition).toBe(400);
      expect(JSON.parse(res.body).message).toBe(FILE_NAME_CHARACTERS_MESSAGE);
    }
  });

  it('refuses a lone surrogate in a name given by the server itself', async () => {
    const service = new FilesService(t.platform);
    const actor = { ...customer, firstName: '', lastName: '', profileImg: null, pendingPurchasePackageId: null, uniqueCustomerId: null, sessionId: '' };
    const siteContext = (await t.platform.sites.byHost(site.host))!;
    await expect(service.upload(siteContext, actor, 'pdf', { filename: 'cv\ud800.pdf', bytes: pdf })).rejects.toMatchObject({
      status: 400,
      message: FILE_NAME_CHARACTERS_MESSAGE,
    });
  });
});

describe('a write that fails', () => {
  it('leaves no stored object behind when the database refuses the row', async () => {
    const failingDb = new Proxy(t.platform.database.db, {
      get(target, prop, receiver) {
        if (prop === 'insert') return () => ({ values: () => Promise.reject(new Error('database unavailable')) });
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Db;
    const service = new FilesService({ ...t.platform, database: { ...t.platform.database, db: failingDb } });
    const siteContext = (await t.platform.sites.byHost(site.host))!;
    const actor = { ...customer, firstName: '', lastName: '', profileImg: null, pendingPurchasePackageId: null, uniqueCustomerId: null, sessionId: '' };
    const before = storedObjects().length;
    await expect(service.upload(siteContext, actor, 'pdf', { filename: 'cv.pdf', bytes: pdf })).rejects.toThrow('database unavailable');
    expect(storedObjects().length).toBe(before);
    expect(incoming()).toEqual([]);
  });
});
