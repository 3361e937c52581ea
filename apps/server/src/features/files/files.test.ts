import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestSite, TestUser } from '../../test/factories';
import { FILE_TYPES, UPLOAD_TYPES, type FileExtension, type UploadContext } from '@portal/domain/limits';
import { sampleUpload, odt } from '../../test/sample-uploads';
import { FilesService } from './files.service';
import { eq } from 'drizzle-orm';
import { orders } from '../../platform/db/schema';

let t: TestApp;
let site: TestSite;
let customer: TestUser;
let stranger: TestUser;
let writer: TestUser;
let pdf: Buffer;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('files.test');
  customer = await t.factories.user(site, 'user');
  stranger = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = Buffer.from(await doc.save());
});
afterAll(() => t.close());

describe('POST /api/file/upload', () => {
  it('stores a PDF under a random key with its detected type', async () => {
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const res = await c.upload('My Resume.pdf', pdf, 'pdf', 'text/html');
    expect(res.status).toBe(200);
    expect(res.body.file).toMatchObject({ originalname: 'My Resume.pdf', mimetype: 'application/pdf', size: pdf.length });
    expect(res.body.file.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const back = await c.get(`/api/file/download/${res.body.file.key}`);
    expect(back.status).toBe(200);
    expect(back.raw.equals(pdf)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''My%20Resume\.pdf/);
  });

  it('refuses a file whose content does not match its name', async () => {
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const fake = await c.upload('resume.pdf', '<html><script>alert(1)</script></html>', 'pdf');
    expect(fake.status).toBe(415);
    const wrongContext = await c.upload('photo.png', png, 'pdf');
    expect(wrongContext.status).toBe(415);
    const ok = await c.upload('photo.png', png, 'image');
    expect(ok.status).toBe(200);
  });

  it('applies the file-name rule and refuses empty files', async () => {
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const comma = await c.upload("jo's, resume.pdf", pdf, 'pdf');
    expect(comma.status).toBe(400);
    expect(comma.body.message).toBe('Please do not use any commas or apostrophes in the file name!');
    expect((await c.upload('empty.pdf', Buffer.alloc(0), 'pdf')).status).toBe(400);
  });

  it('refuses anonymous uploads, non-multipart bodies and unknown contexts', async () => {
    expect((await t.client(site.host).upload('a.pdf', pdf, 'pdf')).status).toBe(401);
    const c = t.client(site.host);
    await c.signIn(customer.email);
    expect((await c.post('/api/file/upload', { file: 'x' })).status).toBe(415);
    expect((await c.upload('a.pdf', pdf, 'executable')).status).toBe(400);
  });
});

describe('accepted types, end to end', () => {
  const contexts = Object.keys(UPLOAD_TYPES) as UploadContext[];
  const allTypes = Object.keys(FILE_TYPES) as FileExtension[];

  it('accepts every type of each context and refuses every other, sent as the web client sends it', async () => {
    const uploader = await t.factories.user(site, 'user');
    const c = t.client(site.host);
    await c.signIn(uploader.email);
    for (const context of contexts) {
      const accepted: readonly FileExtension[] = UPLOAD_TYPES[context].extensions;
      for (const ext of allTypes) {
        const { name, bytes } = await sampleUpload(ext);
        const res = await c.upload(name, bytes, context);
        if (accepted.includes(ext)) {
          expect(res.status, `${ext} in ${context}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.file).toMatchObject({ originalname: name, mimetype: FILE_TYPES[ext].mimeTypes[0], size: bytes.length });
        } else {
          expect(res.status, `${ext} in ${context}`).toBe(415);
          expect(res.body.message).toContain('This type of file is not accepted here.');
        }
      }
    }
  });

  it('takes text, RTF and ODT as previous documents only when their content is what the name says', async () => {
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const refused = async (name: string, bytes: Buffer) => {
      const res = await c.upload(name, bytes, 'any-document');
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe(
        'This type of file is not accepted here. Accepted: Word, PDF, text, RTF, ODT, images (.doc, .docx, .pdf, .txt, .rtf, .odt, .jpg, .jpeg, .png).',
      );
    };
    await refused('nul.txt', Buffer.from('text\u0000with a NUL'));
    await refused('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await refused('cut.txt', Buffer.from('ends inside a character \u00e9').subarray(0, -1));
    await refused('fake.rtf', Buffer.from('{\\rt not really rich text}'));
    await refused('pdf-named.rtf', pdf);
    await refused('sheet.odt', odt('x', 'application/vnd.oasis.opendocument.spreadsheet'));
    await refused('word-named.odt', (await sampleUpload('docx')).bytes);
    expect((await c.upload('notes.txt', Buffer.from('Plain words, in UTF-8: Zürich.'), 'any-document')).body.file.mimetype).toBe('text/plain');
  });

  it('says so when the context comes as a form field instead of the query', async () => {
    const c = t.client(site.host);
    await c.signIn(customer.email);
    const form = new FormData();
    form.append('context', 'any-document');
    form.append('file', new Blob([Buffer.from('hello')]), 'notes.txt');
    const res = await c.request('POST', '/api/file/upload', { form });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/in the query/);
  });
});

describe('GET /api/file/:key', () => {
  it('lets only the uploader read an unattached file', async () => {
    const owner = t.client(site.host);
    await owner.signIn(customer.email);
    const key = (await owner.upload('cv.pdf', pdf, 'pdf')).body.file.key;
    const other = t.client(site.host);
    await other.signIn(stranger.email);
    expect((await other.get(`/api/file/${key}`)).status).toBe(404);
    expect((await t.client(site.host).get(`/api/file/${key}`)).status).toBe(404);
    expect((await owner.get(`/api/file/${key}`)).status).toBe(200);
  });

  it('once attached to an order, its writer may read it but another customer may not', async () => {
    const owner = t.client(site.host);
    await owner.signIn(customer.email);
    const key = (await owner.upload('cv.pdf', pdf, 'pdf')).body.file.key;
    const order = await t.factories.order(site, customer, { writer });
    const files = new FilesService(t.platform);
    const actor = { ...customer, firstName: '', lastName: '', profileImg: null, pendingPurchasePackageId: null, uniqueCustomerId: null, sessionId: '' };
    await files.attachToOrder(site.id, actor, order.id, [key]);
    const w = t.client(site.host);
    await w.signIn(writer.email);
    expect((await w.get(`/api/file/${key}`)).status).toBe(200);
    const s = t.client(site.host);
    await s.signIn(stranger.email);
    expect((await s.get(`/api/file/${key}`)).status).toBe(404);
    // Someone else's key cannot be attached to one's own order.
    const strangerOrder = await t.factories.order(site, stranger);
    await expect(files.attachToOrder(site.id, { ...actor, id: stranger.id }, strangerOrder.id, [key])).rejects.toThrow(/could not be found/);
    // An order the admin hid from its customer keeps its files from them, as its pages do; its writer still reads them.
    expect((await owner.get(`/api/file/${key}`)).status).toBe(200);
    await t.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, order.id));
    expect((await owner.get(`/api/file/${key}`)).status).toBe(404);
    expect((await w.get(`/api/file/${key}`)).status).toBe(200);
  });

  it('never serves a file of another site', async () => {
    const owner = t.client(site.host);
    await owner.signIn(customer.email);
    const key = (await owner.upload('cv.pdf', pdf, 'pdf')).body.file.key;
    const other = await t.factories.site('elsewhere.test');
    const admin = await t.factories.user(other, 'admin');
    const c = t.client(other.host);
    await c.signIn(admin.email);
    expect((await c.get(`/api/file/${key}`)).status).toBe(404);
  });

  it('answers 400 for a malformed key', async () => {
    expect((await t.client(site.host).get('/api/file/..%2F..%2Fetc')).status).toBe(400);
  });
});
