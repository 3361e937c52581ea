import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationRef } from '@portal/domain/chat/live';
import { chatMessages, notifications } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { LiveClient } from '../../test/live-client';
import { eventually, startTestApp, type TestApp } from '../../test/test-app';
import { mailUnreadChats } from './chat-mail.job';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let customer: TestUser;
let stranger: TestUser;
let writer: TestUser;
let writer2: TestUser;
let reviewer: TestUser;
let admin: TestUser;
let order: { id: string; number: number };
let unassigned: { id: string };
const open: LiveClient[] = [];

async function signedIn(who: TestUser, host = site.host): Promise<TestClient> {
  const c = t.client(host);
  await c.signIn(who.email);
  return c;
}

async function live(who: TestUser): Promise<LiveClient> {
  const socket = await LiveClient.open(t.port, await signedIn(who));
  open.push(socket);
  return socket;
}

let ids = 0;
const clientId = () => `client-${Date.now()}-${++ids}`;
const orderChat = (id = order.id) => ({ chatType: 'writerToCustomer' as const, order_id: id });
const text = (content: string, id = clientId(), ref: ConversationRef = orderChat()) => ({ event: 'new_message' as const, data: { ...ref, message_type: 'text' as const, content, clientId: id } });
const seqs = (messages: ChatMessage[]) => messages.map((m) => m.seq);

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site();
  other = await t.factories.site();
  customer = await t.factories.user(site, 'user');
  stranger = await t.factories.user(site, 'user');
  writer = await t.factories.user(site, 'writer');
  writer2 = await t.factories.user(site, 'writer');
  reviewer = await t.factories.user(site, 'reviewer');
  admin = await t.factories.user(site, 'admin');
  order = await t.factories.order(site, customer, { writer });
  unassigned = await t.factories.order(site, customer);
}, 60_000);

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t?.close();
});

describe('the live connection', () => {
  it('needs a session of this site and the site as Origin', async () => {
    await expect(LiveClient.open(t.port, t.client(site.host))).rejects.toThrow('401');
    const signed = await signedIn(customer);
    await expect(LiveClient.open(t.port, signed, { origin: 'http://evil.test' })).rejects.toThrow('403');
    await expect(LiveClient.open(t.port, signed, { origin: null })).rejects.toThrow('403');
    // The same cookie on another site is no session there.
    await expect(LiveClient.open(t.port, signed, { host: other.host })).rejects.toThrow('401');
  });

  it('answers ping with pong and refuses frames that are not of the protocol', async () => {
    const socket = await live(customer);
    socket.send({ event: 'ping' });
    await socket.next('pong');
    socket.socket.send('{"event":"subscribe","data":{"chatType":"writerToCustomer"}}');
    socket.socket.send('not json');
    await eventually(() => socket.of('error').filter((f) => f.data.code === 'bad_frame').length === 2);
  });

  it('closes a socket whose session ends', async () => {
    const http = await signedIn(stranger);
    const socket = await LiveClient.open(t.port, http);
    open.push(socket);
    await http.get('/api/auth/logout');
    await eventually(() => socket.closed, 3000);
    expect(socket.closed!.code).toBe(4401);
  });
});

