import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardData } from '../api';
import { useBoardDrag } from './use-board-drag';

const card = (id: string) => ({ _id: id, position: id, title: `Card ${id}`, description: '', priority: null, deadline: null });
const board: BoardData = { _id: 'b', boardTitle: 'B', boardDescription: '', columns: [{ _id: 'todo', title: 'To do', cardCount: 2, cards: [card('a'), card('b')] }] };
const cards = new Map(board.columns[0]!.cards.map((c) => [c._id, c]));

describe('the drag announcements', () => {
  it('say the pick-up with the place, and do not replace it by the place alone', () => {
    const { result } = renderHook(() => useBoardDrag(board, cards, () => undefined));
    const active = { id: 'a' } as never;
    result.current.handlers.onDragStart({ active } as never);
    expect(result.current.announcements.onDragStart({ active })).toBe('Picked up card Card a. Card Card a is in column To do, position 1.');
    // dnd-kit reports the card over its own place right after the pick-up: nothing new to say.
    expect(result.current.announcements.onDragOver({ active, over: { id: 'a' } as never })).toBeUndefined();
    expect(result.current.announcements.onDragOver({ active, over: { id: 'b' } as never })).toBe('Card Card a is in column To do, position 2.');
  });
});
