import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { newId } from './ids';

/** A NOTIFY payload must stay under 8,000 bytes; pointers (ids of 22 characters) fit by the hundred. */
const PAYLOAD_MAX = 7_000;

/**
 * Pointers (ids) told to the other processes after a commit, many in one NOTIFY.
 *
 * Why not NOTIFY inside each transaction: PostgreSQL serializes every committing transaction that
 * NOTIFYs, server-wide, and holds that lock through the commit's flush to disk, so one NOTIFY per
 * chat send capped the whole server at one send per disk flush. Here each process has at most one
 * NOTIFY on its way; pointers committed meanwhile wait and go together in the next one.
 *
 * A process acts on its own pointers itself (it knows it just committed), so the listening side hears
 * other processes only. A NOTIFY sent after the commit can be lost (the process dies in between, the
 * statement fails): whoever relies on these pointers must also check by itself now and then.
 * The embedded database is opened by one process only: there is nobody to tell.
 */
export class BatchedNotifier {
  private readonly origin = newId();
  private readonly pending = new Set<string>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly log: (message: string, err?: unknown) => void,
  ) {}

  /** Calls `onPointers` with the pointers other processes sent. */
  async listen(onPointers: (pointers: string[]) => void): Promise<void> {
    await this.database.listen(this.channel, (payload) => {
      const at = payload.indexOf(':');
      if (at >= 0 && payload.slice(0, at) === this.origin) return;
      const pointers = payload.slice(at + 1).split(',').filter(Boolean);
      if (pointers.length) onPointers(pointers);
    });
  }

  /** Tells the other processes about `pointer` soon (call it after the commit). */
  send(pointer: string): void {
    if (this.database.kind === 'pglite') return;
    this.pending.add(pointer);
    this.flushing ??= this.flush();
  }

  /** Resolves once everything sent so far has been told (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    try {
      // Pointers of the same moment (one batch of commits) go in the first NOTIFY.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.pending.size) {
        const payloads = this.payloads([...this.pending]);
        this.pending.clear();
        await this.database.db.execute(sql`select ${sql.join(payloads.map((p) => sql`pg_notify(${this.channel}, ${p})`), sql`, `)}`);
      }
    } catch (err) {
      this.pending.clear();
      this.log(`NOTIFY on ${this.channel} failed`, err);
    } finally {
      this.flushing = null;
    }
  }

  private payloads(pointers: string[]): string[] {
    const out: string[] = [];
    let current = '';
    for (const pointer of pointers) {
      if (current && current.length + pointer.length + 1 > PAYLOAD_MAX) {
        out.push(`${this.origin}:${current}`);
        current = '';
      }
      current = current ? `${current},${pointer}` : pointer;
    }
    if (current) out.push(`${this.origin}:${current}`);
    return out;
  }
}