describe('an order chat', () => {
  it('delivers a message to every member once, acknowledged with its sequence number, and a retried send stores one message', async () => {
    const c = await live(customer);
    const w = await live(writer);
    c.send({ event: 'subscribe', data: orderChat() });
    w.send({ event: 'subscribe', data: orderChat() });
    const first = await c.next('all_messages');
    expect(first.data).toMatchObject({ messages: [], canSend: true, complete: true, order_id: order.id });
    expect(first.data.writers.map((p) => p._id).sort()).toEqual([customer.id, writer.id].sort());
    await w.next('all_messages');

    const id = clientId();
    c.send(text('  Hello, can we talk about my summary?  ', id));
    const ack = await c.next('ack', (f) => f.data.clientId === id);
    expect(ack.data.seq).toBe(1);
    const got = await w.next('new_message', (f) => f.data.message.seq === 1);
    expect(got.data.message).toMatchObject({ content: 'Hello, can we talk about my summary?', sent_by: customer.id, type: 'text', order_id: order.id, clientId: id, senderRole: 'user' });
    // The sender's own socket gets the stored message too (its other tabs see it the same way).
    await c.next('new_message', (f) => f.data.message.seq === 1);

    c.send(text('Hello, can we talk about my summary?', id));
    const again = await c.next('ack', (f) => f.data.clientId === id && f !== ack);
    expect(again.data).toEqual(ack.data);
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.clientId, id));
    expect(stored).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(w.of('new_message').filter((f) => f.data.message.seq === 1)).toHaveLength(1);
  });

  it('gives a client that comes back exactly what it missed', async () => {
    const w = await live(writer);
    w.send({ event: 'subscribe', data: orderChat() });
    const history = await w.next('all_messages');
    const had = history.data.lastSeq;
    await w.close();

    const c = await live(customer);
    c.send({ event: 'subscribe', data: orderChat() });
    await c.next('all_messages');
    for (const n of [1, 2, 3]) {
      const id = clientId();
      c.send(text(`While you were away ${n}`, id));
      await c.next('ack', (f) => f.data.clientId === id);
    }

    const back = await live(writer);
    back.send({ event: 'subscribe', data: { ...orderChat(), after: had } });
    const missed = await back.next('all_messages');
    expect(seqs(missed.data.messages)).toEqual([had + 1, had + 2, had + 3]);
    expect(missed.data.messages.map((m) => m.content)).toEqual(['While you were away 1', 'While you were away 2', 'While you were away 3']);
    // And then live again.
    const id = clientId();
    c.send(text('Welcome back', id));
    const live4 = await back.next('new_message', (f) => f.data.message.clientId === id);
    expect(live4.data.message.seq).toBe(had + 4);
  });

  it('is open to the order customer, its writer and admins; reviewers read and never write; others are told it does not exist', async () => {
    for (const who of [stranger, writer2]) {
      const socket = await live(who);
      socket.send({ event: 'subscribe', data: orderChat() });
      const refused = await socket.next('error');
      expect(refused.data).toMatchObject({ code: 'not_found' });
      socket.send(text('let me in'));
      await eventually(() => socket.of('error').length === 2);
    }
    const r = await live(reviewer);
    r.send({ event: 'subscribe', data: orderChat() });
    const seen = await r.next('all_messages');
    expect(seen.data.canSend).toBe(false);
    expect(seen.data.messages.length).toBeGreaterThan(0);
    const id = clientId();
    r.send(text('a reviewer writing', id));
    expect((await r.next('error', (f) => f.data.clientId === id)).data.code).toBe('conflict');

    const a = await live(admin);
    a.send({ event: 'subscribe', data: orderChat() });
    expect((await a.next('all_messages')).data.canSend).toBe(true);

    const before = await t.db.select().from(chatMessages);
    expect(before.some((m) => m.content === 'let me in' || m.content === 'a reviewer writing')).toBe(false);
  });

  it('is closed until a writer is assigned, and absent when the site turns the chat off', async () => {
    const c = await live(customer);
    c.send({ event: 'subscribe', data: orderChat(unassigned.id) });
    expect((await c.next('all_messages')).data.canSend).toBe(false);
    const id = clientId();
    c.send(text('anyone?', id, orderChat(unassigned.id)));
    expect((await c.next('error', (f) => f.data.clientId === id)).data.message).toContain('writer is assigned');

    const quiet = await t.factories.site(undefined, { settings: { disable_writer_customer_chat: true } });
    const qc = await t.factories.user(quiet, 'user');
    const qw = await t.factories.user(quiet, 'writer');
    const qo = await t.factories.order(quiet, qc, { writer: qw });
    const socket = await LiveClient.open(t.port, await signedIn(qc, quiet.host));
    open.push(socket);
    socket.send({ event: 'subscribe', data: orderChat(qo.id) });
    expect((await socket.next('error')).data.code).toBe('not_found');
  });

  it('makes a notification for the other members and tells their open pages at once', async () => {
    const w = await live(writer);
    const c = await live(customer);
    c.send({ event: 'subscribe', data: orderChat() });
    await c.next('all_messages');
    const id = clientId();
    c.send(text('Did you get my file?', id));
    await w.next('notification');
    // The writer may have older notifications of this order (earlier tests): wait for this message's.
    const row = await eventually(async () => {
      const found = await t.db.select().from(notifications).where(and(eq(notifications.userId, writer.id), eq(notifications.orderId, order.id)));
      return found.find((n) => n.content.includes('Did you get my file?')) ?? null;
    });
    expect((row.data as { action: string }).action).toBe('chat_message');
    // The sender is not told of their own message.
    expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.orderId, order.id)))).toHaveLength(0);
  });

  it('sends a file that every member may read and nobody else', async () => {
    const cHttp = await signedIn(customer);
    const up = await cHttp.upload('notes.pdf', Buffer.from('%PDF-1.4\n%chat\n'), 'document');
    expect(up.status).toBe(200);
    const key = up.body.file.key as string;
    const c = await LiveClient.open(t.port, cHttp);
    open.push(c);
    c.send({ event: 'subscribe', data: orderChat() });
    await c.next('all_messages');
    const id = clientId();
    c.send({ event: 'new_message', data: { ...orderChat(), message_type: 'file', data: { key }, clientId: id } });
    const sent = await c.next('new_message', (f) => f.data.message.clientId === id);
    expect(sent.data.message).toMatchObject({ type: 'file', data: { key, originalname: 'notes.pdf', mimetype: 'application/pdf' } });
    expect((await (await signedIn(writer)).get(`/api/file/${key}`)).status).toBe(200);
    expect((await (await signedIn(stranger)).get(`/api/file/${key}`)).status).toBe(404);
    // Someone else's upload cannot be sent as one's own.
    const wHttp = await signedIn(writer2);
    const theirs = (await wHttp.upload('x.pdf', Buffer.from('%PDF-1.4\n'), 'document')).body.file.key as string;
    const id2 = clientId();
    c.send({ event: 'new_message', data: { ...orderChat(), message_type: 'file', data: { key: theirs }, clientId: id2 } });
    expect((await c.next('error', (f) => f.data.clientId === id2)).data.code).toBe('bad_request');
  });
});

