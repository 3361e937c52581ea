import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';
import type { DomainEvent } from './domain-events';
import { Outbox, retryDelayMs, type Subscriber } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const quiet = () => {};
let n = 0;
const event = (): DomainEvent => ({ type: 'order_completed', siteId: 'site-x', orderId: `order-${++n}`, orderNumber: n, recipientId: 'nobody', actor: null });
const counting = (name: string, seen: string[]): Subscriber => ({ name, handles: ['order_completed'], deliver: async (e) => void seen.push(`${name}:${'orderId' in e ? e.orderId : ''}`) });
const appendCommitted = (box: Outbox, events: DomainEvent[]) => t.db.transaction(async (tx) => { for (const e of events) await box.append(tx as unknown as Db, e); });

describe('outbox', () => {
  it('an event appended in a transaction that rolls back is never delivered', async () => {
    const seen: string[] = [];
    const box = new Outbox(t.platform.database, quiet);
    box.subscribe(counting('rollback-a', seen));
    await expect(
      t.db.transaction(async (tx) => {
        await box.append(tx as unknown as Db, event());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await box.start();
    await box.drain();
    await box.stop();
    expect(seen).toEqual([]);
  });

  it('events committed by a process that died before delivering are delivered after restart, once per subscriber', async () => {
    const before = new Outbox(t.platform.database, quiet);
    before.subscribe(counting('restart-mail', []));
    before.subscribe(counting('restart-bell', []));
    const events = [event(), event(), event()];
    await appendCommitted(before, events); // committed; this "process" never starts its dispatcher

    const seen: string[] = [];
    const after = new Outbox(t.platform.database, quiet);
    after.subscribe(counting('restart-mail', seen));
    after.subscribe(counting('restart-bell', seen));
    await after.start();
    await after.drain();
    await after.drain();
    await after.stop();
    expect(seen.sort()).toEqual(events.flatMap((e) => [`restart-bell:${e.orderId}`, `restart-mail:${e.orderId}`]).sort());
  });

  it('two dispatchers on one database (as two processes) deliver each event exactly once', async () => {
    const seen: string[] = [];
    const one = new Outbox(t.platform.database, quiet);
    const two = new Outbox(t.platform.database, quiet);
    for (const box of [one, two]) box.subscribe(counting('twice-guard', seen));
    const events = Array.from({ length: 60 }, event);
    await appendCommitted(one, events);
    await Promise.all([one.start(), two.start()]);
    await Promise.all([one.drain(), two.drain(), one.deliverBatch(), two.deliverBatch()]);
    await Promise.all([one.drain(), two.drain()]);
    await Promise.all([one.stop(), two.stop()]);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('a failed delivery is retried later with a growing delay, then delivered', async () => {
    let failing = true;
    const seen: string[] = [];
    const box = new Outbox(t.platform.database, quiet);
    box.subscribe({ name: 'flaky', handles: ['order_completed'], deliver: async (e) => { if (failing) throw new Error('mail server down'); seen.push(e.orderId ?? ''); } });
    await appendCommitted(box, [event()]);
    await box.start();
    await box.drain();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.subscriber, 'flaky'));
    expect(row).toMatchObject({ attempts: 1, lastError: 'mail server down', deliveredAt: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3), retryDelayMs(30)]).toEqual([10_000, 20_000, 40_000, 3_600_000]);
    failing = false;
    await t.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.subscriber, 'flaky'));
    await box.drain();
    await box.stop();
    expect(seen).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(isNull(outbox.deliveredAt))).toEqual([]);
  });

  it('a subscriber taking several events gets them at once; when that fails, each alone, and only the bad one waits for a retry', async () => {
    const batches: number[] = [];
    const seen: string[] = [];
    const box = new Outbox(t.platform.database, quiet);
    let bad = '';
    box.subscribe({
      name: 'batching',
      handles: ['order_completed'],
      deliverMany: async (events) => {
        if (events.some((e) => e.orderId === bad)) throw new Error('one is bad');
        batches.push(events.length);
        events.forEach((e) => seen.push(e.orderId ?? ''));
      },
      deliver: async (e) => {
        if (e.orderId === bad) throw new Error('this one is bad');
        seen.push(e.orderId ?? '');
      },
    });
    const good = [event(), event(), event()];
    await appendCommitted(box, good);
    await box.start();
    await box.drain();
    expect(batches).toEqual([3]);
    const mixed = [event(), event(), event()];
    bad = (mixed[1] as { orderId: string }).orderId;
    await appendCommitted(box, mixed);
    await box.drain();
    await box.stop();
    expect(seen.sort()).toEqual([...good, mixed[0]!, mixed[2]!].map((e) => (e as { orderId: string }).orderId).sort());
    const waiting = await t.db.select().from(outbox).where(eq(outbox.subscriber, 'batching'));
    expect(waiting.filter((row) => row.deliveredAt === null).map((row) => (row.payload as { orderId: string }).orderId)).toEqual([bad]);
  });
});
