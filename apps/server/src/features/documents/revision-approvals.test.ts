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

const APPROVAL = { enable_revisions_approval_feature: true };

async function orderFor(w: World) {
  return t.factories.order(w.site, w.customer, { writer: w.writer, modules: ALL_MODULES });
}

async function uploadDraft(w: World, order: Awaited<ReturnType<typeof orderFor>>) {
  const data = { dataPdf: await uploaded(w.as.writer, 'Draft.pdf', pdf, 'pdf'), dataWord: await uploaded(w.as.writer, 'Draft.docx', docx, 'word') };
  const res = await w.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data });
  expect(res.status).toBe(200);
  return res.body.draft._id as string;
}

const notificationsOf = async (userId: string) => {
  await t.platform.events.drain();
  return t.db.select().from(s.notifications).where(eq(s.notifications.userId, userId));
};
const draftRow = async (id: string) => (await t.db.select().from(s.drafts).where(eq(s.drafts.id, id)))[0]!;
const orderRow = async (id: string) => (await t.db.select().from(s.orders).where(eq(s.orders.id, id)))[0]!;
const customerDrafts = (w: World, order: Awaited<ReturnType<typeof orderFor>>) => w.as.customer.get(`/api/customer/orders/revision/get/${order.service._id}/${order.id}`);
const writerView = (w: World, order: Awaited<ReturnType<typeof orderFor>>) => w.as.writer.get(`/api/writer/orders/revision/get/${order.service._id}/${order.id}`);

