import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><script type="module" src="/assets/app.js"></script><!--head-scripts--></head><body><div id="root"></div><!--body-scripts--></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
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
