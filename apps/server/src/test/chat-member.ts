import WebSocket from 'ws';
import { serverFrame, type ChatMessage, type ConversationRef } from '@portal/domain/chat/live';

/**
 * A chat member as a real client behaves (the web client's rules): it subscribes with the last
 * sequence number it holds without a gap, resends what was not acknowledged with the same client id
 * after a reconnect, and reconnects to another process when its own goes away. It counts what a
 * lossless, duplicate-free protocol must never produce: a sequence number received twice, or one
 * received before the one preceding it.
 */
export class ChatMember {
  readonly held = new Map<number, ChatMessage>();
  lastContiguous = 0;
  duplicates = 0;
  outOfOrder = 0;
  /** Delivery latency of live messages sent by others (from the send to this member's receipt), ms. */
  readonly latencies: number[] = [];
  private readonly pending = new Map<string, { content: string; sentAt: number }>();
  private socket: WebSocket | null = null;
  private away = false;
  private stopped = false;
  private subscribed = false;
  private counter = 0;

  constructor(
    readonly name: string,
    private readonly cookie: string,
    private readonly ref: ConversationRef,
    private readonly pickPort: () => number,
    private readonly sentAt: Map<string, number> = new Map(),
  ) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  get isAway(): boolean {
    return this.away;
  }

  get connected(): boolean {
    return this.subscribed && this.socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (this.stopped || this.away) return;
    const port = this.pickPort();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, cookie: this.cookie } });
    this.socket = socket;
    this.subscribed = false;
    socket.on('open', () => socket.send(JSON.stringify({ event: 'subscribe', data: { ...this.ref, after: this.lastContiguous } })));
    socket.on('message', (raw) => this.receive(raw.toString()));
    const retry = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.subscribed = false;
      setTimeout(() => this.connect(), 200);
    };
    socket.on('close', retry);
    socket.on('error', () => socket.terminate());
    socket.on('unexpected-response', (req) => {
      req.destroy();
      retry();
    });
  }

  send(content: string): string {
    const clientId = `${this.name}-${++this.counter}-${Date.now()}`;
    const sentAt = Date.now();
    this.pending.set(clientId, { content, sentAt });
    this.sentAt.set(clientId, sentAt);
    if (this.connected) this.transmit(clientId);
    return clientId;
  }

  /** Goes away (a closed laptop) for `ms`, then comes back and asks for what it missed. */
  stayAway(ms: number): Promise<void> {
    this.away = true;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    return new Promise((resolve) =>
      setTimeout(() => {
        this.away = false;
        this.connect();
        resolve();
      }, ms),
    );
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private transmit(clientId: string): void {
    const p = this.pending.get(clientId)!;
    this.socket!.send(JSON.stringify({ event: 'new_message', data: { ...this.ref, message_type: 'text', content: p.content, clientId } }));
  }

  private receive(raw: string): void {
    const frame = serverFrame.parse(JSON.parse(raw));
    if (frame.event === 'all_messages') {
      frame.data.messages.forEach((m) => this.take(m, false));
      if (frame.data.complete && !this.subscribed) {
        this.subscribed = true;
        for (const clientId of this.pending.keys()) this.transmit(clientId);
      }
    } else if (frame.event === 'new_message') {
      this.take(frame.data.message, true);
    } else if (frame.event === 'ack') {
      this.pending.delete(frame.data.clientId);
    }
  }

  private take(message: ChatMessage, live: boolean): void {
    if (this.held.has(message.seq)) {
      this.duplicates += 1;
      return;
    }
    if (message.seq !== this.lastContiguous + 1) this.outOfOrder += 1;
    this.held.set(message.seq, message);
    while (this.held.has(this.lastContiguous + 1)) this.lastContiguous += 1;
    const sentAt = message.clientId ? this.sentAt.get(message.clientId) : undefined;
    if (live && sentAt && !message.clientId?.startsWith(`${this.name}-`)) this.latencies.push(Date.now() - sentAt);
  }
}
