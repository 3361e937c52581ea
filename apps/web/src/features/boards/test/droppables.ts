import type { ClientRect, DroppableContainer } from '@dnd-kit/core';

/** A measured rectangle as dnd-kit keeps it. */
export const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

/** A droppable as dnd-kit keeps it: a column's list (no `column`) or a card of `column` at `index`, with a node in the document. */
export const droppable = (id: string, column?: string, index = 0) =>
  ({
    id,
    key: id,
    disabled: false,
    data: { current: column ? { sortable: { containerId: column, index, items: [] } } : {} },
    node: { current: document.body.appendChild(document.createElement('div')) },
    rect: { current: null },
  }) as unknown as DroppableContainer;
