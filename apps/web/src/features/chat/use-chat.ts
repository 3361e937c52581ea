import type { ChatMessage, ConversationRef, ServerFrameOf } from '@portal/domain/chat/live';
import { conversationKey, lastContiguousSeq, mergeMessages, messageRef } from '@portal/domain/chat/rules';
import { TIMINGS } from '@portal/domain/limits';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { liveSocket, useLive, type LiveSocket, type LiveStatus } from '../../platform/live';

export type PendingMessage = {
  clientId: string;
  type: 'text' | 'file';
  content: string;
  file: { key: string; originalname: string; mimetype: string } | null;
  failed: boolean;
};

export type ChatState = {
  status: LiveStatus;
  /** The history has arrived (the first `all_messages` frame that completes it). */
  loaded: boolean;
  messages: ChatMessage[];
  pending: PendingMessage[];
  writers: ServerFrameOf<'all_messages'>['data']['writers'];
  canSend: boolean;
  /** Where the reader had read up to when the chat opened (the unread divider). */
  readSeq: number;
  /** The server refused the chat (not found, not allowed). */
  refused: { code: string; message: string } | null;
  send(message: { type: 'text' | 'file'; content: string; file?: PendingMessage['file'] }): void;
  retry(clientId: string): void;
  discard(clientId: string): void;
  /** Tells the server the reader has seen everything shown. */
  markRead(): void;
};

const newClientId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/**
 * One conversation on the tab's live connection. It subscribes 1 s after the connection opens (and
 * after every reopening) with the last sequence number it holds without a gap, so it receives exactly
 * what it missed; every message is kept once, in order. A message being sent keeps its client id until
 * the stored one comes back; after a reconnect it is sent again with the same id, which the server
 * stores once.
 */
export function useChat(ref: ConversationRef, socket: LiveSocket = liveSocket): ChatState {
  const status = useLive(socket);
  const key = conversationKey(ref);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [info, setInfo] = useState({ loaded: false, writers: [] as ChatState['writers'], canSend: false, readSeq: 0 });
  const [refused, setRefused] = useState<ChatState['refused']>(null);
  const held = useRef<ChatMessage[]>([]);
  const waiting = useRef<PendingMessage[]>([]);
  const refRef = useRef(ref);
  refRef.current = ref;

  useEffect(() => {
    held.current = [];
    waiting.current = [];
    setMessages([]);
    setPending([]);
    setInfo({ loaded: false, writers: [], canSend: false, readSeq: 0 });
    setRefused(null);
    let opened = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const take = (incoming: ChatMessage[]) => {
      held.current = mergeMessages(held.current, incoming);
      setMessages(held.current);
      const stored = new Set(incoming.map((m) => m.clientId));
      if (waiting.current.some((p) => stored.has(p.clientId))) {
        waiting.current = waiting.current.filter((p) => !stored.has(p.clientId));
        setPending(waiting.current);
      }
    };
    const offFrame = socket.onFrame((frame) => {
      if (frame.event === 'all_messages') {
        const d = frame.data;
        const frameKey = d.chatType === 'writerToCustomer' ? `order:${d.order_id}` : `writer:${d.userId}`;
        if (frameKey !== key) return;
        take(d.messages);
        if (d.complete) setInfo((was) => ({ loaded: true, writers: d.writers, canSend: d.canSend, readSeq: was.loaded ? was.readSeq : d.readSeq }));
      } else if (frame.event === 'new_message') {
        if (conversationKey(messageRef(frame.data.message)) === key) take([frame.data.message]);
      } else if (frame.event === 'error') {
        const { clientId, code, message } = frame.data;
        if (clientId) {
          if (!waiting.current.some((p) => p.clientId === clientId)) return;
          waiting.current = waiting.current.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p));
          setPending(waiting.current);
        } else if (code === 'not_found' || code === 'forbidden') {
          setRefused({ code, message });
        }
      }
    });
    const offOpen = socket.onOpen(() => {
      if (timer) clearTimeout(timer);
      // The spec's pause before subscribing: the server has the socket's session ready by then.
      timer = setTimeout(() => {
        if (!opened) return;
        socket.send({ event: 'subscribe', data: { ...refRef.current, after: lastContiguousSeq(held.current) } });
        for (const p of waiting.current) if (!p.failed) sendPending(socket, refRef.current, p);
      }, TIMINGS.chatSubscribeDelayMs);
    });
    return () => {
      opened = false;
      if (timer) clearTimeout(timer);
      offFrame();
      offOpen();
    };
  }, [key, socket]);

  const send = useCallback<ChatState['send']>(
    (message) => {
      const pendingMessage: PendingMessage = { clientId: newClientId(), type: message.type, content: message.content, file: message.file ?? null, failed: false };
      waiting.current = [...waiting.current, pendingMessage];
      setPending(waiting.current);
      // Not open right now: it goes out when the connection reopens.
      sendPending(socket, refRef.current, pendingMessage);
    },
    [socket],
  );

  /** Sends a failed message again, with its own client id (stored once whatever happened before). */
  const retry = useCallback(
    (clientId: string) => {
      waiting.current = waiting.current.map((p) => (p.clientId === clientId ? { ...p, failed: false } : p));
      setPending(waiting.current);
      const again = waiting.current.find((p) => p.clientId === clientId);
      if (again) sendPending(socket, refRef.current, again);
    },
    [socket],
  );

  const discard = useCallback((clientId: string) => {
    waiting.current = waiting.current.filter((p) => p.clientId !== clientId);
    setPending(waiting.current);
  }, []);

  const lastSeq = messages.at(-1)?.seq ?? 0;
  const readUpTo = useRef(0);
  const markRead = useCallback(() => {
    if (lastSeq <= readUpTo.current) return;
    if (socket.send({ event: 'read', data: { ...refRef.current, seq: lastSeq } })) readUpTo.current = lastSeq;
  }, [lastSeq, socket]);

  return useMemo(() => ({ status, ...info, messages, pending, refused, send, retry, discard, markRead }), [status, info, messages, pending, refused, send, retry, discard, markRead]);
}

function sendPending(socket: LiveSocket, ref: ConversationRef, p: PendingMessage): boolean {
  return socket.send({
    event: 'new_message',
    data: { ...ref, message_type: p.type, content: p.content, ...(p.file ? { data: { key: p.file.key } } : {}), clientId: p.clientId },
  });
}
