import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ALL_MODULES, buildWorld, docxBytes, pdfBytes, uploaded, type World } from './documents.fixtures';

let t: TestApp;
let pdf: Buffer;
const docx = docxBytes();

beforeAll(async () => {
  t = await startTestApp();
  pdf = await pdfBytes();
});
afterAll(() => t.close());

async function orderFor(w: World) {
  return t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
}

async function draftFiles(w: World, withWord = true) {
  const client = w.as.writer;
  return {
    dataPdf: await uploaded(client, 'Draft.pdf', pdf, 'pdf'),
    dataWord: withWord ? await uploaded(client, 'Draft.docx', docx, 'word') : null,
  };
}

const notificationsOf = async (userId: string) => {
  await t.platform.events.drain();
  return t.db.select().from(s.notifications).where(eq(s.notifications.userId, userId));
};

describe('the revision loop', () => {
  let w: World;
  let order: Awaited<ReturnType<typeof orderFor>>;
  const revisionPath = () => `/api/customer/orders/revision/get/${order.service._id}/${order.id}`;

  beforeAll(async () => {
    w = await buildWorld(t, 'loop.test');
    order = await orderFor(w);
  });

  it('starts empty for both sides; the writer may upload', async () => {
    const customer = await w.as.customer.get(revisionPath());
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ status: true, data: [], orderData: { ratingEnabled: true, finalized: false } });
    expect(customer.body.order._id).toBe(order.id);
    const writer = await w.as.writer.get(`/api/writer/orders/revision/get/${order.service._id}/${order.id}`);
    expect(writer.body.orderData).toMatchObject({ canUpload: true, finalized: false, approvalFeature: false });
  });

  it('refuses a draft without its PDF or its Word file, with the spec messages', async () => {
    const files = await draftFiles(w);
    const noPdf = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { dataWord: files.dataWord } });
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.message).toBe('Please upload the pdf version of the file');
    const noWord = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { dataPdf: files.dataPdf, dataWord: null } });
    expect(noWord.status).toBe(400);
    expect(noWord.body.message).toBe('Please upload the word version of the file');
    const swapped = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { dataPdf: files.dataWord, dataWord: files.dataPdf } });
    expect(swapped.status).toBe(400);
    expect((await t.db.select().from(s.drafts).where(eq(s.drafts.orderId, order.id))).length).toBe(0);
  });

  it('takes a draft, shows it to the customer and tells them', async () => {
    const files = await draftFiles(w);
    const other = await uploaded(w.as.writer, 'Cover notes.pdf', pdf, 'any-document');
    const res = await w.as.writer.post('/api/writer/orders/revision/upload', {
      order_id: order.id,
      serviceId: order.service._id,
      data: { ...files, dataOther: other, additionalFiles: [], notes: '  First draft.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Draft Uploaded Successfully!' });
    expect(res.body.draft.adminApproval).toBeNull();
    const seen = await w.as.customer.get(revisionPath());
    expect(seen.body.data).toHaveLength(1);
    expect(seen.body.data[0].data).toMatchObject({ dataPdf: { key: files.dataPdf.key, mimetype: 'application/pdf' }, dataWord: { key: files.dataWord!.key }, dataOther: { key: other.key }, notes: 'First draft.' });
    expect(seen.body.data[0]).not.toHaveProperty('adminApproval');
    expect(seen.body.order.revisionData[order.service._id]).toEqual({ sentByWriter: true, pendingClientReview: false });
    const notes = await notificationsOf(w.customer.id);
    expect(notes.map((n) => [n.content, (n.data as { action: string }).action])).toContainEqual(['A new draft is ready for your review', 'new_draft']);
    expect((await w.as.customer.get(`/api/file/download/${files.dataPdf.key}`)).status).toBe(200);
  });

  it('blocks the next draft until the customer reviewed', async () => {
    const res = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/not reviewed the latest draft/);
    expect((await w.as.writer.get(`/api/writer/orders/revision/get/${order.service._id}/${order.id}`)).body.orderData.canUpload).toBe(false);
  });

  it('validates the review with the spec messages', async () => {
    const [draft] = (await w.as.customer.get(revisionPath())).body.data;
    for (const data of [{ rating: 0, review: 'Shorter please' }, { rating: 3, review: '   ' }, { rating: 4 }, { review: 'No rating' }]) {
      const res = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: draft._id, data: { reviewedByUser: true, ...data } });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.message).toBe('Please rate the document and specify your revision request');
    }
    const tooHigh = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: draft._id, data: { rating: 6, review: 'x' } });
    expect(tooHigh.status).toBe(400);
  });

  it('takes a rating of 3 once, without asking for the final revision, and hands the turn back', async () => {
    const [draft] = (await w.as.customer.get(revisionPath())).body.data;
    const reviewFile = await uploaded(w.as.customer, 'My changes.docx', docx, 'review');
    const body = { order_id: order.id, draft_id: draft._id, data: { reviewedByUser: true, rating: 3, review: 'Please shorten the summary.', reviewFile } };
    const res = await w.as.customer.post('/api/customer/orders/revision/rate-review', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Review Submitted Successfully!', askFinal: false });
    const again = await w.as.customer.post('/api/customer/orders/revision/rate-review', { ...body, data: { ...body.data, reviewFile: undefined } });
    expect(again.status).toBe(422);
    const seen = await w.as.customer.get(revisionPath());
    expect(seen.body.data[0]).toMatchObject({ rating: 3, review: 'Please shorten the summary.', reviewedByUser: true, reviewFile: { key: reviewFile.key } });
    expect(seen.body.order.revisionData[order.service._id]).toEqual({ sentByWriter: false, pendingClientReview: true });
    expect((await w.as.writer.get(`/api/file/download/${reviewFile.key}`)).status).toBe(200);
  });

  it('lets the writer upload the next draft; only the latest can be reviewed; a 5 asks for the final revision', async () => {
    const first = (await w.as.customer.get(revisionPath())).body.data[0];
    const res = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(res.status).toBe(200);
    const list = (await w.as.customer.get(revisionPath())).body.data;
    expect(list).toHaveLength(2);
    expect(list[0]._id).toBe(res.body.draft._id);
    const old = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: first._id, data: { rating: 5, review: 'x' } });
    expect(old.status).toBe(422);
    expect(old.body.message).toBe('Only the latest draft can be reviewed.');
    const five = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: list[0]._id, data: { reviewedByUser: true, rating: 5, review: 'Perfect.' } });
    expect(five.body).toEqual({ status: true, message: 'Review Submitted Successfully!', askFinal: true });
  });

  it('finalizes: the module is done, progress moves, the writer can no longer upload', async () => {
    const bad = await w.as.customer.post('/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document' });
    expect(bad.status).toBe(400);
    const res = await w.as.customer.post('/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: order.service._id, taskId: 'revision_process' });
    expect(res.body).toEqual({ status: true, message: 'Revision Finalized Successfully!' });
    const seen = await w.as.customer.get(revisionPath());
    expect(seen.body.orderData.finalized).toBe(true);
    expect(seen.body.order.statusPercentage).toBe(33);
    expect(seen.body.order.completed_tasks).toContainEqual(expect.objectContaining({ taskId: 'revision_process', serviceId: order.service._id }));
    const upload = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(upload.status).toBe(422);
    expect(upload.body.message).toMatch(/accepted the revisions/);
  });
});

