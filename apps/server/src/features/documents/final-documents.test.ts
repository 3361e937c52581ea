import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ALL_MODULES, MODULES, buildWorld, docxBytes, pdfBytes, uploaded, type World } from './documents.fixtures';

let t: TestApp;
let pdf: Buffer;
const docx = docxBytes();

beforeAll(async () => {
  t = await startTestApp();
  pdf = await pdfBytes();
});
afterAll(() => t.close());

async function finalFiles(w: World) {
  return {
    dataPdf: await uploaded(w.as.writer, 'Resume.pdf', pdf, 'pdf'),
    dataWord: await uploaded(w.as.writer, 'Resume.docx', docx, 'word'),
  };
}

describe('final documents', () => {
  let w: World;
  let order: Awaited<ReturnType<TestApp['factories']['order']>>;
  const upload = (extra: object) => w.as.writer.post('/api/writer/orders/final/upload', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document', ...extra });
  const customerPath = () => `/api/customer/orders/final/get/${order.service._id}/${order.id}`;

  beforeAll(async () => {
    w = await buildWorld(t, 'final.test');
    order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
  });

  it('answers null before delivery', async () => {
    expect((await w.as.customer.get(customerPath())).body).toEqual({ status: true, data: null });
  });

  it('needs both a PDF and a Word file, each of its own type', async () => {
    const files = await finalFiles(w);
    const noPdf = await upload({ dataWord: files.dataWord });
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.message).toBe('Please upload the pdf version of final document');
    const noWord = await upload({ dataPdf: files.dataPdf });
    expect(noWord.body.message).toBe('Please upload the word version of final document');
    const swapped = await upload({ dataPdf: files.dataWord, dataWord: files.dataPdf });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('The PDF version must be a PDF file.');
    const wordAsPdf = await upload({ dataPdf: files.dataPdf, dataWord: files.dataPdf });
    expect(wordAsPdf.body.message).toBe('The Word version must be a Word (.docx) file.');
    expect((await w.as.customer.get(customerPath())).body.data).toBeNull();
  });

  it('delivers: the customer gets the files (no notes unless the site shows them), progress and a notification', async () => {
    const files = await finalFiles(w);
    const extra = await uploaded(w.as.writer, 'Cover letter.pdf', pdf, 'any-document');
    const res = await upload({ ...files, otherFiles: [extra], notes: 'Use the PDF online.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Final Documents Uploaded Successfully!' });
    const seen = await w.as.customer.get(customerPath());
    expect(seen.body.data).toMatchObject({ dataPdf: files.dataPdf, dataWord: files.dataWord, otherFiles: [extra] });
    expect(seen.body.data).not.toHaveProperty('writerNotes');
    const writer = await w.as.writer.get(`/api/writer/orders/final/get/${order.service._id}/${order.id}`);
    expect(writer.body.data.writerNotes).toBe('Use the PDF online.');
    const [row] = await t.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row!.statusPercentage).toBe(33);
    await t.platform.events.drain();
    const notes = await t.db.select().from(s.notifications).where(eq(s.notifications.userId, w.customer.id));
    expect(notes.map((n) => [n.content, (n.data as { action: string }).action])).toContainEqual(['Your final documents are ready', 'final_delivered']);
    expect((await w.as.customer.get(`/api/file/download/${files.dataWord.key}`)).status).toBe(200);
  });

  it('a resubmission discards the previous final document', async () => {
    const files = await finalFiles(w);
    await upload({ ...files });
    const seen = await w.as.customer.get(customerPath());
    expect(seen.body.data).toMatchObject({ dataPdf: { key: files.dataPdf.key }, otherFiles: [] });
    expect(await t.db.select().from(s.orderDocuments).where(eq(s.orderDocuments.orderId, order.id))).toHaveLength(1);
  });

  it('answers 404 for a service without the final module', async () => {
    const other = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: [MODULES.previous] });
    expect((await w.as.customer.get(`/api/customer/orders/final/get/${other.service._id}/${other.id}`)).status).toBe(404);
    const res = await w.as.writer.post('/api/writer/orders/final/upload', { order_id: other.id, serviceId: other.service._id, taskId: 'final_document', ...(await finalFiles(w)) });
    expect(res.status).toBe(404);
  });
});

