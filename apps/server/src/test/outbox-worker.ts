// One outbox dispatcher in a process of its own, for outbox-processes.test.ts: it delivers the
// `order_completed` events of two subscribers by writing a row per delivery (with its process id)
// into `probe_deliveries`, in the delivering transaction, as a real subscriber writes its rows.
// `hang` as the second argument: the first delivery writes its row, says "delivering" and never
// finishes, holding its rows locked until the process is killed.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../platform/db/database';
import type { DomainEvent } from '../platform/events/domain-events';
import { Outbox } from '../platform/events/outbox';

/** The same names as the test's: an outbox row is meant for a subscriber by its name. */
const PROBE_SUBSCRIBERS = ['probe-mail', 'probe-bell'];
const [url, mode] = process.argv.slice(2);
if (!url) throw new Error('usage: outbox-worker DATABASE_URL [hang]');
const database = await openPostgres(url, 4);
const box = new Outbox(database, (message, err) => process.stderr.write(`${message} ${String(err)}\n`));
for (const name of PROBE_SUBSCRIBERS) {
  box.subscribe({
    name,
    handles: ['order_completed'],
    deliver: async (event: DomainEvent, db) => {
      await db.execute(sql`insert into probe_deliveries (subscriber, order_id, pid) values (${name}, ${'orderId' in event ? event.orderId : ''}, ${process.pid})`);
      if (mode === 'hang') {
        process.stdout.write('delivering\n');
        await new Promise(() => {});
      }
    },
  });
}
await box.start();
process.stdout.write('started\n');
