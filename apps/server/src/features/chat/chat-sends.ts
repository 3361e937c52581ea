import type { ClientFrame } from '@portal/domain/chat/live';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { eventActor } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { siteAdmins, type ChatAccess } from './chat-access';
import { lockForSends, readMarks, writeSends, type LockedConversation } from './chat-send.store';
import { findSent, type MessageRow, type Place } from './chat.store';

export type SendInput = Extract<ClientFrame, { event: 'new_message' }>['data'];
export type Content = { text: string; file: MessageRow['file'] };
/** What a send decides on its locked conversation: whether the sender may write there (it throws if not), and what. */
export type Decide = (locked: LockedConversation) => { access: ChatAccess; content: Content };
/** The stored message; `stored` is false when the client id had been stored before (nothing else happened). */
export type Sent = { row: MessageRow; place: Place; stored: boolean };

type Pending = { actor: Actor; input: SendInput; conversationId: string; decide: Decide; resolve: (sent: Sent | null) => void; reject: (err: unknown) => void };
type Outcome = { sent: Sent | null } | { err: unknown } | { sameAs: number };
type Accepted = { index: number; access: ChatAccess; others: string[]; row: Omit<MessageRow, 'createdAt'> };

/** At most this many sends in one transaction. */
const MAX_BATCH = 200;

/** A send of the batch had been stored before (a resend after a reconnect): the batch goes again, one send at a time. */
class StoredBefore extends Error {
  constructor(readonly place: Place | null) {
    super('stored before');
  }
}

/**
 * The sends of this process, stored in batches: sends that arrive while a batch is being stored wait
 * and go together in the next, in one transaction of four round trips however many they are (lock
 * the conversations; then one statement inserts the messages, moves the counters, marks the readers
 * and appends the events). On a loaded machine every round trip waits for the process and the
 * database to be scheduled again; with a transaction of seven round trips per send, each holding a
 * pooled connection throughout, 250 sends a second exhausted the pool and the server fell behind.
 * Numbers are taken under the locks, in arrival order; a send refused (no access, chat closed) is left
 * out; if a batch fails, each of its sends is tried alone, so one bad send cannot fail the others.
 */
export class ChatSends {
  private waiting: Pending[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly platform: Platform) {}

  /** Stores the message (null: the conversation no longer exists). */
  send(actor: Actor, input: SendInput, conversationId: string, decide: Decide): Promise<Sent | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ actor, input, conversationId, decide, resolve, reject });
      this.running ??= this.run();
    });
  }

  private async run(): Promise<void> {
    // The sends of this moment (frames read from many sockets at once) go in the first batch.
    try {
      await new Promise((resolve) => setImmediate(resolve));
      while (this.waiting.length) await this.storeAndSettle(this.waiting.splice(0, MAX_BATCH));
    } finally {
      this.running = null;
    }
  }

  private async storeAndSettle(batch: Pending[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.store(batch);
    } catch (err) {
      if (batch.length > 1) {
        for (const item of batch) await this.storeAndSettle([item]);
        return;
      }
      const only = batch[0]!;
      if (!(err instanceof StoredBefore)) return only.reject(err);
      // A resend of a stored message: it is answered with the stored one, and nothing else happens.
      const row = await findSent(this.platform.database.db, only.conversationId, only.actor.user.id, only.input.clientId).catch(() => null);
      if (!row || !err.place) return only.reject(new Error('the stored message was not found'));
      return only.resolve({ row, place: err.place, stored: false });
    }
    if (outcomes.some((o) => 'sent' in o && o.sent?.stored)) this.platform.events.wakeSoon();
    for (const [i, item] of batch.entries()) {
      const outcome = outcomes[i]!;
      if ('err' in outcome) item.reject(outcome.err);
      else if ('sent' in outcome) item.resolve(outcome.sent);
      else {
        // The same client id twice in one batch: the second gets what the first got, as a repeat.
        const first = outcomes[outcome.sameAs]!;
        if ('sent' in first) item.resolve(first.sent && { ...first.sent, stored: false });
        else item.reject('err' in first ? first.err : new Error('unsettled send'));
      }
    }
  }

  private store(batch: Pending[]): Promise<Outcome[]> {
    return this.platform.database.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const outcomes: Outcome[] = [];
      const locked = await lockForSends(tx, [...new Set(batch.map((p) => p.conversationId))]);
      const accepted = await this.accept(tx, batch, locked, outcomes);
      if (!accepted.length) return outcomes;
      const events = this.platform.events.insertOf(tx, accepted.flatMap((a) => this.events(batch[a.index]!, a)));
      const rows = await writeSends(tx, accepted.map((a) => a.row), readMarks(accepted), events);
      // A client id stored before: nothing of this batch may stay (the counters would point past a hole).
      if (rows.length < accepted.length) throw new StoredBefore(batch.length === 1 ? accepted[0]!.access.place : null);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const stored = accepted.map((a) => ({ ...a, row: byId.get(a.row.id)! }));
      for (const s of stored) outcomes[s.index] = { sent: { row: s.row, place: s.access.place, stored: true } };
      return outcomes;
    });
  }

  /** Decides each send on its locked conversation and numbers the accepted ones, in arrival order. */
  private async accept(tx: Db, batch: Pending[], locked: Map<string, LockedConversation>, outcomes: Outcome[]): Promise<Accepted[]> {
    const next = new Map([...locked].map(([id, l]) => [id, l.conversation.lastSeq]));
    const first = new Map<string, number>();
    const admins = new Map<string, string[]>();
    const accepted: Accepted[] = [];
    for (const [index, p] of batch.entries()) {
      const conversation = locked.get(p.conversationId);
      if (!conversation) {
        outcomes[index] = { sent: null };
        continue;
      }
      const { user, site } = p.actor;
      const key = `${p.conversationId} ${user.id} ${p.input.clientId}`;
      if (first.has(key)) {
        outcomes[index] = { sameAs: first.get(key)! };
        continue;
      }
      let decided: ReturnType<Decide>;
      try {
        decided = p.decide(conversation);
      } catch (err) {
        outcomes[index] = { err };
        continue;
      }
      first.set(key, index);
      const { access, content } = decided;
      if (access.tellsAdmins && !admins.has(site.id)) admins.set(site.id, await siteAdmins(tx, site.id));
      const others = [...new Set([...access.members, ...(access.tellsAdmins ? admins.get(site.id)! : [])])].filter((id) => id !== user.id);
      const seq = next.get(p.conversationId)! + 1;
      next.set(p.conversationId, seq);
      const row = { id: newId(), siteId: site.id, conversationId: p.conversationId, seq, senderId: user.id, senderName: `${user.firstName} ${user.lastName}`.trim(), senderRole: user.role, clientId: p.input.clientId, type: p.input.message_type, content: content.text, file: content.file };
      accepted.push({ index, access, others, row });
    }
    return accepted;
  }

  /** The bell's event for each other member. */
  private events(p: Pending, s: { access: ChatAccess; others: string[]; row: Omit<MessageRow, 'createdAt'> }) {
    const preview = s.row.type === 'file' ? (s.row.file?.originalname ?? '') : s.row.content.slice(0, 140);
    return s.others.map((recipientId) => ({
      type: 'chat_message' as const,
      siteId: s.row.siteId,
      recipientId,
      actor: eventActor(p.actor.user),
      chatType: p.input.chatType,
      orderId: s.access.place.kind === 'order' ? s.access.place.orderId : null,
      orderNumber: s.access.orderNumber,
      writerId: s.access.place.kind === 'staff' ? s.access.place.writerId : null,
      preview,
    }));
  }
}
