import { serverFrame, type ClientFrame, type ServerFrame } from '@portal/domain/chat/live';
import { TIMINGS } from '@portal/domain/limits';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The tab's one live connection to `/ws` (spec 000 sections 4 and 9, spec 001 sections 4 and 9):
 * opened while some screen uses it (the bell, a chat), pinged every 60 s and closed when no pong came
 * within 20 s, reopened 2 s after an unexpected close and then with a growing delay while the server
 * stays away (a page that closes it on purpose does not reopen it). Every frame is parsed with the
 * domain's schema. Features listen to frames and to `open`, which is where they (re)subscribe.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed';

/** After this many failed attempts in a row the page says so; it still keeps trying. */
const FAILED_AFTER = 4;
const MAX_DELAY_MS = 30_000;

type FrameListener = (frame: ServerFrame) => void;

export class LiveSocket {
  private socket: WebSocket | null = null;
  private users = 0;
  private attempts = 0;
  private current: LiveStatus = 'idle';
  private readonly frameListeners = new Set<FrameListener>();
  private readonly openListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly url: () => string = defaultUrl) {}

  get status(): LiveStatus {
    return this.current;
  }

  /** A screen starts using the connection; the returned function stops (the last one closes it). */
  acquire(): () => void {
    this.users += 1;
    if (this.users === 1) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.shutdown();
    };
  }

  /** Sends a frame if the connection is open; false otherwise (the caller keeps it for later). */
  send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => void this.frameListeners.delete(listener);
  }

  /** Called on every (re)opening, and at once when already open. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    if (this.current === 'open') listener();
    return () => void this.openListeners.delete(listener);
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.statusListeners.forEach((fn) => fn());
  }

  private connect(): void {
    this.clearTimers();
    this.setStatus(this.attempts === 0 ? 'connecting' : this.attempts >= FAILED_AFTER ? 'failed' : 'reconnecting');
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setStatus('open');
      this.pingTimer = setInterval(() => this.ping(), TIMINGS.chatPingMs);
      this.openListeners.forEach((fn) => fn());
    };
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = serverFrame.parse(JSON.parse(String(event.data)));
      } catch {
        return; // a frame this page does not know (a newer server): ignored
      }
      if (frame.event === 'pong' && this.pongTimer) {
        clearTimeout(this.pongTimer);
        this.pongTimer = null;
      }
      this.frameListeners.forEach((fn) => fn(frame));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.users === 0) return this.setStatus('idle');
      // 4401: the session ended; the page's next call takes the user to sign in.
      if (event.code === 4401) return this.setStatus('failed');
      this.attempts += 1;
      this.setStatus(this.attempts >= FAILED_AFTER ? 'failed' : 'reconnecting');
      this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempts));
    };
  }

  private ping(): void {
    if (!this.send({ event: 'ping' })) return;
    this.pongTimer ??= setTimeout(() => this.socket?.close(4000, 'No pong'), TIMINGS.chatPongTimeoutMs);
  }

  private shutdown(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    this.attempts = 0;
    socket?.close(1000, 'Closed by the page');
    this.setStatus('idle');
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = this.pongTimer = this.retryTimer = null;
  }
}

/** 2 s after the first unexpected close, then doubling up to 30 s while the server stays away. */
export function reconnectDelay(attempts: number): number {
  return Math.min(TIMINGS.chatReconnectMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

function defaultUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

export const liveSocket = new LiveSocket();

/** Uses the tab's live connection while the component is mounted; re-renders on its status. */
export function useLive(socket: LiveSocket = liveSocket): LiveStatus {
  const [, setHeld] = useState(false);
  useEffect(() => {
    const release = socket.acquire();
    setHeld(true);
    return release;
  }, [socket]);
  return useSyncExternalStore(socket.subscribeStatus, () => socket.status);
}
