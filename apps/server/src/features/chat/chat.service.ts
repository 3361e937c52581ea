import { sql } from 'drizzle-orm';
import { CHAT_BATCH_MAX, CHAT_TEXT_MAX, type ChatMessage, type ClientFrame, type ConversationRef } from '@portal/domain/chat/live';
// File names and types were checked at the upload (the `document` context: the chat's types and name rule).
import { sendableText } from '@portal/domain/chat/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { eventActor } from '../../platform/events/domain-events';
import { AppError, badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { FilesService } from '../files';
import { chatAccess, peopleOf, siteAdmins, type ChatAccess } from './chat-access';
import { messageToJson } from './chat-json';
import { conversationById, ensureConversation, findConversation, findSent, insertMessage, lockConversation, markRead, markSent, messagesAfter, readSeqOf, type ConversationRow, type Place } from './chat.store';

export const CHAT_CHANNEL = 'portal_chat';
type SendInput = Extract<ClientFrame, { event: 'new_message' }>['data'];

/**
 * Sending and reading chat messages. A send stores the message with the next sequence number of its
 * conversation under the conversation's row lock, in one transaction with the events that tell the
 * other members and a NOTIFY that carries only the conversation's id; every process then reads the
 * new rows itself (chat-hub.ts). A send repeated with the same client id returns the stored message.
 */
export class ChatService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  access(actor: Actor, ref: ConversationRef): Promise<ChatAccess> {
    return chatAccess(this.db, actor, ref);
  }

  /** The conversation's state for a reader: where they had read, who is in it. */
  async opening(actor: Actor, access: ChatAccess) {
    const conversation = await ensureConversation(this.db, actor.site.id, access.place);
    const readSeq = await readSeqOf(this.db, conversation.id, actor.user.id);
    const writers = await peopleOf(this.db, actor.site.id, access.members);
    return { conversation, readSeq, writers };
  }

  async lastSeq(conversationId: string): Promise<number> {
    return (await conversationById(this.db, conversationId))?.lastSeq ?? 0;
  }

  /** Messages after `after`, at most one batch. */
  async history(conversation: ConversationRow, place: Place, after: number): Promise<ChatMessage[]> {
    const rows = await messagesAfter(this.db, conversation.id, after, CHAT_BATCH_MAX);
    return rows.map((row) => messageToJson(row, place));
  }

  async send(actor: Actor, input: SendInput): Promise<{ message: ChatMessage; conversationId: string }> {
    const access = await this.access(actor, input);
    if (!access.canSend) throw new AppError('conflict', access.closedReason ?? 'This chat is closed.');
    const content = await this.content(actor, access.place, input);
    const { user, site } = actor;
    const conversation = await ensureConversation(this.db, site.id, access.place);
    const admins = access.tellsAdmins ? await siteAdmins(this.db, site.id) : [];
    const others = [...new Set([...access.members, ...admins])].filter((id) => id !== user.id);
    const stored = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const locked = await lockConversation(tx, conversation.id);
      const again = await findSent(tx, conversation.id, user.id, input.clientId);
      if (again) return again;
      const row = await insertMessage(tx, {
        id: newId(),
        siteId: site.id,
        conversationId: conversation.id,
        seq: locked.lastSeq + 1,
        senderId: user.id,
        senderName: `${user.firstName} ${user.lastName}`.trim(),
        senderRole: user.role,
        clientId: input.clientId,
        type: input.message_type,
        content: content.text,
        file: content.file,
      });
      await markSent(tx, site.id, conversation.id, user.id, row.seq, others);
      const preview = row.type === 'file' ? (row.file?.originalname ?? '') : row.content.slice(0, 140);
      await this.platform.events.appendAll(
        tx,
        others.map((recipientId) => ({
          type: 'chat_message' as const,
          siteId: site.id,
          recipientId,
          actor: eventActor(user),
          chatType: input.chatType,
          orderId: access.place.kind === 'order' ? access.place.orderId : null,
          orderNumber: access.orderNumber,
          writerId: access.place.kind === 'staff' ? access.place.writerId : null,
          preview,
        })),
      );
      await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${conversation.id})`);
      return row;
    });
    return { message: messageToJson(stored, access.place), conversationId: conversation.id };
  }

  async read(actor: Actor, ref: ConversationRef, seq: number): Promise<void> {
    const access = await this.access(actor, ref);
    const conversation = await findConversation(this.db, actor.site.id, access.place);
    if (conversation) await markRead(this.db, actor.site.id, conversation, actor.user.id, seq);
  }

  private async content(actor: Actor, place: Place, input: SendInput) {
    if (input.message_type === 'text') {
      const text = sendableText(input.content ?? '');
      if (!text) throw badRequest('Write a message first.');
      if (text.length > CHAT_TEXT_MAX) throw badRequest(`A message can be at most ${CHAT_TEXT_MAX} characters long.`);
      return { text, file: null };
    }
    if (!input.data?.key) throw badRequest('Attach a file first.');
    const file = await this.files.attachToChat(actor.site.id, actor.user, place.kind === 'order' ? { orderId: place.orderId } : { staffChatWriterId: place.writerId }, input.data.key);
    return { text: sendableText(input.content ?? '') ?? '', file };
  }
}
