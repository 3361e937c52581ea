import { describe, expect, it } from 'vitest';
import { droppable, rect } from '../test/droppables';
import { boardCollisions } from './board-collisions';

// Three columns 288 px wide, 16 px apart; "todo" holds cards a and b, "done" c and d; "empty" none.
const containers = [droppable('todo'), droppable('a', 'todo'), droppable('b', 'todo'), droppable('done'), droppable('c', 'done'), droppable('d', 'done'), droppable('empty')];
const rects = new Map([
  ['todo', rect(0, 0, 288, 2000)],
  ['a', rect(0, 0, 288, 80)],
  ['b', rect(0, 90, 288, 80)],
  ['done', rect(304, 0, 288, 2000)],
  ['c', rect(304, 0, 288, 80)],
  ['d', rect(304, 900, 288, 80)],
  ['empty', rect(608, 0, 288, 48)],
]);
const over = (left: number, top: number) =>
  boardCollisions({ active: null as never, collisionRect: rect(left, top, 288, 80), droppableRects: rects, droppableContainers: containers, pointerCoordinates: null })[0]?.id;

describe('boardCollisions (where a dragged card would land)', () => {
  it('picks the closest card of the column under the middle of the dragged card', () => {
    expect(over(10, 5)).toBe('a');
    expect(over(10, 85)).toBe('b');
    // Mostly over "done", though its top-left corner is still over "todo".
    expect(over(200, 0)).toBe('c');
  });

  it('never lands on a card of another column, however close its corners', () => {
    // Low in "todo", level with d of "done": closest corners over the whole board would pick d.
    expect(over(130, 900)).toBe('b');
  });

  it('lands on the column itself when it has no card in view', () => {
    expect(over(600, 0)).toBe('empty');
  });

  it('takes the nearest column when the card is between or beyond the columns', () => {
    expect(over(-400, 0)).toBe('a');
    expect(over(1200, 0)).toBe('empty');
  });
});
