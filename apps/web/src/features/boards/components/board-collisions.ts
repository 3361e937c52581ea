import { closestCorners, type CollisionDetection, type DroppableContainer, type UniqueIdentifier } from '@dnd-kit/core';

/** The column a droppable belongs to: a card's sortable container, or the column's own list. */
export const columnOf = (container: DroppableContainer): UniqueIdentifier => (container.data.current?.sortable?.containerId as UniqueIdentifier | undefined) ?? container.id;

/**
 * Where a dragged card would land: first the column under the middle of the card (or the nearest
 * one sideways), then the closest of that column's cards by their corners, or the column itself
 * when it has none in view.
 *
 * dnd-kit's `closestCorners` alone compares the card with every droppable of the board on every
 * pointer move, and each droppable's position is a getter that reads the scroll offsets of all its
 * scrolling ancestors: with ten columns of cards in the page that was a few thousand reads of
 * `scrollTop` per move, the largest part of the script's time during a drag. A column is chosen
 * from the columns' lists alone (one droppable each), so a move reads about one column's cards.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const { collisionRect, droppableRects, droppableContainers } = args;
  const middle = collisionRect.left + collisionRect.width / 2;
  let column: UniqueIdentifier | null = null;
  let nearest = Infinity;
  for (const container of droppableContainers) {
    if (container.data.current?.sortable) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const { left, width } = rect;
    const distance = middle < left ? left - middle : middle > left + width ? middle - left - width : 0;
    if (distance < nearest) {
      nearest = distance;
      column = container.id;
    }
  }
  if (column === null) return closestCorners(args);
  return closestCorners({ ...args, droppableContainers: droppableContainers.filter((container) => columnOf(container) === column) });
};
