import { CHAT_COMPLETED_WARNING_DAYS } from '../limits';
import type { ChatMessage, ConversationRef } from './live';

/** Text is sent trimmed; nothing is sent for text that is only spaces. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length ? trimmed : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The warning that the writer may not be told of new messages: complete for more than 10 days. */
export function completedLongAgo(order: { statusPercentage: number; completedAt: string | null }, now: Date): boolean {
  if (order.statusPercentage < 100 || !order.completedAt) return false;
  return now.getTime() - new Date(order.completedAt).getTime() > CHAT_COMPLETED_WARNING_DAYS * DAY_MS;
}

/** One key per conversation, the same on both sides (the client keys its state by it). */
export function conversationKey(ref: ConversationRef): string {
  return ref.chatType === 'writerToCustomer' ? `order:${ref.order_id}` : `writer:${ref.userId}`;
}

export function messageRef(message: ChatMessage): ConversationRef {
  return message.chatType === 'writerToCustomer' ? { chatType: 'writerToCustomer', order_id: message.order_id! } : { chatType: 'writerToAdmin', userId: message.userId! };
}

/**
 * Merges newly received messages into what a client holds: each sequence number once, in order.
 * A message can arrive twice (the live push and a resubscription's catch-up both carry it); it is
 * kept once. A client's own pending message (no sequence yet) is replaced by the stored one with
 * the same client id.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last sequence number held without a gap from the start: what a resubscription asks after. */
export function lastContiguousSeq(held: readonly ChatMessage[]): number {
  let last = 0;
  for (const m of held) {
    if (m.seq === last + 1) last = m.seq;
    else if (m.seq > last + 1) break;
  }
  return last;
}

/** How many messages of others follow the reader's last read one. */
export function unreadCount(messages: readonly ChatMessage[], readSeq: number, me: string): number {
  return messages.filter((m) => m.seq > readSeq && m.sent_by !== me).length;
}
