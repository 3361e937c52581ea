import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { startTransition, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, BoardData } from '../api';

/** The ids of each column's cards, in order, by column id. */
export type Layout = Record<string, string[]>;

type Column = BoardData['columns'][number];

/**
 * The board's layout at rest. A column's array of ids is kept while the column object is the same
 * (the query cache keeps unchanged columns as they were when a move or a reload changes others), so
 * after a move only the columns it touched draw again, not all of them.
 */
function layoutOf(board: BoardData, idsOf: WeakMap<Column, string[]>): Layout {
  return Object.fromEntries(
    board.columns.map((column) => {
      let ids = idsOf.get(column);
      if (!ids) idsOf.set(column, (ids = column.cards.map((card) => card._id)));
      return [column._id, ids];
    }),
  );
}
const columnOf = (id: UniqueIdentifier, from: Layout): string | undefined => (String(id) in from ? String(id) : Object.keys(from).find((c) => from[c]!.includes(String(id))));
const placeOf = (id: string, from: Layout) => {
  const column = columnOf(id, from);
  return column ? { column, index: from[column]!.indexOf(id) } : null;
};

type Drag = { active: string; layout: Layout; from: { column: string; index: number } };

/**
 * The drag of a card between columns: the layout as dragged so far (a card dragged over another
 * column is moved into it, so the column opens a gap where it would land), the dragged card's id,
 * the column it would land in, the card out of its column (dragged or just dropped) and where it is, dnd-kit's handlers and the spoken announcements. A drop calls `move`
 * with the card's column and index, only when the card changed place.
 * Each column keeps its array of ids while the drag leaves it alone, so a memoized column redraws
 * only when a card enters or leaves it.
 */
export function useBoardDrag(board: BoardData, cards: Map<string, BoardCard>, move: (card: string, column: string, index: number) => void) {
  const { t } = useTranslation('boards');
  const [idsOf] = useState(() => new WeakMap<Column, string[]>());
  const resting = useMemo(() => layoutOf(board, idsOf), [board, idsOf]);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The drag as the handlers last left it. A card entering another column is drawn in the background
  // (a transition), so the state can lag a frame or two behind; the next move, the drop (a key press
  // can come before that frame) and the announcements read this instead. It is kept after the drop,
  // for the drop's announcement, until the next drag starts.
  const current = useRef<Drag | null>(null);
  // After a drop the board moves the card in its cache a moment later (the call's onMutate); until
  // then the columns keep the dropped layout, so the card does not jump back for a frame.
  const [dropped, setDropped] = useState<{ board: BoardData; layout: Layout; card: string } | null>(null);
  if (dropped && dropped.board !== board) setDropped(null);
  const settling = dropped?.board === board ? dropped : null;
  const layout = drag?.layout ?? settling?.layout ?? resting;
  const target = drag ? (columnOf(drag.active, drag.layout) ?? null) : null;
  // The card out of its own column: dragged, or dropped and not yet moved in the cache.
  const movingCard = drag?.active ?? settling?.card ?? null;
  const moving = movingCard ? { card: movingCard, column: columnOf(movingCard, layout) ?? null } : null;

  const onDragStart = ({ active }: DragStartEvent) => {
    const from = placeOf(String(active.id), resting);
    current.current = from ? { active: String(active.id), layout: resting, from } : null;
    setDrag(current.current);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const drag = current.current;
    if (!drag || !over) return;
    const fromColumn = columnOf(active.id, drag.layout);
    const toColumn = columnOf(over.id, drag.layout);
    if (!fromColumn || !toColumn || fromColumn === toColumn) return;
    const ids = drag.layout[toColumn]!;
    const overIndex = ids.indexOf(String(over.id));
    const index = overIndex >= 0 ? overIndex : ids.length;
    const next = {
      ...drag,
      layout: {
        ...drag.layout,
        [fromColumn]: drag.layout[fromColumn]!.filter((id) => id !== String(active.id)),
        [toColumn]: [...ids.slice(0, index), String(active.id), ...ids.slice(index)],
      },
    };
    current.current = next;
    // In the background: the two columns the card leaves and enters draw again (every card whose
    // place changed), which may take longer than a frame on a long board; the overlay keeps
    // following the pointer meanwhile, and the gap opens a frame or two later.
    startTransition(() => setDrag(next));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drag = current.current;
    if (!drag) return;
    let final = drag.layout;
    const column = columnOf(active.id, final);
    if (over && column && columnOf(over.id, final) === column) {
      const ids = final[column]!;
      const oldIndex = ids.indexOf(String(active.id));
      const newIndex = ids.indexOf(String(over.id));
      if (newIndex >= 0 && oldIndex !== newIndex) final = { ...final, [column]: arrayMove(ids, oldIndex, newIndex) };
    }
    const to = placeOf(String(active.id), final);
    setDrag(null);
    if (!over || !to) return;
    if (to.column === drag.from.column && to.index === drag.from.index) return;
    setDropped({ board, layout: final, card: String(active.id) });
    move(String(active.id), to.column, to.index);
  };

  const onDragCancel = () => setDrag(null);

  const name = (id: UniqueIdentifier) => cards.get(String(id))?.title ?? '';
  const title = (column: string) => board.columns.find((c) => c._id === column)?.title ?? '';
  // Where the card would land: the place of the card it is over (in the layout as dragged so far), else the column's end.
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const drag = current.current;
    const column = drag ? columnOf(over, drag.layout) : undefined;
    if (!drag || !column) return null;
    const ids = drag.layout[column]!;
    const index = [ids.indexOf(String(over)), ids.indexOf(String(active))].find((i) => i >= 0) ?? ids.length;
    return { column: title(column), position: index + 1 };
  };
  // dnd-kit tells the card is over its own place right after the pick-up, and a live region says the
  // last text only: the pick-up says where the card is itself, and a place already said is not said
  // again (the screen reader would hear the place alone, never "Picked up").
  const said = useRef<string | null>(null);
  const placeText = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const place = over !== undefined ? where(active, over) : null;
    return place ? t('announce.over', { card: name(active), ...place }) : t('announce.outside', { card: name(active) });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const from = current.current?.from;
      said.current = from ? placeText(active.id, active.id) : null;
      return said.current ? `${t('announce.start', { card: name(active.id) })} ${said.current}` : t('announce.start', { card: name(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const text = placeText(active.id, over?.id);
      if (text === said.current) return undefined;
      said.current = text;
      return text;
    },
    onDragEnd: ({ active, over }) => {
      const place = over ? where(active.id, over.id) : null;
      return place ? t('announce.end', { card: name(active.id), ...place }) : t('announce.cancel', { card: name(active.id) });
    },
    onDragCancel: ({ active }) => t('announce.cancel', { card: name(active.id) }),
  };

  return { layout, activeId: drag?.active ?? null, target, moving, handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel }, announcements };
}
