import { sql } from 'drizzle-orm';
import { chooseWriter, reasonText, startOfWeek, type AssignmentCandidate, type AssignmentReason } from '@portal/domain/admin-orders/rules';
import type { Db } from '../../platform/db/database';
import { eventActor } from '../../platform/events/domain-events';
import type { Platform } from '../../platform/platform';
import { assignWriter, lockOrderForAssignment, writerLoads } from '../orders';
import type { WriterProfilesService } from '../writer-profiles';
import { dequeue, enqueue, lockWaiting, noteWaiting, recordAssignment, sitesWithWaiting, staffPerson } from './admin-orders.store';

const CHANNEL = 'assignment';
/** The safety net: waiting orders are looked at this often even without a wake (a new week, a missed notice). */
const SWEEP_MS = 30_000;
/** At most this many waiting orders per pass; a pass that filled them all runs again. */
const BATCH = 200;

/**
 * Automatic assignment. A paid order enters the waiting queue (`queueForAssignment`, in
 * the transaction that records the payment); a pass then gives each waiting order, oldest first, to
 * the least-loaded writer who offers its services and has room (the domain's `chooseWriter`). A pass
 * is one transaction that first locks the profile rows of the site's writers: two passes (two
 * processes, two payments at once) run one after the other, so the loads a pass counts stay true
 * until it commits and no writer ever exceeds their limits. Orders nobody has room for stay queued
 * and are looked at again when room frees (an order completed, reassigned or hidden) and by a
 * periodic sweep. Every assignment stores why that writer.
 */
export class AutoAssignment {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = new Set<string>();
  private stopped = true;

  constructor(
    private readonly platform: Platform,
    private readonly profiles: WriterProfilesService,
    private readonly log: (message: string, err?: unknown) => void = (message, err) => console.error(message, err),
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.platform.database.listen(CHANNEL, (siteId) => this.wake(siteId || null));
    this.timer = setInterval(() => this.wake(null), SWEEP_MS);
    this.timer.unref();
    this.wake(null);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await this.running;
  }

  /** Runs a pass for the site (null: every site with waiting orders) after the current one. */
  wake(siteId: string | null): void {
    if (this.stopped) return;
    this.again.add(siteId ?? '*');
    if (this.running) return;
    this.running = (async () => {
      try {
        while (this.again.size && !this.stopped) {
          const asked = [...this.again];
          this.again.clear();
          const sites = asked.includes('*') ? await sitesWithWaiting(this.platform.database.db) : asked;
          for (const site of sites) await this.assignWaiting(site);
        }
      } catch (err) {
        this.log('automatic assignment failed', err);
      } finally {
        this.running = null;
      }
    })();
  }

  /** Waits for the passes asked for so far (tests). */
  async settle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** One pass over the site's waiting orders in its own transaction; answers how many got a writer. */
  async assignWaiting(siteId: string): Promise<number> {
    let assigned = 0;
    let full = true;
    while (full) {
      const result = await this.platform.database.db.transaction(async (trx) => this.assignWaitingIn(trx as unknown as Db, siteId));
      assigned += result.assigned;
      full = result.seen === BATCH && result.assigned > 0;
    }
    return assigned;
  }

  /** The pass inside the caller's transaction (a reassignment frees room and fills it at once). */
  async assignWaitingIn(tx: Db, siteId: string, now = new Date()): Promise<{ assigned: number; seen: number }> {
    const profiles = await this.profiles.lockForAssignment(tx, siteId);
    const waiting = await lockWaiting(tx, siteId, BATCH);
    if (!waiting.length) return { assigned: 0, seen: 0 };
    const loads = await writerLoads(
      tx,
      siteId,
      profiles.map((p) => p.writerId),
      startOfWeek(now),
    );
    const candidates: AssignmentCandidate[] = profiles.map((profile) => ({ profile, load: { ...(loads.get(profile.writerId) ?? { openJobs: 0, jobsThisWeek: 0 }) } }));
    let assigned = 0;
    for (const orderId of waiting) {
      const ref = { siteId, orderId };
      const order = await lockOrderForAssignment(tx, ref);
      if (!order || order.writerId || order.hidden || order.completed) {
        // Someone (an admin) already decided, or it is no longer an order to work on.
        await dequeue(tx, siteId, orderId);
        continue;
      }
      const choice = chooseWriter(candidates, order.serviceNames, now);
      if (choice.writerId === null) {
        await noteWaiting(tx, siteId, orderId, choice.offering === 0 ? 'No writer offers these services' : 'Every writer offering these services is at their limit');
        continue;
      }
      await this.give(tx, { siteId, order, writerId: choice.writerId, reason: choice.reason, byUserId: null });
      const chosen = candidates.find((c) => c.profile.writerId === choice.writerId)!;
      chosen.load.openJobs += 1;
      chosen.load.jobsThisWeek += 1;
      assigned += 1;
    }
    return { assigned, seen: waiting.length };
  }

  /** Gives the (locked) order to the writer: the order row, why, the queue, the event. */
  async give(
    tx: Db,
    input: { siteId: string; order: { id: string; number: number; customerId: string; writerId: string | null }; writerId: string; reason: AssignmentReason; byUserId: string | null },
  ): Promise<void> {
    const { siteId, order, writerId, reason } = input;
    const ref = { siteId, orderId: order.id };
    await assignWriter(tx, ref, writerId);
    await recordAssignment(tx, { siteId, orderId: order.id, writerId, previousWriterId: order.writerId, byUserId: input.byUserId, reason, reasonText: reasonText(reason) });
    await dequeue(tx, siteId, order.id);
    const writer = await staffPerson(tx, siteId, writerId);
    await this.platform.events.append(tx, {
      type: 'writer_assigned',
      siteId,
      orderId: order.id,
      orderNumber: order.number,
      recipientId: order.customerId,
      actor: writer ? eventActor(writer) : null,
    });
  }
}

/**
 * Puts a paid order in the queue for automatic assignment, in the caller's transaction (the one that
 * records the payment), and wakes the assigners of every process once it commits.
 */
export async function queueForAssignment(tx: Db, siteId: string, orderId: string): Promise<void> {
  await enqueue(tx, siteId, orderId);
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${siteId})`);
}
