import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sendCompressedInTwoParts } from './compression';
import { installSpa } from './spa';

let t: TestApp;
const bigScript = Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><script type="module" src="/assets/app.js"></script><!--head-scripts--></head><body><div id="root"></div><!--body-scripts--></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'big.js'), bigScript);
  // What the web build writes for each route (apps/web/build/route-preloads.ts).
  fs.mkdirSync(path.join(dist, '.vite'));
  const preloads = {
    routes: [
      { path: '/orders/view/:id', js: ['/assets/order-page.js'], css: ['/assets/order-page.css'] },
      { path: '/admin/contracts', js: ['/assets/contracts-page.js'], css: [] },
      { path: '/admin/contracts/:id', js: ['/assets/contract-page.js'], css: [] },
      { path: '/orders/questionnaire/:id/:questionnaire_id/:service?', js: ['/assets/questionnaire-page.js'], css: [] },
    ],
  };
  fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
  // The same step the web build runs after vite.
  const pre = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../../../../scripts/precompress.mjs'), dist], { encoding: 'utf8' });
  expect(pre.status, pre.stderr).toBe(0);
  t = await startTestApp({ WEB_DIST_DIR: dist });
  await t.factories.site('scripts.test', { config: { customScripts: { headerTag: '<script src="https://tags.example/a.js"></script>', bodyTag: '<script>window.chat=1</script>' } } });
  await t.factories.site('plain.test');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web client page', () => {
  it("injects a site's custom scripts, each with this response's CSP nonce", async () => {
    const res = await t.client('scripts.test').get('/orders/list');
    expect(res.status).toBe(200);
    const nonce = String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}" src="https://tags.example/a.js">`);
    expect(res.body).toContain(`<script nonce="${nonce}">window.chat=1</script>`);
    expect(res.body).toContain(`<script nonce="${nonce}" type="module" src="/assets/app.js">`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("never shows one site's scripts on another site, and a fresh nonce each time", async () => {
    const a = await t.client('plain.test').get('/');
    expect(a.body).not.toContain('tags.example');
    const b = await t.client('plain.test').get('/');
    expect(a.headers['content-security-policy']).not.toEqual(b.headers['content-security-policy']);
  });

  it('lets any website frame the free-critique widget, and only the portal itself frame any other page', async () => {
    const embed = await t.client('plain.test').get('/free-critique/embed');
    expect(embed.status).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    for (const other of ['/free-critique', '/free-critique/embed/x', '/review/abc']) {
      const page = await t.client('plain.test').get(other);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it("names the files of the path's screen for preloading, and none for a path no screen has", async () => {
    const client = t.client('plain.test');
    const order = (await client.get('/orders/view/1003?tab=chat')).body;
    expect(order).toContain('<link rel="modulepreload" crossorigin href="/assets/order-page.js"><link rel="preload" as="style" crossorigin href="/assets/order-page.css">');
    // Before the page's own scripts, so a site's tag manager never delays the portal's code.
    const withTags = (await t.client('scripts.test').get('/orders/view/1003')).body;
    expect(withTags.indexOf('/assets/order-page.js')).toBeGreaterThan(-1);
    expect(withTags.indexOf('/assets/order-page.js')).toBeLessThan(withTags.indexOf('src="https://tags.example'));
    expect((await client.get('/admin/contracts')).body).toContain('/assets/contracts-page.js');
    expect((await client.get('/admin/contracts')).body).not.toContain('/assets/contract-page.js');
    expect((await client.get('/admin/contracts/abc')).body).toContain('/assets/contract-page.js');
    expect((await client.get('/orders/questionnaire/1/2')).body).toContain('/assets/questionnaire-page.js');
    expect((await client.get('/orders/questionnaire/1/2/3')).body).toContain('/assets/questionnaire-page.js');
    for (const other of ['/orders/view', '/orders/view/1/2', '/orders/questionnaire/1', '/nowhere']) {
      expect((await client.get(other)).body).not.toContain('modulepreload');
    }
  });

  it("carries the site's GET /api/website answer, which no site value can break out of", async () => {
    const site = await t.factories.site('answer.test', { config: { companyName: 'Acme </script><script>alert(1)</script>' } });
    const client = t.client(site.host);
    const page = (await client.get('/login')).body;
    const block = /<script[^>]* type="application\/json" id="website-answer">(.*?)<\/script>/.exec(page)?.[1];
    expect(block).toBeTruthy();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual((await client.get('/api/website')).body);
    expect(JSON.parse(block!).data.companyName).toBe('Acme </script><script>alert(1)</script>');
    // A host no site has gets the same answer as the call: not registered.
    const unknown = (await t.client('nobody.test').get('/login')).body;
    expect(JSON.parse(/id="website-answer">(.*?)<\/script>/.exec(unknown)![1]!)).toEqual({ status_code: 404, status: false, message: 'Domain not registered' });
  });

  it("carries a signed-in visitor's GET /api/auth/user answer, and nothing for anyone else", async () => {
    const site = await t.factories.site('session.test');
    const customer = await t.factories.user(site, 'user');
    // `$'` and `$&` are replacement patterns of String.replace: the page must carry them as they are.
    await t.db.update(users).set({ firstName: "Ann $' $& </script><script>alert(1)</script>" }).where(eq(users.id, customer.id));
    const client = t.client(site.host);
    const sessionBlock = (page: string) => /<script[^>]* type="application\/json" id="session-answer">(.*?)<\/script>/.exec(page)?.[1];
    expect(sessionBlock((await client.get('/orders/list')).body)).toBeUndefined();
    await client.signIn(customer.email);
    const block = sessionBlock((await client.get('/orders/list')).body);
    expect(block).toBeTruthy();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual((await client.get('/api/auth/user')).body);
    expect(JSON.parse(block!).user.firstName).toBe("Ann $' $& </script><script>alert(1)</script>");
    // The same cookie on another site's host, and a signed-out session, name nobody.
    const sid = client.cookieHeader().match(/sid=([^;]+)/)![1]!;
    expect(sessionBlock((await t.client('plain.test').withCookie('sid', sid).get('/orders/list')).body)).toBeUndefined();
    expect((await client.get('/api/auth/logout')).status).toBe(200);
    expect(sessionBlock((await t.client(site.host).withCookie('sid', sid).get('/orders/list')).body)).toBeUndefined();
  });

  it('serves hashed assets with long caching and answers unknown API paths as JSON', async () => {
    const asset = await t.client('plain.test').get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.client('plain.test').get('/api/unknown')).status).toBe(404);
    const missing = await t.client('plain.test').get('/assets/gone-1234.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });
});

describe('compression', () => {
  it('serves the build-time brotli or gzip copy of an asset, whichever the browser accepts, else the file itself', async () => {
    const client = t.client('plain.test');
    const br = await client.get('/assets/big.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.raw.length).toBeLessThan(bigScript.length / 4);
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(bigScript);
    // The stored file itself: best quality, not what the server would make on the fly.
    expect(br.raw.equals(fs.readFileSync(path.join(dist, 'assets', 'big.js.br')))).toBe(true);

    const gz = await client.get('/assets/big.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.raw).toString()).toBe(bigScript);

    const plain = await client.get('/assets/big.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(bigScript);
  });

  it('compresses the page on the fly, with its headers, and sends it plain to a client that takes no encoding', async () => {
    const client = t.client('plain.test');
    const br = await client.get('/login', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toContain('nonce-');
    expect(br.headers['cache-control']).toBe('no-store');
    const html = zlib.brotliDecompressSync(br.raw).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="website-answer"');
    const gz = await client.get('/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.raw).toString()).toContain('<div id="root"></div>');
    const plain = await client.get('/login', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toContain('<div id="root"></div>');
  });

  it("sends a page's head at once and the rest when it is ready, through the compressor", async () => {
    const app = Fastify();
    let finish: (text: string) => void = () => {};
    app.get('/page', (req, reply) => sendCompressedInTwoParts(req, reply, '<head>first</head>', new Promise<string>((resolve) => (finish = resolve))));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const [encoding, decompress] of [['br', zlib.createBrotliDecompress], ['gzip', zlib.createGunzip], ['identity', () => new PassThrough()]] as const) {
        const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/page`, { headers: { 'accept-encoding': encoding } }, resolve));
        const text = res.pipe(decompress());
        let received = '';
        text.on('data', (chunk: Buffer) => (received += chunk.toString()));
        // The head arrives while the rest is still being made.
        await vi.waitFor(() => expect(received).toBe('<head>first</head>'));
        finish('<body>rest</body>');
        await new Promise((resolve) => text.on('end', resolve));
        expect(received).toBe('<head>first</head><body>rest</body>');
      }
    } finally {
      await app.close();
    }
  });

  it('sends the whole page when the signed-in blocks fail', async () => {
    const app = Fastify();
    app.decorateRequest('site', null);
    await installSpa(app, dist, { customScriptsOf: async () => ({}), signedInBlocks: () => Promise.reject(new Error('the database is down')) });
    try {
      const res = await app.inject({ method: 'GET', url: '/orders/list' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body.trimEnd()).toMatch(/<\/html>$/);
    } finally {
      await app.close();
    }
  });

  it('compresses API answers on the fly', async () => {
    const res = await t.client('plain.test').get('/api/docs/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.raw).toString()).openapi).toBe('3.1.0');
    const gz = await t.client('plain.test').get('/api/docs/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.raw).toString()).openapi).toBe('3.1.0');
  });
});
