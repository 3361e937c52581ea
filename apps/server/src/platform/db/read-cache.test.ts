import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKeptAnswer, ReadCache } from './read-cache';
import { SiteChanges } from './site-changes';

function setup() {
  const changes = new SiteChanges();
  changes.heard();
  const cache = new ReadCache(changes);
  let loads = 0;
  const read = (siteId: string, key = 'k', value: unknown = { n: 1 }) =>
    cache.read(siteId, key, async () => {
      loads++;
      return structuredClone(value);
    });
  return { changes, cache, read, loads: () => loads };
}

afterEach(() => vi.useRealTimers());

describe('read cache', () => {
  it('keeps an answer until its site changes; other sites keep theirs', async () => {
    const { changes, read, loads } = setup();
    const first = await read('a');
    expect(await read('a')).toBe(first);
    await read('b');
    expect(loads()).toBe(2);
    changes.changed('a');
    expect(await read('a')).not.toBe(first);
    await read('b');
    expect(loads()).toBe(3);
  });

  it('a change of every site (`*`) drops every answer', async () => {
    const { changes, read, loads } = setup();
    await read('a');
    await read('b');
    changes.changed('*');
    await read('a');
    await read('b');
    expect(loads()).toBe(4);
  });

  it('answers a read that a change overtook, but does not keep it', async () => {
    const { changes, cache } = setup();
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) changes.changed('a');
      return { loads };
    };
    expect(await cache.read('a', 'k', load)).toEqual({ loads: 1 });
    expect(await cache.read('a', 'k', load)).toEqual({ loads: 2 });
    expect(await cache.read('a', 'k', load)).toEqual({ loads: 2 });
  });

  it('reads through while changes may go unheard, and starts afresh when they are heard again', async () => {
    const { changes, read, loads } = setup();
    await read('a');
    changes.deaf();
    await read('a');
    await read('a');
    expect(loads()).toBe(3);
    changes.heard();
    await read('a');
    await read('a');
    expect(loads()).toBe(4);
  });

  it('keeps nothing before the database is listened to', async () => {
    const cache = new ReadCache(new SiteChanges());
    let loads = 0;
    await cache.read('a', 'k', async () => ++loads);
    await cache.read('a', 'k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps nothing when turned off (READ_CACHE=false)', async () => {
    const changes = new SiteChanges();
    changes.heard();
    const cache = new ReadCache(changes, false);
    let loads = 0;
    await cache.read('a', 'k', async () => ++loads);
    await cache.read('a', 'k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('never keeps a refusal', async () => {
    const { cache } = setup();
    let calls = 0;
    const refuse = async () => {
      calls++;
      throw new Error('not found');
    };
    await expect(cache.read('a', 'k', refuse)).rejects.toThrow('not found');
    await expect(cache.read('a', 'k', refuse)).rejects.toThrow('not found');
    expect(calls).toBe(2);
  });

  it('freezes what it keeps (shared by every reader) and knows it as kept', async () => {
    const { read } = setup();
    const kept = (await read('a', 'k', { order: { tasks: [{ id: 1 }] } })) as { order: { tasks: { id: number }[] } };
    expect(Object.isFrozen(kept.order.tasks[0])).toBe(true);
    expect(isKeptAnswer(kept)).toBe(true);
    expect(isKeptAnswer({ order: {} })).toBe(false);
  });

  it('keeps an answer a minute at most, and at most 2,000 of them (the oldest go first)', async () => {
    vi.useFakeTimers();
    const { read, loads } = setup();
    await read('a', 'old');
    vi.advanceTimersByTime(60_001);
    await read('a', 'old');
    expect(loads()).toBe(2);
    for (let i = 0; i < 2_000; i++) await read('a', `key ${i}`);
    await read('a', 'old');
    expect(loads()).toBe(2_003);
    await read('a', 'key 1999');
    expect(loads()).toBe(2_003);
  });
});
