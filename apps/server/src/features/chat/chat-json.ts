import type { ChatMessage } from '@portal/domain/chat/live';
import type { MessageRow, Place } from './chat.store';

/** A stored message as the spec's chat message, with our own fields (seq, clientId, where it belongs). */
export function messageToJson(row: MessageRow, place: Place): ChatMessage {
  return {
    _id: row.id,
    type: row.type,
    sent_by: row.senderId ?? '',
    content: row.content,
    data: row.file ?? null,
    createdAt: row.createdAt.toISOString(),
    writerName: row.senderName,
    order_id: place.kind === 'order' ? place.orderId : null,
    chatType: place.kind === 'order' ? 'writerToCustomer' : 'writerToAdmin',
    userId: place.kind === 'staff' ? place.writerId : null,
    seq: row.seq,
    clientId: row.clientId,
    senderRole: row.senderRole,
  };
}
