import { CHAT_BATCH_MAX, CHAT_TEXT_MAX, type ChatMessage, type ConversationRef } from '@portal/domain/chat/live';
// File names and types were checked at the upload (the `document` context: the chat's types and name rule).
import { sendableText } from '@portal/domain/chat/rules';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { FilesService } from '../files';
import { CHAT_NOT_FOUND, chatAccess, orderChatAccess, peopleOf, type ChatAccess } from './chat-access';
import { messageToJson } from './chat-json';
import { ChatSends, type SendInput, type Sent } from './chat-sends';
import { conversationById, ensureConversation, findConversation, markRead, messagesAfter, readSeqOf, type ConversationRow, type Place } from './chat.store';

export const CHAT_CHANNEL = 'portal_chat';
/** Order conversations whose id this process keeps (a few MB at most). */
const KNOWN_CONVERSATIONS = 50_000;
const orderKey = (siteId: string, orderId: string) => `${siteId}:${orderId}`;
const allowedToSend = (access: ChatAccess): ChatAccess => {
  if (!access.canSend) throw new AppError('conflict', access.closedReason ?? 'This chat is closed.');
  return access;
};

/**
 * Sending and reading chat messages. A send stores the message with the next sequence number of its
 * conversation under the conversation's row lock, in one transaction with the events that tell the
 * other members; after the commit the hub delivers it in this process and tells the others the
 * conversation's id (chat-hub.ts), and every process reads the new rows itself. A send repeated with
 * the same client id returns the stored message.
 */
export class ChatService {
  /** Order conversation ids by site and order: a send to a known one skips looking it up. */
  private readonly conversationIds = new Map<string, string>();
  private readonly sends: ChatSends;

  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {
    this.sends = new ChatSends(platform);
  }

  private get db(): Db {
    return this.platform.database.db;
  }

  access(actor: Actor, ref: ConversationRef): Promise<ChatAccess> {
    return chatAccess(this.db, actor, ref);
  }

  /** The conversation's state for a reader: where they had read, who is in it. */
  async opening(actor: Actor, access: ChatAccess) {
    const conversation = await this.conversationOf(actor.site.id, access.place);
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

  /**
   * Stores a message once per client id and answers it with its conversation; `stored` is false when
   * the client id had been sent before (the stored message is answered again, nothing else happens).
   * Once the order's conversation is known to this process, a text message goes straight to the
   * batch of sends (chat-sends.ts), whose lock also reads who may write.
   */
  async send(actor: Actor, input: SendInput): Promise<{ message: ChatMessage; conversationId: string; stored: boolean }> {
    const key = input.chatType === 'writerToCustomer' ? orderKey(actor.site.id, input.order_id) : null;
    const known = key && input.message_type === 'text' ? this.conversationIds.get(key) : undefined;
    if (key && known) {
      const sent = await this.sends.send(actor, input, known, (locked) => {
        const access = allowedToSend(orderChatAccess(actor, locked.order));
        return { access, content: { text: this.text(input), file: null } };
      });
      if (sent) return this.answer(sent, known);
      this.conversationIds.delete(key);
    }
    const access = allowedToSend(await this.access(actor, input));
    const content = await this.content(actor, access.place, input);
    const conversation = await this.conversationOf(actor.site.id, access.place);
    const sent = await this.sends.send(actor, input, conversation.id, () => ({ access, content }));
    if (!sent) throw new AppError('not_found', CHAT_NOT_FOUND);
    return this.answer(sent, conversation.id);
  }

  private answer(sent: Sent, conversationId: string) {
    return { message: messageToJson(sent.row, sent.place), conversationId, stored: sent.stored };
  }

  /** The conversation of a place, made on first use; its id is kept (a place's conversation never changes). */
  private async conversationOf(siteId: string, place: Place): Promise<ConversationRow> {
    const conversation = await ensureConversation(this.db, siteId, place);
    if (place.kind === 'order') this.remember(orderKey(siteId, place.orderId), conversation.id);
    return conversation;
  }

  private remember(key: string, id: string): void {
    // A bounded map: the oldest entry goes first (an order's chat read again is simply looked up again).
    if (this.conversationIds.size >= KNOWN_CONVERSATIONS) this.conversationIds.delete(this.conversationIds.keys().next().value!);
    this.conversationIds.set(key, id);
  }

  async read(actor: Actor, ref: ConversationRef, seq: number): Promise<void> {
    const access = await this.access(actor, ref);
    const conversation = await findConversation(this.db, actor.site.id, access.place);
    if (conversation) await markRead(this.db, actor.site.id, conversation, actor.user.id, seq);
  }

  private text(input: SendInput): string {
    const text = sendableText(input.content ?? '');
    if (!text) throw badRequest('Write a message first.');
    if (text.length > CHAT_TEXT_MAX) throw badRequest(`A message can be at most ${CHAT_TEXT_MAX} characters long.`);
    return text;
  }

  private async content(actor: Actor, place: Place, input: SendInput) {
    if (input.message_type === 'text') return { text: this.text(input), file: null };
    if (!input.data?.key) throw badRequest('Attach a file first.');
    const file = await this.files.attachToChat(actor.site.id, actor.user, place.kind === 'order' ? { orderId: place.orderId } : { staffChatWriterId: place.writerId }, input.data.key);
    return { text: sendableText(input.content ?? '') ?? '', file };
  }
}