describe('the admin approval queue', () => {
  let w: World;

  beforeAll(async () => {
    w = await buildWorld(t, 'queue.test', APPROVAL);
  });

  it('lists the site’s pending drafts with order, service, writer and files, oldest first, paged', async () => {
    const first = await orderFor(w);
    const second = await orderFor(w);
    const a = await uploadDraft(w, first);
    const b = await uploadDraft(w, second);
    const res = await w.as.admin.get('/api/admin/revisions/pending');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, total: 2, page: 1, hasMore: false });
    expect(res.body.data.map((d: { draft: { _id: string } }) => d.draft._id)).toEqual([a, b]);
    expect(res.body.data[0]).toMatchObject({
      order: { _id: first.id, number: first.number },
      service: { _id: first.service._id, serviceName: first.service.serviceName },
      writer: { _id: w.writer.id, firstName: expect.any(String) },
      customer: { _id: w.customer.id },
      draft: { adminApproval: { pending: true }, data: { dataPdf: { originalname: 'Draft.pdf' } } },
    });
    const paged = await w.as.admin.get('/api/admin/revisions/pending?page=2&limit=1');
    expect(paged.body).toMatchObject({ total: 2, page: 2, limit: 1, hasMore: false });
    expect(paged.body.data.map((d: { draft: { _id: string } }) => d.draft._id)).toEqual([b]);
    expect((await w.as.admin.get('/api/admin/revisions/pending?limit=1')).body.hasMore).toBe(true);
    expect((await w.as.admin.get('/api/admin/revisions/pending?limit=1000')).status).toBe(400);
  });

  it('approval shows the draft to the customer, notifies them in the portal and by mail, and leaves the queue', async () => {
    const order = await orderFor(w);
    const id = await uploadDraft(w, order);
    expect((await customerDrafts(w, order)).body.data).toEqual([]);
    expect((await orderRow(order.id)).revisionData).toMatchObject({ [order.service._id]: { sentByWriter: false } });
    const before = t.mails.length;

    const res = await w.as.admin.post('/api/admin/revisions/approve', { draft_id: id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Draft approved. The customer can now review it.');
    expect((await customerDrafts(w, order)).body.data.map((d: { _id: string }) => d._id)).toEqual([id]);
    expect((await customerDrafts(w, order)).body.data[0]).not.toHaveProperty('adminApproval');
    expect((await orderRow(order.id)).revisionData).toMatchObject({ [order.service._id]: { sentByWriter: true, pendingClientReview: false } });
    const notes = await notificationsOf(w.customer.id);
    expect(notes.filter((n) => n.orderId === order.id).map((n) => n.content)).toEqual(['A new draft is ready for your review']);
    expect(t.mails.slice(before).filter((m) => m.to === w.customer.email)).toHaveLength(1);
    const queue = await w.as.admin.get('/api/admin/revisions/pending');
    expect(queue.body.data.map((d: { draft: { _id: string } }) => d.draft._id)).not.toContain(id);

    // Approved but not yet reviewed: the writer waits for the customer.
    expect((await writerView(w, order)).body.orderData.canUpload).toBe(false);
    const again = await w.as.admin.post('/api/admin/revisions/approve', { draft_id: id });
    expect(again.status).toBe(422);
  });

  it('approval tells the writer in the portal and by mail, once, as a rejection does', async () => {
    const order = await orderFor(w);
    const id = await uploadDraft(w, order);
    const before = t.mails.length;
    expect((await w.as.admin.post('/api/admin/revisions/approve', { draft_id: id })).status).toBe(200);
    await t.platform.events.drain();

    const bell = await w.as.writer.get('/api/notifications?limit=100');
    expect(bell.status).toBe(200);
    const told = bell.body.notifications.filter((n: { order_id: string }) => n.order_id === order.id);
    expect(told).toEqual([expect.objectContaining({ order_id: order.id, contant: 'An admin approved your draft', data: expect.objectContaining({ action: 'draft_approved', senderName: expect.any(String) }) })]);
    const writerMails = t.mails.slice(before).filter((m) => m.to === w.writer.email);
    expect(writerMails.map((m) => m.subject)).toEqual([expect.stringContaining(`the draft of order #${order.number} was approved`)]);
    // The customer is told of a new draft, not of the writer's approval.
    const customerBell = await w.as.customer.get('/api/notifications?limit=100');
    expect(customerBell.body.notifications.filter((n: { order_id: string }) => n.order_id === order.id).map((n: { data: { action: string } }) => n.data.action)).toEqual(['new_draft']);

    // One event for the writer, delivered once to each subscriber; delivering again changes nothing.
    const rows = await t.db.select().from(s.outbox).where(and(eq(s.outbox.siteId, w.site.id), eq(s.outbox.type, 'draft_approved_for_writer')));
    const mine = rows.filter((r) => (r.payload as { orderId: string }).orderId === order.id);
    expect(new Set(mine.map((r) => r.eventId)).size).toBe(1);
    expect(mine.map((r) => r.subscriber).sort()).toEqual(['in-app-notifications', 'order-mail']);
    expect(mine.every((r) => r.deliveredAt !== null && r.attempts === 1)).toBe(true);
    expect(mine.every((r) => (r.payload as { recipientId: string }).recipientId === w.writer.id)).toBe(true);
    await t.platform.events.drain();
    expect((await notificationsOf(w.writer.id)).filter((n) => n.orderId === order.id)).toHaveLength(1);
    expect(t.mails.slice(before).filter((m) => m.to === w.writer.email)).toHaveLength(1);
  });

  it('rejection needs a reason, keeps the draft from the customer, tells the writer and lets them upload again', async () => {
    const order = await orderFor(w);
    const id = await uploadDraft(w, order);
    const noReason = await w.as.admin.post('/api/admin/revisions/reject', { draft_id: id, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await draftRow(id)).adminApproval).toEqual({ pending: true });

    const note = await uploaded(w.as.admin, 'Comments.pdf', pdf, 'any-document');
    const before = t.mails.length;
    const res = await w.as.admin.post('/api/admin/revisions/reject', { draft_id: id, reason: 'Please fix the dates', files: [note] });
    expect(res.status).toBe(200);
    const seen = (await writerView(w, order)).body;
    expect(seen.data[0].adminApproval).toMatchObject({ approved: false, pending: false, rejectionReason: 'Please fix the dates', rejectionFile: { key: note.key }, rejectionFiles: [{ key: note.key }] });
    expect(seen.orderData.canUpload).toBe(true);
    // The writer can read the admin's file: it is on the order now.
    expect((await w.as.writer.get(`/api/file/download/${note.key}`)).status).toBe(200);
    expect((await customerDrafts(w, order)).body.data).toEqual([]);
    const writerNotes = await notificationsOf(w.writer.id);
    expect(writerNotes.filter((n) => n.orderId === order.id).map((n) => [n.content, (n.data as { action: string }).action])).toEqual([['An admin returned your draft', 'draft_rejected']]);
    expect(t.mails.slice(before).filter((m) => m.to === w.writer.email)).toHaveLength(1);
    expect((await notificationsOf(w.customer.id)).filter((n) => n.orderId === order.id)).toEqual([]);

    await uploadDraft(w, order);
    expect((await writerView(w, order)).body.data).toHaveLength(2);
  });

  it('will not approve a draft once the customer accepted the revisions, but may still reject it', async () => {
    const order = await orderFor(w);
    const first = await uploadDraft(w, order);
    expect((await w.as.admin.post('/api/admin/revisions/approve', { draft_id: first })).status).toBe(200);
    const review = await w.as.customer.post('/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: first, data: { rating: 2, review: 'More numbers' } });
    expect(review.status).toBe(200);
    const late = await uploadDraft(w, order);
    const finalize = await w.as.customer.post('/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: order.service._id, taskId: 'revision_process' });
    expect(finalize.status).toBe(200);
    const approve = await w.as.admin.post('/api/admin/revisions/approve', { draft_id: late });
    expect(approve.status).toBe(422);
    expect((await draftRow(late)).adminApproval).toEqual({ pending: true });
    expect((await customerDrafts(w, order)).body.data.map((d: { _id: string }) => d._id)).toEqual([first]);
    expect((await w.as.admin.post('/api/admin/revisions/reject', { draft_id: late, reason: 'Too late' })).status).toBe(200);
  });

  it('refuses writers, reviewers and customers, and changes nothing', async () => {
    const order = await orderFor(w);
    const id = await uploadDraft(w, order);
    for (const client of [w.as.writer, w.as.reviewer, w.as.customer]) {
      expect((await client.get('/api/admin/revisions/pending')).status).toBe(403);
      expect((await client.post('/api/admin/revisions/approve', { draft_id: id })).status).toBe(403);
      expect((await client.post('/api/admin/revisions/reject', { draft_id: id, reason: 'No' })).status).toBe(403);
    }
    expect((await draftRow(id)).adminApproval).toEqual({ pending: true });
  });

  it('another site’s admin finds neither the queue’s drafts nor can decide them', async () => {
    const order = await orderFor(w);
    const id = await uploadDraft(w, order);
    const other = await buildWorld(t, 'other-queue.test', APPROVAL);
    const list = await other.as.admin.get('/api/admin/revisions/pending');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await other.as.admin.post('/api/admin/revisions/approve', { draft_id: id })).status).toBe(404);
    expect((await other.as.admin.post('/api/admin/revisions/reject', { draft_id: id, reason: 'No' })).status).toBe(404);
    expect((await draftRow(id)).adminApproval).toEqual({ pending: true });
  });

  it('does not exist on a site without the approval feature', async () => {
    const plain = await buildWorld(t, 'no-queue.test');
    const order = await t.factories.order(plain.site, plain.customer, { writer: plain.writer, modules: ALL_MODULES });
    const data = { dataPdf: await uploaded(plain.as.writer, 'Draft.pdf', pdf, 'pdf'), dataWord: await uploaded(plain.as.writer, 'Draft.docx', docx, 'word') };
    const up = await plain.as.writer.post('/api/writer/orders/revision/upload', { order_id: order.id, serviceId: order.service._id, data });
    expect((await plain.as.admin.get('/api/admin/revisions/pending')).status).toBe(404);
    expect((await plain.as.admin.post('/api/admin/revisions/approve', { draft_id: up.body.draft._id })).status).toBe(404);
    expect((await draftRow(up.body.draft._id)).adminApproval).toBeNull();
  });
});
