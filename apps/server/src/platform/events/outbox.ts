import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { newId } from '../db/ids';
import { outbox } from '../db/schema';
import type { DomainEvent, EventType } from './domain-events';

export type Subscriber = {
  /** Stable: it is stored with every row meant for this subscriber. */
  name: string;
  handles: readonly EventType[];
  /** Called at least once per event; `db` is the delivering transaction, so row writes commit with the "delivered" mark. */
  deliver(event: DomainEvent, db: Db): Promise<void>;
  /**
   * Optional: several events at once (one multi-row insert instead of one per event, for busy
   * subscribers such as the bell under a chat's traffic). If it fails, each event is delivered alone
   * with `deliver`, so one bad event cannot hold back the others.
   */
  deliverMany?(events: DomainEvent[], db: Db): Promise<void>;
};

const CHANNEL = 'outbox';
const BATCH = 20;
const POLL_MS = 5_000;
/** How long a `wakeSoon` waits, so that the events of many changes go in one delivery. */
const WAKE_SOON_MS = 50;
/** 10 s, 20 s, 40 s ... up to an hour: a mail server that is down gets time to come back. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The transactional outbox and its dispatcher. `append` writes one row per interested subscriber in
 * the caller's transaction and NOTIFYs on commit; the dispatcher, woken by that notification
 * (LISTEN on PostgreSQL, in-process on PGlite) and by a poll as the safety net, takes due rows with
 * FOR UPDATE SKIP LOCKED (so several processes never deliver the same row at once), delivers each
 * in a savepoint (a subscriber that takes several at once gets them in one) and marks it delivered,
 * or schedules a retry with backoff.
 */
export class Outbox {
  private readonly subscribers = new Map<string, Subscriber>();
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly database: Database,
    private readonly log: (message: string, err?: unknown) => void,
  ) {}

  subscribe(subscriber: Subscriber): void {
    this.subscribers.set(subscriber.name, subscriber);
  }

  /** Records the event for every subscriber that handles it, in `tx`: it exists exactly when the change commits. */
  async append(tx: Db, event: DomainEvent): Promise<void> {
    await this.appendAll(tx, [event]);
  }

  /** Several events of one change, in one statement. */
  async appendAll(tx: Db, events: readonly DomainEvent[]): Promise<void> {
    const insert = this.insertOf(tx, events);
    if (!insert) return;
    await insert;
    await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  /**
   * The insert of these events' rows, not yet run (null: no subscriber handles them), for a producer
   * that runs it inside a statement of its own (the chat's batch of sends). It sends no NOTIFY:
   * PostgreSQL serializes the commits of transactions that NOTIFY, server-wide, through their disk
   * flush, which a busy producer cannot afford. The producer calls `wakeSoon` after its commit and
   * this process delivers; should it die first, any process's poll delivers within POLL_MS.
   */
  insertOf(tx: Db, events: readonly DomainEvent[]) {
    const rows = events.flatMap((event) => {
      const eventId = newId();
      return [...this.subscribers.values()]
        .filter((s) => s.handles.includes(event.type))
        .map((s) => ({ id: newId(), eventId, subscriber: s.name, siteId: event.siteId, type: event.type, payload: event }));
    });
    return rows.length ? tx.insert(outbox).values(rows) : null;
  }

  /** Wakes this process's dispatcher in a moment (after a commit of `insertOf`'s rows): the wakes of that moment make one delivery. */
  wakeSoon(): void {
    if (this.soon || this.stopped) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.wake();
    }, WAKE_SOON_MS);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.database.listen(CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    await this.running;
  }

  /** Delivers everything due now (tests and shutdown wait on it). */
  async drain(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverBatch()) === BATCH);
        } while (this.again && !this.stopped);
      } catch (err) {
        this.log('outbox dispatch failed', err);
      } finally {
        this.running = null;
      }
    })();
  }

  /** One transaction: lock up to BATCH due rows no other process holds, deliver, mark. */
  async deliverBatch(): Promise<number> {
    // Only rows for subscribers this process has: during a rolling deploy an older process leaves
    // a newer subscriber's rows to the processes that know it.
    const names = [...this.subscribers.keys()];
    if (!names.length) return 0;
    return this.database.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, sql`now()`), inArray(outbox.subscriber, names)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const delivered: string[] = [];
      const single: typeof rows = [];
      for (const [name, group] of groupBy(rows, (row) => row.subscriber)) {
        const subscriber = this.subscribers.get(name)!;
        if (subscriber.deliverMany && group.length > 1) {
          try {
            await tx.transaction((sp) => subscriber.deliverMany!(group.map((row) => row.payload as DomainEvent), sp as unknown as Db));
            delivered.push(...group.map((row) => row.id));
            continue;
          } catch {
            // One of them is at fault: each is delivered (or retried) on its own below.
          }
        }
        single.push(...group);
      }
      if (delivered.length) await tx.update(outbox).set({ deliveredAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(inArray(outbox.id, delivered));
      for (const row of single) {
        const subscriber = this.subscribers.get(row.subscriber)!;
        try {
          await tx.transaction((sp) => subscriber.deliver(row.payload as DomainEvent, sp as unknown as Db));
          await tx.update(outbox).set({ deliveredAt: sql`now()`, attempts: row.attempts + 1, lastError: null }).where(eq(outbox.id, row.id));
        } catch (err) {
          const attempts = row.attempts + 1;
          this.log(`outbox: ${row.subscriber} failed on ${row.type} (attempt ${attempts})`, err);
          await tx
            .update(outbox)
            .set({ attempts, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)), lastError: String(err instanceof Error ? err.message : err).slice(0, 500) })
            .where(eq(outbox.id, row.id));
        }
      }
      return rows.length;
    });
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
