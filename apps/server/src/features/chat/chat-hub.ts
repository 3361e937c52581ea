import type { ServerFrame } from '@portal/domain/chat/live';
import { BatchedNotifier } from '../../platform/db/batched-notify';
import type { Database } from '../../platform/db/database';
import type { LiveConnection } from '../../platform/live/live-server';
import { messageToJson } from './chat-json';
import { lastSeqsOf, messagesAfterEach, type MessageRow, type Place } from './chat.store';
import { CHAT_CHANNEL } from './chat.service';

const FETCH_BATCH = 500;
/** A room not read for this long is checked against its conversation's counter (a lost NOTIFY). */
const CHECK_MS = 1_000;
/** Ids per statement when checking rooms. */
const CHECK_CHUNK = 1_000;

type Subscriber = { conn: LiveConnection; sentSeq: number };
type Room = {
  place: Place;
  subscribers: Map<string, Subscriber>;
  /** Everything the room does runs on this chain, one step at a time, so each socket gets its messages once and in order. */
  chain: Promise<void>;
  /** A read is queued on the chain and has not started: it will see whatever was committed until then. */
  woken: boolean;
  /** When the room last read (ms); a room read long ago is checked against its counter. */
  readAt: number;
};
type Wanted = { conversationId: string; after: number; resolve: (rows: MessageRow[]) => void; reject: (err: unknown) => void };

/**
 * This process's open conversations and the sockets subscribed to each. A process that commits a
 * message delivers it to its own sockets at once and tells the others the conversation's id (many
 * ids in one NOTIFY); a room so woken reads the rows after the last one its least advanced socket
 * has and sends each socket the ones it has not had. The reads of all rooms woken at the same moment
 * are one query. NOTIFY only makes delivery prompt: after the listening connection comes back from a
 * drop every open room reads again, and a room not read for a second is checked against its
 * conversation's counter (a process that died between its commit and its NOTIFY). A socket never gets
 * a sequence number twice, and never one out of order: every delivery of a room runs on one chain.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Room>();
  private readonly notifier: BatchedNotifier;
  private wanted: Wanted[] = [];
  private reading: Promise<void> | null = null;
  private checker: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly database: Database,
    private readonly log: (message: string, err?: unknown) => void,
  ) {
    this.notifier = new BatchedNotifier(database, CHAT_CHANNEL, log);
  }

  async start(): Promise<void> {
    await this.notifier.listen((ids) => ids.forEach((id) => this.catchUp(id)));
    this.database.onListenerReconnect(() => {
      for (const id of this.rooms.keys()) this.catchUp(id);
    });
    this.checker = setInterval(() => void this.check(), CHECK_MS);
    this.checker.unref();
  }

  async stop(): Promise<void> {
    if (this.checker) clearInterval(this.checker);
    await this.notifier.settled();
  }

  /**
   * Adds a socket to a room. `replay` sends it the history (on the room's chain, so no live message
   * can come between) and says the last sequence number the socket now has.
   */
  join(conversationId: string, place: Place, conn: LiveConnection, replay: () => Promise<number>): Promise<void> {
    const room = this.room(conversationId, place);
    return this.enqueue(room, async () => {
      room.subscribers.delete(conn.id);
      const sentSeq = await replay();
      room.subscribers.set(conn.id, { conn, sentSeq });
    });
  }

  leave(conn: LiveConnection): void {
    for (const [id, room] of this.rooms) {
      room.subscribers.delete(conn.id);
      if (!room.subscribers.size) this.rooms.delete(id);
    }
  }

  /** This process committed a message in the conversation: its sockets get it now, the other processes are told. */
  committed(conversationId: string): void {
    this.catchUp(conversationId);
    this.notifier.send(conversationId);
  }

  /** New messages were committed in the conversation: read and deliver them (if anyone here listens). */
  catchUp(conversationId: string): void {
    const room = this.rooms.get(conversationId);
    if (!room || room.woken) return;
    room.woken = true;
    void this.enqueue(room, () => this.deliverNew(conversationId, room));
  }

  /**
   * Reads from the least advanced socket of the room: a socket that joined later may have been given
   * more history than the others have had live, so each socket gets exactly the rows after its own
   * last one, in order. The frame of a message is written once and sent to every socket that lacks it.
   */
  private async deliverNew(conversationId: string, room: Room): Promise<void> {
    room.woken = false;
    room.readAt = Date.now();
    for (;;) {
      if (!room.subscribers.size) return;
      const from = Math.min(...[...room.subscribers.values()].map((sub) => sub.sentSeq));
      const rows = await this.read(conversationId, from);
      for (const row of rows) {
        const frame = JSON.stringify({ event: 'new_message', data: { message: messageToJson(row, room.place) } } satisfies ServerFrame);
        for (const sub of room.subscribers.values()) {
          if (row.seq !== sub.sentSeq + 1) continue;
          sub.conn.sendText(frame);
          sub.sentSeq = row.seq;
        }
      }
      if (rows.length < FETCH_BATCH) return;
    }
  }

  /** The rows after `after`; the reads asked for while one query is on its way go together in the next. */
  private read(conversationId: string, after: number): Promise<MessageRow[]> {
    return new Promise((resolve, reject) => {
      this.wanted.push({ conversationId, after, resolve, reject });
      this.reading ??= this.readWanted();
    });
  }

  private async readWanted(): Promise<void> {
    try {
      // The rooms woken by one NOTIFY (or one moment of commits) ask in the same turn: wait for all of them.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.wanted.length) {
        const batch = this.wanted;
        this.wanted = [];
        try {
          const rows = await messagesAfterEach(this.database.db, batch, FETCH_BATCH);
          const byConversation = new Map<string, MessageRow[]>();
          for (const row of rows) byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row]);
          for (const w of batch) w.resolve(byConversation.get(w.conversationId) ?? []);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.reading = null;
    }
  }

  /** Rooms not read for CHECK_MS whose conversation has moved past what their sockets have: read them. */
  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const quietSince = Date.now() - CHECK_MS;
      const quiet = [...this.rooms.entries()].filter(([, room]) => room.readAt < quietSince && !room.woken && room.subscribers.size);
      for (let i = 0; i < quiet.length; i += CHECK_CHUNK) {
        const chunk = quiet.slice(i, i + CHECK_CHUNK);
        const last = new Map((await lastSeqsOf(this.database.db, chunk.map(([id]) => id))).map((r) => [r.id, r.lastSeq]));
        for (const [id, room] of chunk) {
          if (Math.min(...[...room.subscribers.values()].map((sub) => sub.sentSeq)) < (last.get(id) ?? 0)) this.catchUp(id);
        }
      }
    } catch (err) {
      this.log('chat check failed', err);
    } finally {
      this.checking = false;
    }
  }

  private room(conversationId: string, place: Place): Room {
    let room = this.rooms.get(conversationId);
    if (!room) {
      room = { place, subscribers: new Map(), chain: Promise.resolve(), woken: false, readAt: Date.now() };
      this.rooms.set(conversationId, room);
    }
    return room;
  }

  private enqueue(room: Room, step: () => Promise<void>): Promise<void> {
    const next = room.chain.then(step).catch((err: unknown) => this.log('chat delivery failed', err));
    room.chain = next;
    return next;
  }

  /** Rooms and sockets open in this process (tests and the benchmark). */
  get stats() {
    let sockets = 0;
    for (const room of this.rooms.values()) sockets += room.subscribers.size;
    return { rooms: this.rooms.size, sockets };
  }
}
