import { KeyboardCode, type DroppableContainer, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { columnOf } from './board-collisions';

const VERTICAL: string[] = [KeyboardCode.Up, KeyboardCode.Down];
const SIDEWAYS: string[] = [KeyboardCode.Left, KeyboardCode.Right];

/**
 * The arrow keys of a keyboard drag, for a board of columns: Up and Down move the card within the
 * column it is over, Left and Right to the next column that way. dnd-kit's sortable getter, which
 * does the moving, looks for the nearest place in the key's direction over the whole board: Down on
 * a column's last card went sideways into whichever column had a card lower down (possibly one out
 * of view), and Right could pass over a column. It is given the places of one column only.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const vertical = VERTICAL.includes(event.code);
  if (!vertical && !SIDEWAYS.includes(event.code)) return sortableKeyboardCoordinates(event, args);
  const { over, droppableContainers, droppableRects } = args.context;
  const enabled = droppableContainers.getEnabled();
  const current = droppableContainers.get(over?.id ?? args.active);
  if (!current) return sortableKeyboardCoordinates(event, args);
  const here = columnOf(current);
  let column: UniqueIdentifier | null = here;
  if (!vertical) {
    // The columns' own lists (not the cards) by their left edge: the next one in the key's direction.
    const lists = enabled.filter((c) => !c.data.current?.sortable).map((c) => ({ id: c.id, left: droppableRects.get(c.id)?.left }));
    const from = lists.find((c) => c.id === here)?.left;
    const side = lists.filter((c): c is { id: UniqueIdentifier; left: number } => c.left !== undefined && from !== undefined && (event.code === KeyboardCode.Right ? c.left > from : c.left < from));
    side.sort((a, b) => (event.code === KeyboardCode.Right ? a.left - b.left : b.left - a.left));
    column = side[0]?.id ?? null;
  }
  if (column === null) {
    // No column that way: the card stays where it is (and the page does not scroll).
    event.preventDefault();
    return undefined;
  }
  const inColumn: DroppableContainer[] = enabled.filter((c) => columnOf(c) === column);
  const only = { getEnabled: () => inColumn, get: (id: UniqueIdentifier) => droppableContainers.get(id) } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: only } });
};
