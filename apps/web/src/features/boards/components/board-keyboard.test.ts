import type { UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { droppable, rect } from '../test/droppables';
import { boardKeyboardCoordinates } from './board-keyboard';

// "todo" holds a and b; "done" holds c and d (lower than b); "later", further right, holds e.
const containers = [droppable('todo'), droppable('a', 'todo', 0), droppable('b', 'todo', 1), droppable('done'), droppable('c', 'done', 0), droppable('d', 'done', 1), droppable('later'), droppable('e', 'later', 0)];
const rects = new Map([
  ['todo', rect(0, 0, 288, 600)],
  ['a', rect(0, 40, 288, 80)],
  ['b', rect(0, 130, 288, 80)],
  ['done', rect(304, 0, 288, 600)],
  ['c', rect(304, 40, 288, 80)],
  ['d', rect(304, 400, 288, 80)],
  ['later', rect(608, 0, 288, 600)],
  ['e', rect(608, 40, 288, 80)],
]);
const map = { getEnabled: () => containers, get: (id: UniqueIdentifier) => containers.find((c) => c.id === id) };

/** Where the arrow key takes a card that is over `over` (its own place when picked up). */
function press(code: string, over: string) {
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const context = { active: { id: over }, over: { id: over }, collisionRect: rects.get(over)!, droppableRects: rects, droppableContainers: map, scrollableAncestors: [] };
  return { to: boardKeyboardCoordinates(event, { active: over, currentCoordinates: { x: 0, y: 0 }, context: context as never }), prevented: event.defaultPrevented };
}

describe('boardKeyboardCoordinates (the arrow keys of a keyboard drag)', () => {
  it('moves down and up within the column only', () => {
    expect(press('ArrowDown', 'a').to).toMatchObject({ x: 0 });
    // b is the column's last card: Down goes nowhere, though d of "done" is lower down.
    expect(press('ArrowDown', 'b')).toEqual({ to: undefined, prevented: true });
    expect(press('ArrowUp', 'b').to).toMatchObject({ x: 0 });
  });

  it('moves sideways to the next column that way, not past it', () => {
    expect(press('ArrowRight', 'a').to).toMatchObject({ x: 304 });
    expect(press('ArrowRight', 'c').to).toMatchObject({ x: 608 });
    expect(press('ArrowLeft', 'e').to).toMatchObject({ x: 304 });
    // No column left of the first one: the card stays.
    expect(press('ArrowLeft', 'a')).toEqual({ to: undefined, prevented: true });
  });
});