describe('final documents and site settings', () => {
  it('hides Word from the customer and shows writer notes when the site says so', async () => {
    const w = await buildWorld(t, 'final-flags.test', { hide_ms_word_document: true, enable_writer_notes: true });
    const order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
    const res = await w.as.writer.post('/api/writer/orders/final/upload', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document', ...(await finalFiles(w)), notes: 'Good luck!' });
    expect(res.status).toBe(200);
    const seen = await w.as.customer.get(`/api/customer/orders/final/get/${order.service._id}/${order.id}`);
    expect(seen.body.data).not.toHaveProperty('dataWord');
    expect(seen.body.data.writerNotes).toBe('Good luck!');
  });

  it('asks for the PDF only where Word documents are hidden, and delivers without a Word file', async () => {
    const w = await buildWorld(t, 'final-noword.test', { hide_ms_word_document: true });
    const order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
    const upload = (extra: object) => w.as.writer.post('/api/writer/orders/final/upload', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document', ...extra });
    const noPdf = await upload({});
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.message).toBe('Please upload the pdf version of final document');
    const res = await upload({ dataPdf: await uploaded(w.as.writer, 'Resume.pdf', pdf, 'pdf') });
    expect(res.status).toBe(200);
    const seen = await w.as.writer.get(`/api/writer/orders/final/get/${order.service._id}/${order.id}`);
    expect(seen.body.data.dataPdf.originalname).toBe('Resume.pdf');
    expect(seen.body.data.dataWord).toBeNull();
    const done = await t.db.select().from(s.completedTasks).where(eq(s.completedTasks.orderId, order.id));
    expect(done.map((row) => row.taskId)).toContain('final_document');
  });
});

describe('LinkedIn document', () => {
  it('is uploaded for the service with the LinkedIn module and read by the customer', async () => {
    const w = await buildWorld(t, 'linkedin.test');
    const order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: [MODULES.linkedin] });
    const path = `/api/customer/orders/linkedin/get/${order.id}`;
    expect((await w.as.customer.get(path)).body).toEqual({ status: true, data: null });
    const missing = await w.as.writer.post('/api/writer/orders/linkedin/upload', { order_id: order.id, data: null, taskId: 'final_linkedin' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please upload the document');
    const file = await uploaded(w.as.writer, 'LinkedIn profile.docx', docx, 'any-document');
    const res = await w.as.writer.post('/api/writer/orders/linkedin/upload', { order_id: order.id, data: file, taskId: 'final_linkedin' });
    expect(res.body).toEqual({ status: true, message: 'Document Uploaded Successfully!' });
    const seen = await w.as.customer.get(path);
    expect(seen.body.data.file.file.key).toBe(file.key);
    expect(seen.body.data.serviceId).toBe(order.service._id);
    expect((await w.as.writer.get(`/api/writer/orders/linkedin/get/${order.id}`)).body.data.file.file.key).toBe(file.key);
    const [row] = await t.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row!.statusPercentage).toBe(100);
    expect(row!.completedAt).not.toBeNull();
  });

  it('answers 404 for an order without a LinkedIn module', async () => {
    const w = await buildWorld(t, 'nolinkedin.test');
    const order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
    expect((await w.as.customer.get(`/api/customer/orders/linkedin/get/${order.id}`)).status).toBe(404);
    const file = await uploaded(w.as.writer, 'LinkedIn.pdf', pdf, 'any-document');
    expect((await w.as.writer.post('/api/writer/orders/linkedin/upload', { order_id: order.id, data: file, taskId: 'final_linkedin' })).status).toBe(404);
  });
});
