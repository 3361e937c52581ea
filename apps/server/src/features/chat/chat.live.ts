import { CHAT_BATCH_MAX, type ChatMessage, type ConversationRef } from '@portal/domain/chat/live';
import type { LiveConnection, LiveServer } from '../../platform/live/live-server';
import type { ChatHub } from './chat-hub';
import type { ChatService } from './chat.service';

const actorOf = (conn: LiveConnection) => ({ site: conn.site, user: conn.user });
const refOf = (data: ConversationRef): ConversationRef =>
  data.chatType === 'writerToCustomer' ? { chatType: 'writerToCustomer', order_id: data.order_id } : { chatType: 'writerToAdmin', userId: data.userId };

/**
 * The chat's events on the live connection (spec: subscribe, request_all_messages, new_message; our
 * own: read). `subscribe` with `after` resumes: the socket gets exactly the messages after it, then
 * every new one. A send is acknowledged with its sequence number; the message itself reaches every
 * subscriber, the sender's other tabs included, through the hub.
 */
export function registerChatLive(live: LiveServer, chat: ChatService, hub: ChatHub): void {
  const open = async (conn: LiveConnection, data: ConversationRef & { after?: number | undefined }) => {
    const ref = refOf(data);
    const actor = actorOf(conn);
    const access = await chat.access(actor, ref);
    const { conversation, readSeq, writers } = await chat.opening(actor, access);
    const frame = (messages: ChatMessage[], lastSeq: number, complete: boolean) =>
      conn.send({
        event: 'all_messages',
        data: {
          messages,
          writers,
          chatType: ref.chatType,
          order_id: ref.chatType === 'writerToCustomer' ? ref.order_id : null,
          userId: ref.chatType === 'writerToAdmin' ? ref.userId : null,
          lastSeq,
          readSeq,
          complete,
          canSend: access.canSend,
        },
      });
    // The history goes out on the room's chain: no live message can slip in between, and the
    // socket then gets every message after the last one of the history, once.
    await hub.join(conversation.id, access.place, conn, async () => {
      // A client cannot have more than was written (after a restore, say): it gets the rest from there.
      let sent = Math.min(data.after ?? 0, await chat.lastSeq(conversation.id));
      for (;;) {
        const batch = await chat.history(conversation, access.place, sent);
        sent = batch.at(-1)?.seq ?? sent;
        const complete = batch.length < CHAT_BATCH_MAX;
        frame(batch, sent, complete);
        if (complete) return sent;
      }
    });
  };

  live.on('subscribe', open);
  live.on('request_all_messages', (conn, data) => open(conn, { ...data, after: data.after ?? 0 }));
  live.on('new_message', async (conn, data) => {
    const { message, conversationId, stored } = await chat.send(actorOf(conn), data);
    if (stored) hub.committed(conversationId);
    conn.send({ event: 'ack', data: { clientId: data.clientId, _id: message._id, seq: message.seq } });
  });
  live.on('read', async (conn, data) => {
    await chat.read(actorOf(conn), refOf(data), data.seq);
    // The menu's unread badge on this page reads its count again, now that the marker is stored.
    conn.send({ event: 'unread' });
  });
  live.onClose((conn) => hub.leave(conn));
}
