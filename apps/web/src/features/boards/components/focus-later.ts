/**
 * Where the focus goes on the board after a change removes or moves the element that had it. The
 * board redraws after the change's call (and its reload) settles and a dialog or menu closing returns
 * the focus to a control that may be gone by then, so the focus is moved once the wanted element is
 * there (`focusLater`, ui/focus-later.ts). A column scrolls its cards as it is asked (a card moved to
 * the end of a long column is drawn only once the column has scrolled to it).
 */
import { byData, focusLater } from '../../../ui/focus-later';
import type { BoardData } from '../api';

/** The focus targets, found by data attributes the board's elements carry. */
export const focusTargets = {
  column: (id: string) => byData(document, 'data-column-id', id),
  columnMenu: (id: string) => focusable(focusTargets.column(id), '[data-focus="column-menu"]'),
  addCard: (column: string) => focusable(focusTargets.column(column), '[data-focus="add-card"]'),
  addColumn: () => document.querySelector<HTMLElement>('[data-focus="add-column"] input'),
  card: (id: string) => byData(document, 'data-card-id', id),
  cardMenu: (id: string) => focusable(focusTargets.card(id), '[data-focus="card-menu"]'),
};

function focusable(root: HTMLElement | null, selector: string): HTMLElement | null {
  return root?.querySelector<HTMLElement>(selector) ?? null;
}

/**
 * Focuses a card's menu button once the card is in `column` (at `index`, when given): until the
 * move is shown the card is still at its old place, whose button is about to go. The column is
 * brought into view and scrolled to its end meanwhile, where "Move to..." puts a card and where a
 * long column has not drawn it yet (virtualized).
 */
export function focusCard(card: string, column: string, index?: number): void {
  const moved = () => {
    const element = byData(focusTargets.column(column) ?? document.createElement('div'), 'data-card-id', card);
    return element && (index === undefined || element.dataset.index === String(index)) ? element : null;
  };
  let shown = false;
  focusLater(() => focusable(moved(), '[data-focus="card-menu"]'), {
    waiting: () => {
      const target = focusTargets.column(column);
      // A column out of view draws no cards (the board draws the columns near the view): bring it
      // into view, whole, once.
      if (target && !shown) {
        shown = true;
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
      const list = target?.querySelector<HTMLElement>('[data-testid="column-cards"]');
      if (list && index === undefined) list.scrollTop = list.scrollHeight;
    },
    fallback: () => focusTargets.columnMenu(column),
  });
}

/**
 * What to focus once a deleted card or column is gone, decided before the delete (the board then no
 * longer says where it was): the next card of its column, else the one before, else the column's
 * "Add card"; for a column the next column's menu, else the one before, else the new column's title.
 */
export function focusAfterDelete(board: BoardData, deleted: { kind: 'column' | 'card'; id: string }): () => void {
  if (deleted.kind === 'column') {
    const at = board.columns.findIndex((c) => c._id === deleted.id);
    const next = board.columns[at + 1] ?? board.columns[at - 1];
    return () => focusLater(() => (next ? focusTargets.columnMenu(next._id) : focusTargets.addColumn()));
  }
  const column = board.columns.find((c) => c.cards.some((card) => card._id === deleted.id));
  if (!column) return () => undefined;
  const at = column.cards.findIndex((card) => card._id === deleted.id);
  const next = column.cards[at + 1] ?? column.cards[at - 1];
  return () => focusLater(() => (next ? focusTargets.cardMenu(next._id) : null) ?? focusTargets.addCard(column._id));
}
