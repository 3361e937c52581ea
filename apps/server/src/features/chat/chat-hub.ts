import type { Database } from '../../platform/db/database';
import type { LiveConnection } from '../../platform/live/live-server';
import { messageToJson } from './chat-json';
import { messagesAfter, type Place } from './chat.store';
import { CHAT_CHANNEL } from './chat.service';

const FETCH_BATCH = 500;

type Subscriber = { conn: LiveConnection; sentSeq: number };
type Room = {
  place: Place;
  subscribers: Map<string, Subscriber>;
  /** Everything the room does runs on this chain, one step at a time, so each socket gets its messages once and in order. */
  chain: Promise<void>;
};

/**
 * This process's open conversations and the sockets subscribed to each. A NOTIFY names a conversation
 * that has new messages; the room reads the rows after the last one its least advanced socket has and
 * sends each socket the ones it has not had. After the listening connection comes back from a drop (NOTIFYs sent meanwhile
 * are lost), every open room reads again from where it was. A socket never gets a sequence number
 * twice, and never one out of order: every delivery of a room runs on one chain.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly database: Database,
    private readonly log: (message: string, err?: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.database.listen(CHAT_CHANNEL, (conversationId) => this.catchUp(conversationId));
    this.database.onListenerReconnect(() => {
      for (const id of this.rooms.keys()) this.catchUp(id);
    });
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

  /** New messages were committed in the conversation: read and deliver them (if anyone here listens). */
  catchUp(conversationId: string): void {
    const room = this.rooms.get(conversationId);
    if (room) void this.enqueue(room, () => this.deliverNew(conversationId, room));
  }

  /**
   * Reads from the least advanced socket of the room: a socket that joined later may have been given
   * more history than the others have had live, so each socket gets exactly the rows after its own
   * last one, in order.
   */
  private async deliverNew(conversationId: string, room: Room): Promise<void> {
    for (;;) {
      if (!room.subscribers.size) return;
      const from = Math.min(...[...room.subscribers.values()].map((sub) => sub.sentSeq));
      const rows = await messagesAfter(this.database.db, conversationId, from, FETCH_BATCH);
      for (const row of rows) {
        const message = messageToJson(row, room.place);
        for (const sub of room.subscribers.values()) {
          if (row.seq !== sub.sentSeq + 1) continue;
          sub.conn.send({ event: 'new_message', data: { message } });
          sub.sentSeq = row.seq;
        }
      }
      if (rows.length < FETCH_BATCH) return;
    }
  }

  private room(conversationId: string, place: Place): Room {
    let room = this.rooms.get(conversationId);
    if (!room) {
      room = { place, subscribers: new Map(), chain: Promise.resolve() };
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
