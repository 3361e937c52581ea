import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import { memo, useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, ColumnName } from '../api';
import { CardIconButton, CardPlainButton } from './card-buttons';
import { CardFrame, CardTitle, Glyph } from './card-frame';
import { CardMenu } from './card-menu';

type Columns = ColumnName[];
type Actions = {
  onOpen: (card: BoardCard, column: string) => void;
  onDelete: (card: BoardCard) => void;
  onMove: (card: string, column: string, index: number) => void;
  /** "Move to..." a column: to its end, as the column is when chosen. */
  onMoveToEnd: (card: string, column: string) => void;
};

type CardProps = Actions & {
  card: BoardCard;
  column: string;
  index: number;
  /** How many cards the column holds (read or not), for screen readers: "card 3 of 500". */
  setSize: number;
  columns: Columns;
  measure: (node: Element | null) => void;
};

/**
 * A card in its column: the sortable list item. dnd-kit redraws every sortable item each time the
 * dragged card passes over another one, so this part stays small (the item's place and transform),
 * and the card's face, with its menu and badges, is a memoized child whose props do not change
 * during a drag (the dragged card's look aside).
 */
export const SortableCard = memo(function SortableCard({ card, column, index, setSize, columns, measure, onOpen, onDelete, onMove, onMoveToEnd }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card._id });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  // contain: a card's layout and paint stay inside it, so the browser redraws a moved card alone.
  // will-change: each card is a layer of its own from the start. During a drag the cards that make
  // room move by transform, and a card taking or losing a layer then made the browser assign the
  // page's layers again after the paint ("Layerize" in a trace): about a quarter of that work less.
  return (
    <li ref={ref} style={{ transform: CSS.Translate.toString(transform), transition, contain: 'content', willChange: 'transform' }} data-testid="board-card" data-card-id={card._id} data-index={index} aria-posinset={index + 1} aria-setsize={setSize}>
      <CardFace
        card={card}
        column={column}
        index={index}
        last={index === setSize - 1}
        columns={columns}
        placeholder={isDragging}
        attributes={attributes}
        listeners={listeners}
        setHandle={setActivatorNodeRef}
        onOpen={onOpen}
        onDelete={onDelete}
        onMove={onMove}
        onMoveToEnd={onMoveToEnd}
      />
    </li>
  );
});

type FaceProps = Actions & {
  card: BoardCard;
  column: string;
  index: number;
  last: boolean;
  columns: Columns;
  /** The card being dragged: it stays in the list, faded, where it would land; the overlay moves. */
  placeholder: boolean;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setHandle: (node: HTMLElement | null) => void;
};

const HANDLE_STYLE = { cursor: 'grab', touchAction: 'none' } as const;

const CardFace = memo(function CardFace({ card, column, index, last, columns, placeholder, attributes, listeners, setHandle, onOpen, onDelete, onMove, onMoveToEnd }: FaceProps) {
  const { t } = useTranslation('boards');
  // A mouse press on the handle starts no text selection: otherwise Chromium extends a selection
  // under the pointer on every move of the drag (on a board of long columns, up to 73 ms of a frame
  // in its drag handler) and dnd-kit clears it again. dnd-kit ignores a press whose default is
  // already prevented, so it is told first.
  const onMouseDown = useCallback(
    (event: MouseEvent) => {
      listeners?.onMouseDown?.(event);
      event.preventDefault();
    },
    [listeners],
  );
  return (
    <CardFrame
      card={card}
      placeholder={placeholder}
      handle={
        <CardIconButton ref={setHandle} style={HANDLE_STYLE} {...attributes} {...listeners} onMouseDown={onMouseDown} aria-label={t('card.drag', { title: card.title })}>
          <IconGripVertical size={16} />
        </CardIconButton>
      }
      title={
        <CardPlainButton onClick={() => onOpen(card, column)} aria-label={t('card.open', { title: card.title })}>
          <CardTitle title={card.title} />
        </CardPlainButton>
      }
      menu={<CardMenu card={card} column={column} index={index} last={last} columns={columns} onOpen={onOpen} onDelete={onDelete} onMove={onMove} onMoveToEnd={onMoveToEnd} />}
    />
  );
});

/**
 * The card that follows the pointer (or the keyboard) during a drag, drawn once in dnd-kit's drag
 * overlay. A picture of the card for sighted users: hidden from screen readers (the card in its
 * column keeps its name, state and announcements) and without controls, so the page never holds
 * two buttons of the same name.
 */
export const CardPreview = memo(function CardPreview({ card }: { card: BoardCard }) {
  return (
    <div aria-hidden style={{ cursor: 'grabbing' }}>
      <CardFrame
        card={card}
        lifted
        handle={
          <Glyph>
            <IconGripVertical size={16} />
          </Glyph>
        }
        title={<CardTitle title={card.title} />}
        menu={
          <Glyph>
            <IconDots size={16} />
          </Glyph>
        }
      />
    </div>
  );
});
