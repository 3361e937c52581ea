import { describe, expect, it } from 'vitest';
import { moveLocally, type BoardData } from './api';

const card = (id: string) => ({ _id: id, position: id, title: id, description: '', priority: null, deadline: null });
const board: BoardData = {
  _id: 'b',
  boardTitle: 'B',
  boardDescription: '',
  columns: [
    { _id: 'todo', title: 'To do', cardCount: 3, cards: [card('a'), card('b'), card('c')] },
    { _id: 'done', title: 'Done', cardCount: 1, cards: [card('d')] },
  ],
};
const ids = (b: BoardData) => b.columns.map((c) => c.cards.map((x) => x._id));
const counts = (b: BoardData) => b.columns.map((c) => c.cardCount);

describe('moveLocally (the drop shown before the server answers)', () => {
  it('moves within a column and between columns, at the index among the other cards', () => {
    expect(ids(moveLocally(board, 'a', 'todo', 2))).toEqual([['b', 'c', 'a'], ['d']]);
    expect(ids(moveLocally(board, 'b', 'done', 0))).toEqual([['a', 'c'], ['b', 'd']]);
    expect(ids(moveLocally(board, 'c', 'done', 9))).toEqual([['a', 'b'], ['d', 'c']]);
    expect(counts(moveLocally(board, 'b', 'done', 0))).toEqual([2, 2]);
    expect(counts(moveLocally(board, 'a', 'todo', 2))).toEqual([3, 1]);
  });

  it('counts a card put past the shown cards of a longer column without showing it there', () => {
    const long: BoardData = { ...board, columns: [board.columns[0]!, { ...board.columns[1]!, cardCount: 300 }] };
    const moved = moveLocally(long, 'a', 'done', 300);
    expect(ids(moved)).toEqual([['b', 'c'], ['d']]);
    expect(counts(moved)).toEqual([2, 301]);
    expect(ids(moveLocally(long, 'a', 'done', 1))).toEqual([['b', 'c'], ['d', 'a']]);
  });

  it('leaves the board as it was for an unknown card or column, and never changes the original', () => {
    expect(moveLocally(board, 'zz', 'done', 0)).toBe(board);
    expect(moveLocally(board, 'a', 'nowhere', 0)).toBe(board);
    moveLocally(board, 'a', 'done', 0);
    expect(ids(board)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
