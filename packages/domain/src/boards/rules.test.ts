import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTitle, columnTitle, compareKeys, freshKeys, keyBetween, keyForIndex, needsRenumbering, RENUMBER_KEY_LENGTH, titleProblem } from './rules';

/** A board as the server keeps it: each card a column and a key; the order is the keys' bytewise order. */
type Card = { id: number; column: number; key: string };

function columnOrder(cards: Card[], column: number): Card[] {
  return cards.filter((card) => card.column === column).sort((a, b) => compareKeys(a.key, b.key));
}

/** What the server does under the column's lock: the target's other keys, the new key between, renumber when long. */
function move(cards: Card[], id: number, column: number, index: number): void {
  const card = cards.find((c) => c.id === id)!;
  const others = columnOrder(cards, column).filter((c) => c.id !== id);
  card.key = keyForIndex(others.map((c) => c.key), index);
  card.column = column;
  if (needsRenumbering(card.key)) {
    const order = columnOrder(cards, column);
    const keys = freshKeys(order.length);
    order.forEach((c, i) => (c.key = keys[i]!));
  }
}

function board(columns: number, perColumn: number): Card[] {
  const cards: Card[] = [];
  for (let column = 0; column < columns; column++) {
    freshKeys(perColumn).forEach((key, i) => cards.push({ id: column * perColumn + i, column, key }));
  }
  return cards;
}

const moves = (cards: number, columns: number) => fc.array(fc.record({ card: fc.nat(cards - 1), column: fc.nat(columns - 1), index: fc.nat(cards + 2) }), { maxLength: 200 });

describe('card positions', () => {
  it('puts a key strictly between its neighbours, bytewise', () => {
    const a = keyBetween(null, null);
    const b = keyBetween(a, null);
    const mid = keyBetween(a, b);
    expect(compareKeys(a, mid)).toBe(-1);
    expect(compareKeys(mid, b)).toBe(-1);
    expect(compareKeys(keyBetween(null, a), a)).toBe(-1);
  });

  it('random moves keep every card exactly once and land each where it was dropped', () => {
    fc.assert(
      fc.property(moves(12, 3), (steps) => {
        const cards = board(3, 4);
        for (const step of steps) {
          const others = columnOrder(cards, step.column).filter((c) => c.id !== step.card);
          const expected = [...others.map((c) => c.id)];
          const at = Math.min(step.index, others.length);
          expected.splice(at, 0, step.card);
          move(cards, step.card, step.column, step.index);
          expect(columnOrder(cards, step.column).map((c) => c.id)).toEqual(expected);
        }
        expect(cards.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
        for (let column = 0; column < 3; column++) {
          const keys = columnOrder(cards, column).map((c) => c.key);
          expect(new Set(keys).size).toBe(keys.length); // a total order: no two cards share a place
        }
      }),
      { numRuns: 200 },
    );
  });

  it('concurrent moves decided on stale screens still leave every card exactly once in a total order', () => {
    // Two people look at the same board and each drops a card by an index computed on their own copy;
    // the server applies the moves one at a time under the column lock, in any interleaving.
    fc.assert(
      fc.property(moves(10, 2), moves(10, 2), fc.array(fc.boolean(), { maxLength: 400 }), (first, second, turns) => {
        const cards = board(2, 5);
        const queues = [[...first], [...second]];
        let turn = 0;
        while (queues[0]!.length + queues[1]!.length > 0) {
          const wanted = turns[turn++] ? 1 : 0;
          const pick = queues[wanted]!.length > 0 ? wanted : 1 - wanted;
          const step = queues[pick]!.shift()!;
          move(cards, step.card, step.column, step.index);
        }
        expect(new Set(cards.map((c) => c.id)).size).toBe(10);
        const all = [0, 1].flatMap((column) => columnOrder(cards, column));
        expect(all).toHaveLength(10);
        for (const column of [0, 1]) {
          const keys = columnOrder(cards, column).map((c) => c.key);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('renumbers when drops between the same two neighbours make keys long, keeping the order', () => {
    const cards = board(1, 3);
    // Always drop the last card at index 1: its key lands between cards 0 and 1 again and again.
    let longest = 0;
    for (let i = 0; i < 400; i++) {
      const order = columnOrder(cards, 0);
      const last = order[order.length - 1]!;
      move(cards, last.id, 0, 1);
      longest = Math.max(longest, ...cards.map((c) => c.key.length));
    }
    expect(longest).toBeLessThanOrEqual(RENUMBER_KEY_LENGTH);
    expect(columnOrder(cards, 0)).toHaveLength(3);
  });

  it('gives fresh keys in strictly increasing bytewise order', () => {
    const keys = freshKeys(1000);
    for (let i = 1; i < keys.length; i++) expect(compareKeys(keys[i - 1]!, keys[i]!)).toBe(-1);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThan(5);
  });

  it('asks for a column title with the spec texts', () => {
    expect(columnTitle.safeParse('').error?.issues[0]?.message).toBe('Enter Column Title');
    expect(columnTitle.safeParse('a').error?.issues[0]?.message).toBe('Min 2 chars.');
    expect(columnTitle.parse('  To do ')).toBe('To do');
  });

  it('says a title over 255 characters is too long, not too short, as the forms tell it', () => {
    const long = 'L'.repeat(256);
    expect(columnTitle.safeParse(long).error?.issues[0]?.message).toBe('At most 255 characters');
    expect(cardTitle.safeParse(long).error?.issues[0]?.message).toBe('At most 255 characters');
    expect(columnTitle.safeParse('L'.repeat(255)).success).toBe(true);
    expect([titleProblem('  '), titleProblem('a'), titleProblem(long), titleProblem(` ${'L'.repeat(255)} `)]).toEqual(['required', 'short', 'long', null]);
  });
});
