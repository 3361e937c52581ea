import type { SiteChanges } from './site-changes';

type Entry = { value: unknown; version: number; until: number };

const keptAnswers = new WeakSet<object>();
/** Whether `value` is an answer kept (and frozen) by a read cache: the same object for every reader. */
export const isKeptAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && keptAnswers.has(value);

const ENTRIES_MAX = 2_000;
const AGE_MAX_MS = 60_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Answers of the order screens' reads, kept per site until the site's data changes (`SiteChanges`:
 * the database itself tells every process of each committed change to the orders, their people, their
 * done tasks and the writers' order counts). A read that a change overtakes while it runs is answered but not
 * kept, so nothing older than the last change heard is ever served; while changes may go unheard
 * (the listening connection is down) every read goes to the database. Kept answers are frozen: they
 * are shared by every request that reads them. The oldest go first beyond ENTRIES_MAX, and none is
 * kept longer than AGE_MAX_MS.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  /** `enabled` false (READ_CACHE=false): every read goes to the database. */
  constructor(
    private readonly changes: SiteChanges,
    private readonly enabled = true,
  ) {}

  /** The kept answer of `key` on the site, else `load`'s (kept when nothing changed meanwhile). */
  async read<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T> {
    const version = this.enabled ? this.changes.version(siteId) : null;
    if (version === null) return load();
    const at = `${siteId} ${key}`;
    const kept = this.entries.get(at);
    if (kept && kept.version === version && kept.until > Date.now()) return kept.value as T;
    const value = await load();
    if (this.changes.version(siteId) === version) this.keep(at, { value: deepFreeze(value), version, until: Date.now() + AGE_MAX_MS });
    return value;
  }

  private keep(at: string, entry: Entry): void {
    if (typeof entry.value === 'object' && entry.value !== null) keptAnswers.add(entry.value);
    this.entries.delete(at);
    this.entries.set(at, entry);
    if (this.entries.size > ENTRIES_MAX) this.entries.delete(this.entries.keys().next().value!);
  }
}
