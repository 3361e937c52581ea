import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '@portal/domain/chat/live';
import { newId } from '../../platform/db/ids';
import { chatConversations, chatMessages } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { LiveClient } from '../../test/live-client';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The chat under traffic: a send decides who may write on what holds at that moment (not on what a
 * socket was allowed when it subscribed), the reads of many conversations woken together give each
 * socket its own conversation's messages, and a message whose NOTIFY never came still arrives.
 */
let t: TestApp;
let site: TestSite;
let admin: TestUser;
const open: LiveClient[] = [];

async function live(who: TestUser): Promise<LiveClient> {
  const http = t.client(site.host);
  await http.signIn(who.email);
  const socket = await LiveClient.open(t.port, http);
  open.push(socket);
  return socket;
}

let ids = 0;
const clientId = () => `fanout-${Date.now()}-${++ids}`;
const orderChat = (id: string): ConversationRef => ({ chatType: 'writerToCustomer', order_id: id });
const text = (ref: ConversationRef, content: string, id = clientId()) => ({ event: 'new_message' as const, data: { ...ref, message_type: 'text' as const, content, clientId: id } });

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site();
  admin = await t.factories.user(site, 'admin');
}, 60_000);

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t?.close();
});

describe('an order chat under traffic', () => {
  it('refuses a writer taken off the order, though their socket had opened the chat and written in it', async () => {
    const customer = await t.factories.user(site, 'user');
    const writer = await t.factories.user(site, 'writer');
    const next = await t.factories.user(site, 'writer');
    const order = await t.factories.order(site, customer, { writer });
    const w = await live(writer);
    w.send({ event: 'subscribe', data: orderChat(order.id) });
    await w.next('all_messages');
    const first = clientId();
    w.send(text(orderChat(order.id), 'Your draft is coming', first));
    await w.next('ack', (f) => f.data.clientId === first);

    const http = t.client(site.host);
    await http.signIn(admin.email);
    expect((await http.post('/api/admin/orders/assign', { order_id: order.id, writer_id: next.id })).status).toBe(200);

    const late = clientId();
    w.send(text(orderChat(order.id), 'Still here?', late));
    expect((await w.next('error', (f) => f.data.clientId === late)).data.code).toBe('not_found');
    const n = await live(next);
    n.send({ event: 'subscribe', data: orderChat(order.id) });
    await n.next('all_messages');
    const taken = clientId();
    n.send(text(orderChat(order.id), 'I have taken over your order', taken));
    expect((await n.next('ack', (f) => f.data.clientId === taken)).data.seq).toBe(2);
    const stored = await t.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.content, 'Still here?'));
    expect(stored).toHaveLength(0);
  });

  it('gives every socket its own conversation’s messages, in order, when many conversations are woken at once', async () => {
    const writer = await t.factories.user(site, 'writer');
    const chats = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const customer = await t.factories.user(site, 'user');
        const order = await t.factories.order(site, customer, { writer });
        return { ref: orderChat(order.id), customer: await live(customer) };
      }),
    );
    const readers = await Promise.all(chats.map(() => live(writer)));
    for (const [i, chat] of chats.entries()) {
      chat.customer.send({ event: 'subscribe', data: chat.ref });
      readers[i]!.send({ event: 'subscribe', data: chat.ref });
      await chat.customer.next('all_messages');
      await readers[i]!.next('all_messages');
    }
    // Every chat sends at the same moment, three times.
    for (const round of [1, 2, 3]) for (const [i, chat] of chats.entries()) chat.customer.send(text(chat.ref, `chat ${i} message ${round}`));
    for (const [i, reader] of readers.entries()) {
      await reader.next('new_message', (f) => f.data.message.seq === 3);
      const got = reader.of('new_message').map((f) => f.data.message);
      // Numbered in commit order (three sends at once may commit in any order), each once, all of this chat.
      expect(got.map((m) => m.seq)).toEqual([1, 2, 3]);
      expect(got.map((m) => m.content).sort()).toEqual([1, 2, 3].map((n) => `chat ${i} message ${n}`));
      expect(new Set(got.map((m) => m.order_id))).toEqual(new Set([(chats[i]!.ref as { order_id: string }).order_id]));
    }
  });

  it('stores the sends of one moment together: a refused one is left out, a client id sent twice is stored once', async () => {
    const customer = await t.factories.user(site, 'user');
    const stranger = await t.factories.user(site, 'user');
    const writer = await t.factories.user(site, 'writer');
    const order = await t.factories.order(site, customer, { writer });
    const ref = orderChat(order.id);
    const [c, s, w] = [await live(customer), await live(stranger), await live(writer)];
    c.send({ event: 'subscribe', data: ref });
    w.send({ event: 'subscribe', data: ref });
    await c.next('all_messages');
    await w.next('all_messages');
    const [twice, refused, other] = [clientId(), clientId(), clientId()];
    // The same moment: a send, its repeat, a stranger's send and the writer's send.
    c.send(text(ref, 'Once only', twice));
    c.send(text(ref, 'Once only', twice));
    s.send(text(ref, 'Not my order', refused));
    w.send(text(ref, 'Got it', other));
    expect((await s.next('error', (f) => f.data.clientId === refused)).data.code).toBe('not_found');
    await c.next('ack', (f) => f.data.clientId === twice);
    const acks = await c.next('ack', (f) => f.data.clientId === twice, 5000, c.frames.findIndex((f) => f.event === 'ack' && f.data.clientId === twice) + 1);
    expect(acks.data.seq).toBe(c.of('ack').find((f) => f.data.clientId === twice)!.data.seq);
    await w.next('ack', (f) => f.data.clientId === other);
    await w.next('new_message', (f) => f.data.message.seq === 2);
    const stored = await t.db.select({ seq: chatMessages.seq, content: chatMessages.content }).from(chatMessages).innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId)).where(eq(chatConversations.orderId, order.id));
    expect(stored.map((m) => m.seq).sort()).toEqual([1, 2]);
    expect(stored.map((m) => m.content).sort()).toEqual(['Got it', 'Once only']);
  });

  it('delivers a message whose NOTIFY was lost (its process died after the commit) within a few seconds', async () => {
    const customer = await t.factories.user(site, 'user');
    const writer = await t.factories.user(site, 'writer');
    const order = await t.factories.order(site, customer, { writer });
    const w = await live(writer);
    w.send({ event: 'subscribe', data: orderChat(order.id) });
    await w.next('all_messages');
    const [conversation] = await t.db.select().from(chatConversations).where(eq(chatConversations.orderId, order.id));
    // What another process commits for a send, without telling anyone.
    await t.db.transaction(async (tx) => {
      await tx.insert(chatMessages).values({ id: newId(), siteId: site.id, conversationId: conversation!.id, seq: 1, senderId: customer.id, senderName: 'A customer', senderRole: 'user', clientId: clientId(), type: 'text', content: 'Sent just before a crash' });
      await tx.update(chatConversations).set({ lastSeq: 1 }).where(eq(chatConversations.id, conversation!.id));
    });
    const got = await w.next('new_message', (f) => f.data.message.seq === 1, 5000);
    expect(got.data.message.content).toBe('Sent just before a crash');
  });
});