describe("a writer's chat with the admins", () => {
  it('joins the writer and every admin; another writer, customers and reviewers are kept out', async () => {
    const ref = { chatType: 'writerToAdmin' as const, userId: writer.id };
    const w = await live(writer);
    const a = await live(admin);
    w.send({ event: 'subscribe', data: ref });
    a.send({ event: 'subscribe', data: ref });
    await w.next('all_messages');
    await a.next('all_messages');
    const id = clientId();
    w.send(text('Can I get more orders next week?', id, ref));
    await a.next('new_message', (f) => f.data.message.clientId === id);

    const list = await (await signedIn(admin)).get('/api/admin/chats');
    expect(list.status).toBe(200);
    expect(list.body.chats[0]).toMatchObject({ writerId: writer.id, unread: 1, lastSeq: 1 });
    const menu = await signedIn(admin);
    expect((await menu.get('/api/chat/unread')).body.conversations).toContainEqual({ key: `writer:${writer.id}`, unread: 1 });
    a.send({ event: 'read', data: { ...ref, seq: 1 } });
    // Once the marker is stored the reader's socket is told, and the menu's count reads 0.
    await a.next('unread');
    expect((await menu.get('/api/chat/unread')).body.conversations.find((c: { key: string }) => c.key === `writer:${writer.id}`)).toBeUndefined();
    expect((await menu.get('/api/admin/chats')).body.chats[0].unread).toBe(0);

    for (const [who, code] of [[writer2, 'not_found'], [customer, 'forbidden'], [reviewer, 'forbidden']] as const) {
      const socket = await live(who);
      socket.send({ event: 'subscribe', data: ref });
      expect((await socket.next('error')).data.code).toBe(code);
    }
  });
});

describe('chat mail', () => {
  it('mails a member once per batch of messages still unread after two minutes, and never what was read', async () => {
    const fresh = await t.factories.order(site, customer, { writer });
    const c = await live(customer);
    c.send({ event: 'subscribe', data: orderChat(fresh.id) });
    await c.next('all_messages');
    for (const words of ['One', 'Two']) {
      const id = clientId();
      c.send(text(words, id, orderChat(fresh.id)));
      await c.next('ack', (f) => f.data.clientId === id);
    }
    const mailsBefore = t.mails.length;
    await mailUnreadChats(t.platform, new Date());
    await t.platform.events.drain();
    expect(t.mails.length).toBe(mailsBefore); // not yet two minutes
    await mailUnreadChats(t.platform, new Date(Date.now() + 3 * 60_000));
    await t.platform.events.drain();
    // The other order's chat of these tests has unread messages too: this order's batch is one mail.
    const aboutFresh = () => t.mails.slice(mailsBefore).filter((m) => m.subject.includes(`#${fresh.number}`));
    const mailed = aboutFresh();
    expect(mailed.map((m) => m.to)).toEqual([writer.email]);
    expect(mailed[0]!.subject).toContain(`2 unread messages about order #${fresh.number}`);
    expect(mailed[0]!.text).toContain(`/orders/view/${fresh.id}`);
    await mailUnreadChats(t.platform, new Date(Date.now() + 6 * 60_000));
    await t.platform.events.drain();
    expect(aboutFresh()).toHaveLength(1);

    // Read in time: no mail.
    const w = await live(writer);
    const id = clientId();
    c.send(text('Three', id, orderChat(fresh.id)));
    const ack = await c.next('ack', (f) => f.data.clientId === id);
    w.send({ event: 'read', data: { ...orderChat(fresh.id), seq: ack.data.seq } });
    await new Promise((r) => setTimeout(r, 300));
    await mailUnreadChats(t.platform, new Date(Date.now() + 9 * 60_000));
    await t.platform.events.drain();
    expect(aboutFresh()).toHaveLength(1);
  });
});
