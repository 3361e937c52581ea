import WebSocket from 'ws';
import { serverFrame, type ClientFrame, type ServerFrame, type ServerFrameOf } from '@portal/domain/chat/live';
import type { TestClient } from './http-client';

/**
 * A real WebSocket client of `/ws` for the tests: it opens with the signed-in client's cookie and the
 * site's Origin (as a browser on the site does), parses every frame with the domain's schema and keeps
 * them, so a test can wait for the frame it expects.
 */
export class LiveClient {
  readonly frames: ServerFrame[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.frames.push(serverFrame.parse(JSON.parse(raw.toString())));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(port: number, http: TestClient, options: { origin?: string | null; host?: string } = {}): Promise<LiveClient> {
    const host = options.host ?? http.host;
    const origin = options.origin === undefined ? `http://${host}` : options.origin;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      headers: { host, cookie: http.cookieHeader(), ...(origin ? { origin } : {}) },
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new LiveClient(socket)));
      socket.once('unexpected-response', (req, res) => {
        // With a listener here, ws leaves the refused request open: end it, or the server waits on it at close.
        req.destroy();
        reject(new Error(`upgrade refused: ${res.statusCode}`));
      });
      socket.once('error', (err) => {
        if (!/upgrade refused|socket hang up/.test(err.message)) reject(err);
      });
    });
  }

  send(frame: ClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame (from `from` on) that matches; waits up to `timeoutMs` for it. */
  async next<E extends ServerFrame['event']>(event: E, match: (frame: ServerFrameOf<E>) => boolean = () => true, timeoutMs = 5000, from = 0): Promise<ServerFrameOf<E>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find((f): f is ServerFrameOf<E> => f.event === event && match(f as ServerFrameOf<E>));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no ${event} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  of<E extends ServerFrame['event']>(event: E): ServerFrameOf<E>[] {
    return this.frames.filter((f): f is ServerFrameOf<E> => f.event === event);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((fn) => fn());
  }
}
