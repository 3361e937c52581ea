import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { clientFrame, LIVE_FRAME_MAX_BYTES, type ClientFrame, type ServerFrame } from '@portal/domain/chat/live';
import type { SessionStore } from '../auth/sessions';
import type { Database, Db } from '../db/database';
import { newId } from '../db/ids';
import { AppError } from '../errors';
import type { SiteContext, UserContext } from '../http/context';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../http/request-context';
import { frameBudget } from './frame-budget';

export const LIVE_PATH = '/ws';
const USER_CHANNEL = 'portal_live_user';
/** A client pings every 60 s; one silent for this long is gone (a dead network, a sleeping laptop). */
const SILENT_LIMIT_MS = 150_000;
/** A client this far behind on reading is dropped; it reconnects and catches up by sequence number. */
const SLOW_CLIENT_BYTES = 4 * 1024 * 1024;
/**
 * A user's pages are told "read your notifications again" at most once in this time: the first change
 * at once, the changes that follow in one push at its end. A busy chat makes a notification per
 * message, and every push makes each open page of the user read its notifications over HTTP.
 */
const USER_PUSH_GAP_MS = 1_000;

export type LiveConnection = {
  readonly id: string;
  readonly site: SiteContext;
  readonly user: UserContext;
  send(frame: ServerFrame): void;
  /** A frame already written as JSON (one message fanned out to many sockets is written once). */
  sendText(frame: string): void;
};
type ClientEvent = ClientFrame['event'];
type Handler<E extends ClientEvent> = (conn: LiveConnection, data: Extract<ClientFrame, { event: E }>['data']) => Promise<void>;
type Live = LiveConnection & { socket: WebSocket; lastHeard: number; token: string };

/**
 * The live connection `/ws`. Signed in by the session cookie at the upgrade (the route declares its
 * access like every other, so the request hook refuses an anonymous upgrade with 401), and the Origin
 * must be the site itself: a page elsewhere cannot open a socket with our cookie. Every frame is parsed
 * with the domain's schema; features register what each client event does. Pushes to a user cross
 * processes by NOTIFY carrying only the user's id: every process with a socket of that user tells it.
 */
