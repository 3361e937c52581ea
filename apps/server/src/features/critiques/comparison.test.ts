import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import * as s from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { critiqueResume } from '../critique-engine';
import { ALL_MODULES, buildWorld, uploaded, type World } from '../documents/documents.fixtures';
import { resumePdf as pdfOf } from '../../test/resume-pdf';

// The before and after at delivery, over HTTP: a critique, an order bought from it, the writer's
// final resume read in the background and compared, and who may read the comparison.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function scanPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  for (let y = 700; y > 100; y -= 14) page.drawRectangle({ x: 50, y, width: 300, height: 7, color: rgb(0, 0, 0) });
  return Buffer.from(await pdf.save());
}

// The engine's own before-and-after pair (compare.test.ts), as PDF files.
const BEFORE = ['Sam Porter', 'sam@example.com', 'Experience', '• Responsible for the budget', '• Helped with hiring', '• Wrote reports'];
const AFTER = ['Sam Porter', 'sam@example.com | +1 415 823 4567', 'Summary', 'Finance lead.', 'Experience', '• Cut the budget by 12%', '• Helped with hiring 14 people', '• Hired 9 analysts in 2024', 'Education', 'BA Economics', 'Skills', 'Excel, SQL, various tools'];

/** A critique of `BEFORE` (as the free-critique intake makes it) and the paid checkout that bought the order from it. */
async function boughtFromCritique(w: World, orderId: string): Promise<string> {
  const outcome = await critiqueResume(await pdfOf(BEFORE));
  if (outcome.status !== 'critiqued') throw new Error('the before file should read');
  const critiqueId = newId();
  await t.db.insert(s.critiques).values({ id: critiqueId, siteId: w.site.id, firstName: 'Sam', lastName: 'Porter', email: 'sam@example.com', review: outcome.review });
  await t.db.insert(s.paymentAttempts).values({ id: newId(), siteId: w.site.id, checkoutKey: newId(), purpose: 'order', customerId: w.customer.id, targetId: 'package', price: 14900, amount: 14900, currency: 'usd', gateway: 'sandbox', method: 'card', state: 'succeeded', resultId: orderId, critiqueId });
  return critiqueId;
}

describe('the before and after at delivery', () => {
  let w: World;
  let order: Awaited<ReturnType<TestApp['factories']['order']>>;
  let critiqueId: string;
  const path = () => `/api/orders/${order.id}/critique-comparison`;
  const deliver = async (pdf: Buffer, name = 'Sam Porter.pdf') =>
    w.as.writer.post('/api/writer/orders/final/upload', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document', dataPdf: await uploaded(w.as.writer, name, pdf, 'pdf') });

  beforeAll(async () => {
    // The site hides Word files, so the PDF is the delivered resume and nothing falls back to Word.
    w = await buildWorld(t, 'comparison.test', { hide_ms_word_document: true });
    order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
    critiqueId = await boughtFromCritique(w, order.id);
  });

  it('says the comparison is being prepared until a final resume is read', async () => {
    const res = await w.as.customer.get(path());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, data: { critiqueId, serviceId: order.service._id, comparison: null } });
  });

  it('reads the delivered resume in the background and stores what it resolved, kept and brought in', async () => {
    expect((await deliver(await pdfOf(AFTER))).status).toBe(200);
    await t.platform.events.drain();
    const { comparison } = (await w.as.customer.get(path())).body.data;
    expect(comparison).toMatchObject({ state: 'compared', serviceId: order.service._id, fileName: 'Sam Porter.pdf', reason: null });
    expect(comparison.resolved.map((f: { ruleId: string }) => f.ruleId)).toEqual(expect.arrayContaining(['structure.sections.missing', 'impact.quantified.low', 'language.weak_phrase', 'style.phone.missing']));
    expect(comparison.resolved).toContainEqual({ ruleId: 'language.weak_phrase', severity: 'warning', evidence: ['Responsible for'] });
    expect(comparison.resolved).toContainEqual(expect.objectContaining({ ruleId: 'structure.sections.missing', params: { missing: 'summary,education,skills' } }));
    expect(comparison.persisting).toEqual([expect.objectContaining({ ruleId: 'language.weak_phrase', evidence: ['Helped with'] })]);
    expect(comparison.new).toEqual([expect.objectContaining({ ruleId: 'language.filler', evidence: ['various'] })]);
    const [row] = await t.db.select().from(s.critiqueComparisons).where(eq(s.critiqueComparisons.orderId, order.id));
    expect(row).toMatchObject({ critiqueId, rulesBefore: row!.rulesAfter });
  });

  it('lets the order\'s customer and the site\'s staff read it, nobody else', async () => {
    for (const reader of [w.as.customer, w.as.writer, w.as.reviewer, w.as.admin]) expect((await reader.get(path())).status).toBe(200);
    expect((await w.as.otherCustomer.get(path())).status).toBe(404);
    expect((await w.as.otherWriter.get(path())).status).toBe(404);
    expect((await t.client(w.site.host).get(path())).status).toBe(401);
    const other = await buildWorld(t, 'comparison-other.test');
    expect((await other.as.admin.get(path())).status).toBe(404);
  });

  it('a new delivery replaces the comparison; an unreadable file is stored as such, with its reason, never guessed', async () => {
    expect((await deliver(await scanPdf(), 'Scan.pdf')).status).toBe(200);
    await t.platform.events.drain();
    const { comparison } = (await w.as.customer.get(path())).body.data;
    expect(comparison).toMatchObject({ state: 'unreadable', fileName: 'Scan.pdf', reason: 'no_text_layer', resolved: [], persisting: [], new: [] });
    expect(await t.db.select().from(s.critiqueComparisons).where(eq(s.critiqueComparisons.orderId, order.id))).toHaveLength(1);
  });

  it('shows nothing for an order bought without a critique, and stores nothing at its delivery', async () => {
    const plain = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
    const file = await uploaded(w.as.writer, 'Resume.pdf', await pdfOf(AFTER), 'pdf');
    expect((await w.as.writer.post('/api/writer/orders/final/upload', { order_id: plain.id, serviceId: plain.service._id, taskId: 'final_document', dataPdf: file })).status).toBe(200);
    await t.platform.events.drain();
    expect((await w.as.customer.get(`/api/orders/${plain.id}/critique-comparison`)).body).toEqual({ status: true, data: { critiqueId: null, serviceId: null, comparison: null } });
    expect(await t.db.select().from(s.critiqueComparisons).where(eq(s.critiqueComparisons.orderId, plain.id))).toHaveLength(0);
  });
});
