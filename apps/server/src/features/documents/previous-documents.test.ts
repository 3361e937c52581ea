import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as s from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ALL_MODULES, MODULES, buildWorld, docxBytes, pdfBytes, uploaded, type World } from './documents.fixtures';

let t: TestApp;
let pdf: Buffer;
let w: World;
let order: Awaited<ReturnType<TestApp['factories']['order']>>;
const docx = docxBytes();

beforeAll(async () => {
  t = await startTestApp();
  pdf = await pdfBytes();
  w = await buildWorld(t, 'previous.test');
  order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
});
afterAll(() => t.close());

const getPath = () => `/api/customer/orders/previous-file/get/${order.service._id}/${order.id}`;
const uploadPath = () => `/api/customer/orders/previous-file/upload/${order.service._id}/${order.id}`;
const body = (extra: object) => ({ order_id: order.id, serviceId: order.service._id, uploadedFiles: [], deletedFiles: [], taskId: 'previous_document', ...extra });
const filesNow = async () => (await w.as.customer.get(getPath())).body.data?.files ?? [];

describe('previous documents', () => {
  it('answers null before any upload', async () => {
    const res = await w.as.customer.get(getPath());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, data: null });
  });

  it('needs at least one document', async () => {
    const res = await w.as.customer.post(uploadPath(), body({}));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Upload at least 1 document');
  });

  it('stores several files, records the module and shows them to the writer', async () => {
    const a = await uploaded(w.as.customer, 'Old resume.pdf', pdf, 'any-document');
    const b = await uploaded(w.as.customer, 'Old letter.docx', docx, 'any-document');
    const res = await w.as.customer.post(uploadPath(), body({ uploadedFiles: [a, { key: b.key }] }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Document Uploaded Successfully!' });
    const files = await filesNow();
    expect(files).toEqual([a, b]);
    const [row] = await t.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row!.statusPercentage).toBe(33);
    const writer = await w.as.writer.get(`/api/writer/orders/previous-file/get/${order.service._id}/${order.id}`);
    expect(writer.body.data.files).toHaveLength(2);
    expect(typeof writer.body.data.updatedAt).toBe('string');
    expect((await w.as.writer.get(`/api/file/download/${a.key}`)).status).toBe(200);
    expect((await w.as.reviewer.get(`/api/writer/orders/previous-file/get/${order.service._id}/${order.id}`)).status).toBe(200);
  });

  it('removes a file with its own message, but never the last one', async () => {
    const [first, second] = await filesNow();
    const removed = await w.as.customer.post(uploadPath(), body({ deletedFiles: [first.key] }));
    expect(removed.body).toEqual({ status: true, message: 'Removed Successfully!' });
    expect((await filesNow()).map((f: { key: string }) => f.key)).toEqual([second.key]);
    const last = await w.as.customer.post(uploadPath(), body({ deletedFiles: [second.key] }));
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('Upload at least 1 document');
    expect(await filesNow()).toHaveLength(1);
  });

  it('replaces and adds in one save', async () => {
    const [current] = await filesNow();
    const next = await uploaded(w.as.customer, 'New resume.pdf', pdf, 'any-document');
    const res = await w.as.customer.post(uploadPath(), body({ uploadedFiles: [next], deletedFiles: [current.key] }));
    expect(res.body.message).toBe('Document Uploaded Successfully!');
    expect((await filesNow()).map((f: { key: string }) => f.key)).toEqual([next.key]);
  });

  it('refuses another person’s file key and a file name with a comma', async () => {
    const theirs = await uploaded(w.as.otherCustomer, 'Theirs.pdf', pdf, 'any-document');
    const res = await w.as.customer.post(uploadPath(), body({ uploadedFiles: [theirs] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('One of the files could not be found. Please upload it again.');
    const [file] = await t.db.select().from(s.files).where(eq(s.files.key, theirs.key));
    expect(file!.orderId).toBeNull();

    // Uploads refuse such names; a row written some other way must still not get through.
    const key = newId();
    await t.db.insert(s.files).values({ key, siteId: w.site.id, uploadedBy: w.customer.id, purpose: 'upload', originalName: 'Jo, resume.pdf', mimeType: 'application/pdf', size: 10 });
    const named = await w.as.customer.post(uploadPath(), body({ uploadedFiles: [{ key }] }));
    expect(named.status).toBe(400);
    expect(named.body.message).toBe('Please do not use any commas or apostrophes in the file name!');
    expect(await filesNow()).toHaveLength(1);
  });

  it('refuses a body that names another order or service than the address, and a wrong task', async () => {
    expect((await w.as.customer.post(uploadPath(), body({ serviceId: 'other' }))).status).toBe(400);
    expect((await w.as.customer.post(uploadPath(), body({ taskId: 'final_document' }))).status).toBe(400);
    expect((await w.as.customer.post(uploadPath(), { ...body({}), extra: true })).status).toBe(400);
  });

  it('answers 404 for a service without the module and an unknown service', async () => {
    const noModule = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: [MODULES.final] });
    expect((await w.as.customer.get(`/api/customer/orders/previous-file/get/${noModule.service._id}/${noModule.id}`)).status).toBe(404);
    expect((await w.as.customer.get(`/api/customer/orders/previous-file/get/unknown/${order.id}`)).status).toBe(404);
  });
});