describe('revision rules and site settings', () => {
  it('finalizing needs a draft', async () => {
    const w = await buildWorld(t, 'nodraft.test');
    const order = await orderFor(w);
    const res = await w.as.customer.post('/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: order.service._id, taskId: 'revision_process' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Your writer has not uploaded a draft yet.');
  });

  it('with rating disabled: the review text alone, and any review asks for the final revision', async () => {
    const w = await buildWorld(t, 'norating.test', { disable_customer_rating: true });
    const order = await orderFor(w);
    const up = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    const draftId = up.body.draft._id;
    const blank = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: draftId, data: { rating: 5, review: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please Write Review');
    const ok = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: draftId, data: { rating: 2, review: 'Looks good' } });
    expect(ok.body).toMatchObject({ askFinal: true });
    const seen = await w.as.customer.get(`/api/customer/orders/revision/get/${order.service._id}/${order.id}`);
    expect(seen.body.orderData.ratingEnabled).toBe(false);
    expect(seen.body.data[0].rating).toBeNull();
  });

  it('with Word hidden: a PDF is enough and the customer never sees a Word file', async () => {
    const w = await buildWorld(t, 'noword.test', { hide_ms_word_document: true });
    const order = await orderFor(w);
    const pdfOnly = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w, false) });
    expect(pdfOnly.status).toBe(200);
    await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: pdfOnly.body.draft._id, data: { rating: 2, review: 'More' } });
    const withWord = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(withWord.status).toBe(200);
    const seen = await w.as.customer.get(`/api/customer/orders/revision/get/${order.service._id}/${order.id}`);
    for (const draft of seen.body.data) expect(draft.data).not.toHaveProperty('dataWord');
    const writer = await w.as.writer.get(`/api/writer/orders/revision/get/${order.service._id}/${order.id}`);
    expect(writer.body.data[0].data.dataWord).toMatchObject({ mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('with the approval feature: a pending draft is hidden, blocks the writer and tells no one yet', async () => {
    const w = await buildWorld(t, 'approval.test', { enable_revisions_approval_feature: true });
    const order = await orderFor(w);
    const up = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(up.body.draft.adminApproval).toEqual({ pending: true });
    const path = `/api/customer/orders/revision/get/${order.service._id}/${order.id}`;
    expect((await w.as.customer.get(path)).body.data).toEqual([]);
    const review = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: up.body.draft._id, data: { rating: 5, review: 'x' } });
    expect(review.status).toBe(404);
    const finalize = await w.as.customer.post('/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: order.service._id, taskId: 'revision_process' });
    expect(finalize.status).toBe(422);
    const again = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/approval/);
    expect(await notificationsOf(w.customer.id)).toEqual([]);

    await t.db.update(s.drafts).set({ adminApproval: { approved: true } }).where(eq(s.drafts.id, up.body.draft._id));
    expect((await w.as.customer.get(path)).body.data).toHaveLength(1);

    await t.db.update(s.drafts).set({ adminApproval: { approved: false, rejectionReason: 'Typos' } }).where(eq(s.drafts.id, up.body.draft._id));
    expect((await w.as.customer.get(path)).body.data).toEqual([]);
    const afterRejection = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: await draftFiles(w) });
    expect(afterRejection.status).toBe(200);
  });

  it('refuses files that are not the caller’s own, and review files of the wrong type', async () => {
    const w = await buildWorld(t, 'keys.test');
    const order = await orderFor(w);
    const theirs = await uploaded(w.as.otherWriter, 'Theirs.pdf', pdf, 'pdf');
    const mine = await draftFiles(w);
    const res = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { dataPdf: theirs, dataWord: mine.dataWord } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('One of the files could not be found. Please upload it again.');
    const [file] = await t.db.select().from(s.files).where(eq(s.files.key, theirs.key));
    expect(file!.orderId).toBeNull();
    expect(await t.db.select().from(s.drafts).where(eq(s.drafts.orderId, order.id))).toEqual([]);

    const up = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: mine });
    const png = await uploaded(w.as.customer, 'photo.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), 'image');
    const wrongType = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: up.body.draft._id, data: { rating: 2, review: 'x', reviewFile: png } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('The revision file must be a Word (.docx) or PDF file.');
    const [draft] = await t.db.select().from(s.drafts).where(and(eq(s.drafts.orderId, order.id)));
    expect(draft!.reviewedByUser).toBe(false);
  });

  it('decides two uploads at once one after the other: one draft, one refusal', async () => {
    const w = await buildWorld(t, 'race.test');
    const order = await orderFor(w);
    const [a, b] = [await draftFiles(w), await draftFiles(w)];
    const send = (data: object) => w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data });
    const results = await Promise.all([send(a), send(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await t.db.select().from(s.drafts).where(eq(s.drafts.orderId, order.id))).toHaveLength(1);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const w = await buildWorld(t, 'malformed.test');
    const order = await orderFor(w);
    const bad: [string, unknown][] = [
      ['/api/writer/orders/revision/upload', { order_id: '../etc', serviceId: order.service._id, data: {} }],
      ['/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: 'pdf' }],
      ['/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { dataPdf: { key: '' } } }],
      ['/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data: { additionalFiles: Array.from({ length: 50 }, () => ({ key: 'k' })) } }],
      ['/api/writer/orders/final/upload', { order_id: order.id, serviceId: order.service._id, taskId: 'final_document', notes: 5 }],
    ];
    for (const [path, body] of bad) {
      const res = await w.as.writer.post(path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const body of [{ order_id: order.id, draft_id: 'x', data: { rating: 'five' } }, { order_id: order.id, draft_id: 'x', data: { rating: 2.5, review: 'x' } }, { order_id: order.id }]) {
      expect((await w.as.customer.post('/api/customer/orders/revision/rate-review', body)).status).toBe(400);
    }
  });
});