export class LiveServer {
  private readonly connections = new Map<string, Live>();
  private readonly byUser = new Map<string, Set<Live>>();
  private readonly handlers = new Map<ClientEvent, Handler<never>>();
  private readonly closeListeners: ((conn: LiveConnection) => void)[] = [];
  private sweeper: NodeJS.Timeout | null = null;
  /** Per user: when their pages were last told, and the push waiting for the end of the gap. */
  private readonly userPushes = new Map<string, { at: number; timer: NodeJS.Timeout | null }>();

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionStore,
    private readonly log: (message: string, err?: unknown) => void,
  ) {}

  on<E extends Exclude<ClientEvent, 'ping'>>(event: E, handler: Handler<E>): void {
    if (this.handlers.has(event)) throw new Error(`The live event "${event}" is handled twice.`);
    this.handlers.set(event, handler as unknown as Handler<never>);
  }

  /** Called when a socket closes, so features drop what they kept for it. */
  onClose(listener: (conn: LiveConnection) => void): void {
    this.closeListeners.push(listener);
  }

  /** Tells the user's open pages that their notifications changed, on commit of `tx`. */
  async notifyUser(tx: Db, userId: string): Promise<void> {
    await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${userId})`);
  }

  /**
   * The WebSocket plugin, registered before the request hook: its own onRequest marks upgrades, and
   * an upgrade the request hook refuses (401, 403) is then closed after its answer, not left open.
   */
  async installUpgrades(app: FastifyInstance): Promise<void> {
    await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_FRAME_MAX_BYTES } });
  }

  async install(app: FastifyInstance): Promise<void> {
    await this.database.listen(USER_CHANNEL, (userId) => this.tellUser(userId));
    // A session ended (sign-out, password change, deactivation): its sockets close at once.
    this.sessions.onRevoked((what) => void this.recheckSessions(what));
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
    app.addHook('onClose', async () => {
      if (this.sweeper) clearInterval(this.sweeper);
      for (const push of this.userPushes.values()) if (push.timer) clearTimeout(push.timer);
      for (const conn of this.connections.values()) conn.socket.close(1001, 'Server shutting down');
    });
    app.route({
      method: 'GET',
      url: LIVE_PATH,
      config: { access: 'signed-in', mutates: false },
      preValidation: async (req) => {
        // Only an upgrade opens a socket; a plain GET gets the handler's 400.
        if (req.ws && !sameOrigin(req)) throw new AppError('forbidden', 'The live connection must come from the site itself');
      },
      handler: async () => {
        throw new AppError('bad_request', 'This address takes a WebSocket connection');
      },
      wsHandler: (socket, req) => this.accept(socket, req),
    });
  }

  private accept(socket: WebSocket, req: FastifyRequest): void {
    const site = req.site!;
    const user = req.user!;
    const token = req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE] ?? '';
    const conn: Live = {
      id: newId(),
      site,
      user,
      socket,
      token,
      lastHeard: Date.now(),
      send: (frame) => conn.sendText(JSON.stringify(frame)),
      sendText: (frame) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SLOW_CLIENT_BYTES) return void socket.terminate();
        socket.send(frame);
      },
    };
    this.connections.set(conn.id, conn);
    const mine = this.byUser.get(user.id) ?? new Set<Live>();
    mine.add(conn);
    this.byUser.set(user.id, mine);
    const budget = frameBudget();
    // Handlers are attached at once: a frame sent right after the upgrade is not missed.
    socket.on('message', (raw, isBinary) => {
      conn.lastHeard = Date.now();
      if (isBinary || !budget.take()) return void socket.close(1008, 'Too many messages');
      void this.receive(conn, raw.toString());
    });
    socket.on('close', () => this.drop(conn));
    socket.on('error', () => this.drop(conn));
  }

  private async receive(conn: Live, raw: string): Promise<void> {
    let frame: ClientFrame;
    try {
      const parsed = clientFrame.safeParse(JSON.parse(raw));
      if (!parsed.success) throw parsed.error;
      frame = parsed.data;
    } catch {
      return conn.send({ event: 'error', data: { code: 'bad_frame', message: 'This message could not be read.' } });
    }
    if (frame.event === 'ping') return conn.send({ event: 'pong', data: {} });
    const handler = this.handlers.get(frame.event) as Handler<typeof frame.event> | undefined;
    if (!handler) return conn.send({ event: 'error', data: { code: 'bad_frame', message: 'This message could not be read.' } });
    try {
      await handler(conn, frame.data as never);
    } catch (err) {
      const clientId = frame.event === 'new_message' ? frame.data.clientId : undefined;
      if (err instanceof AppError && err.status < 500) {
        conn.send({ event: 'error', data: { code: err.reason ?? err.code, message: err.message, ...(clientId ? { clientId } : {}) } });
      } else {
        this.log(`live: ${frame.event} failed`, err);
        conn.send({ event: 'error', data: { code: 'server_error', message: 'Something went wrong.', ...(clientId ? { clientId } : {}) } });
      }
    }
  }

  private drop(conn: Live): void {
    if (!this.connections.delete(conn.id)) return;
    const mine = this.byUser.get(conn.user.id);
    mine?.delete(conn);
    if (mine && !mine.size) this.byUser.delete(conn.user.id);
    for (const listener of this.closeListeners) listener(conn);
  }

  private async recheckSessions(what: { sessionId?: string; userId?: string }): Promise<void> {
    const affected = [...this.connections.values()].filter((c) => c.user.id === what.userId || c.user.sessionId === what.sessionId);
    for (const conn of affected) {
      const still = await this.sessions.load(conn.token, conn.site.id).catch(() => null);
      if (!still) conn.socket.close(4401, 'Signed out');
    }
  }

  private tellUser(userId: string): void {
    const push = this.userPushes.get(userId);
    if (push?.timer) return;
    const tell = () => {
      this.userPushes.set(userId, { at: Date.now(), timer: null });
      for (const conn of this.byUser.get(userId) ?? []) conn.send({ event: 'notification', data: {} });
    };
    const wait = push ? push.at + USER_PUSH_GAP_MS - Date.now() : 0;
    if (wait <= 0) return tell();
    this.userPushes.set(userId, { at: push!.at, timer: setTimeout(tell, wait) });
  }

  private sweep(): void {
    const forgotten = Date.now() - USER_PUSH_GAP_MS;
    for (const [userId, push] of this.userPushes) if (!push.timer && push.at < forgotten) this.userPushes.delete(userId);
    const limit = Date.now() - SILENT_LIMIT_MS;
    for (const conn of this.connections.values()) if (conn.lastHeard < limit) conn.socket.terminate();
  }

  /** Open sockets in this process (for the benchmark's memory figures and tests). */
  get size(): number {
    return this.connections.size;
  }
}

/** The Origin's host must be the host the request came to (browsers always send Origin on a WebSocket). */
function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}
