import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusLater } from '../../../ui/focus-later';
import type { BoardCard, BoardData, ColumnName } from '../api';
import { SortableCard } from './board-card';
import { ColumnTitleForm } from './column-title-form';
import { FirstUseMenu } from './first-use-menu';
import { focusTargets } from './focus-later';
import { useNearView } from './use-near-view';

/** A card's height before it is measured, and the gap between cards (px). */
const CARD_ESTIMATE = 84;
const CARD_GAP = 8;
/**
 * Cards drawn beyond the visible ones, above and below: one, the next card an arrow key or a scroll
 * reaches. Every drawn card is a droppable that dnd-kit measures and draws again as a drag starts, so
 * each one more costs every pick-up: on the 5,000-card board three a side (45 cards in the page) made
 * twice the late frames of one (35), docs/performance.md.
 */
const OVERSCAN = 1;
/** How near the last card read a column asks for more. */
const NEAR_END = 20;
/** How far beyond the board's visible width a column still draws its cards (about one column). */
const SIDEWAYS_MARGIN = 320;
/** A column's width and the gap between columns (px), as laid out below and by the board. */
const COLUMN_WIDTH = 288;
const COLUMN_GAP = 16;
/** The cards' list is at most this tall: the same rule as its `maxHeight` below. */
const listHeight = () => Math.max(320, window.innerHeight - 320);

/**
 * What a column assumes before its first layout, so that the board's first render already draws the
 * cards in view: whether it is near the window's width, and its list's height. The layout, read
 * before the first paint, then corrects both; when they were right, nothing draws twice.
 */
const nearAtFirst = (position: number) => position * (COLUMN_WIDTH + COLUMN_GAP) <= window.innerWidth + SIDEWAYS_MARGIN;

type Column = BoardData['columns'][number];
type Props = {
  column: Column;
  /** Where the column is on the board, from 0 at the left. */
  position: number;
  ids: string[];
  /** A card of another column dragged (or just dropped) into this one. */
  guest: BoardCard | undefined;
  columns: ColumnName[];
  /** The card being dragged, when it is in this column (null otherwise). */
  activeId: string | null;
  /** The dragged card is in this column now: where it lands if dropped. */
  target: boolean;
  /** The board's sideways scrolling element: a column far outside it draws no cards. */
  scrollRoot: HTMLElement | null;
  onNeedMore: (shown: number) => void;
  onAddCard: (column: string) => void;
  onOpenCard: (card: BoardCard, column: string) => void;
  onDeleteCard: (card: BoardCard) => void;
  onDeleteColumn: (column: Column) => void;
  onRename: (column: string, title: string, done: () => void) => void;
  /** The rename form opens: an earlier rename's error is no longer shown. */
  onRenameStart: () => void;
  /** This column's last rename failed with this error (null otherwise). */
  renameError: unknown;
  onMove: (card: string, column: string, index: number) => void;
  onMoveToEnd: (card: string, column: string) => void;
};

/**
 * A column: its title and menu, and its cards, scrolled on their own and drawn only when in view
 * (virtualized), up and down and sideways: a column more than about one column's width outside the
 * board's view keeps its title, count and height but draws no cards. A drag walks and measures every
 * card drawn on the board, so a wide board costs as much as its columns in view. Memoized with
 * stable callbacks: during a drag only the columns a card enters or leaves draw again; nothing here
 * reads dnd-kit's context, which changes with every pointer move.
 */
export const BoardColumn = memo(function BoardColumn({ column, position, ids, guest, columns, activeId, target, scrollRoot, onNeedMore, onAddCard, onOpenCard, onDeleteCard, onDeleteColumn, onRename, onRenameStart, renameError, onMove, onMoveToEnd }: Props) {
  const { t } = useTranslation('boards');
  const own = useMemo(() => new Map(column.cards.map((card) => [card._id, card])), [column.cards]);
  // The card count with the cards not read yet; during a drag, with the cards dragged in or out.
  const count = column.cardCount - column.cards.length + ids.length;

  const scroller = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearView(section, scrollRoot, SIDEWAYS_MARGIN, nearAtFirst(position));
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  // The dragged card stays drawn when it is scrolled out of view, or the drag would lose it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const drawn = near ? defaultRangeExtractor(range) : [];
      return activeIndex >= 0 && !drawn.includes(activeIndex) ? [...drawn, activeIndex].sort((a, b) => a - b) : drawn;
    },
    [activeIndex, near],
  );
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: OVERSCAN,
    getItemKey: (index) => ids[index]!,
    rangeExtractor,
    initialRect: { width: COLUMN_WIDTH, height: listHeight() },
  });
  const drawn = virtualizer.getVirtualItems();
  const lastDrawn = drawn.at(-1)?.index ?? -1;
  const loaded = column.cards.length;
  useEffect(() => {
    if (column.cardCount > loaded && lastDrawn >= loaded - NEAR_END) onNeedMore(loaded);
  }, [column.cardCount, loaded, lastDrawn, onNeedMore]);
  const total = virtualizer.getTotalSize();
  const before = drawn[0]?.start ?? 0;
  const after = drawn.length > 0 ? total - drawn.at(-1)!.end : 0;

  // The column and its list are named by the title itself, not by the heading: while the column is
  // renamed the heading gives way to the form, and a region named by it would lose its name.
  return (
    <Paper
      ref={setSection}
      component="section"
      aria-label={column.title}
      data-column-id={column._id}
      withBorder
      radius="md"
      p="sm"
      w={COLUMN_WIDTH}
      miw={COLUMN_WIDTH}
      bg="var(--mantine-color-gray-0)"
      data-drop-target={target || undefined}
      style={target ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <ColumnHeader column={column} count={count} onRename={onRename} onRenameStart={onRenameStart} renameError={renameError} onDelete={onDeleteColumn} />
        {/* contain: what changes in a column's list (a card in or out, a scroll) is laid out and painted inside it. */}
        <SortableContext id={column._id} items={ids} strategy={verticalListSortingStrategy}>
          <Box ref={scroller} data-testid="column-cards" style={{ maxHeight: 'max(320px, calc(100vh - 320px))', overflowY: 'auto', overscrollBehavior: 'contain', contain: 'content' }}>
            <DropList id={column._id} label={column.title} style={{ paddingTop: before, paddingBottom: after, minHeight: Math.max(total, 48) }}>
              {drawn.map((item) => {
                const id = ids[item.index]!;
                const card = own.get(id) ?? (guest?._id === id ? guest : undefined);
                if (!card) return null;
                return (
                  <SortableCard
                    key={item.key}
                    card={card}
                    column={column._id}
                    index={item.index}
                    setSize={count}
                    columns={columns}
                    measure={virtualizer.measureElement}
                    onOpen={onOpenCard}
                    onDelete={onDeleteCard}
                    onMove={onMove}
                    onMoveToEnd={onMoveToEnd}
                  />
                );
              })}
            </DropList>
          </Box>
        </SortableContext>
        <Button variant="subtle" size="sm" leftSection={<IconPlus size={16} />} onClick={() => onAddCard(column._id)} justify="flex-start" data-focus="add-card">
          {t('card.add')}
        </Button>
      </Stack>
    </Paper>
  );
});

type HeaderProps = { column: Column; count: number; onRename: Props['onRename']; onRenameStart: () => void; renameError: unknown; onDelete: (column: Column) => void };

/**
 * A column's title, card count and menu, or the rename form: a memoized component of its own, since
 * a column draws again whenever a drag enters or leaves it, and its menu (a Mantine Menu) need not.
 */
const ColumnHeader = memo(function ColumnHeader({ column, count, onRename, onRenameStart, renameError, onDelete }: HeaderProps) {
  const { t } = useTranslation('boards');
  const [renaming, setRenaming] = useState(false);
  // The form gives way to the title again: the focus goes back to the menu the rename came from.
  const closeForm = () => {
    setRenaming(false);
    focusLater(() => focusTargets.columnMenu(column._id));
  };
  if (renaming) {
    return <ColumnTitleForm initial={column.title} submitLabel={t('column.save')} onCancel={closeForm} onSubmit={(title) => onRename(column._id, title, closeForm)} error={renameError} />;
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text component="h2" fw={600} size="sm" truncate>
          {column.title}
        </Text>
        {/* The count keeps its size: a long title is cut (truncate), the badge is never squeezed to a dot. */}
        <Badge variant="light" color="gray" size="sm" aria-label={t('column.count', { count })} style={{ flexShrink: 0 }}>
          {count}
        </Badge>
      </Group>
      <FirstUseMenu
        label={t('column.actions', { title: column.title })}
        button={(props) => (
          <ActionIcon variant="subtle" color="gray" {...props} data-focus="column-menu">
            <IconDots size={18} />
          </ActionIcon>
        )}
        items={() => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => (onRenameStart(), setRenaming(true))}>
              {t('column.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={16} />} c="red" onClick={() => onDelete(column)}>
              {t('column.delete')}
            </Menu.Item>
          </>
        )}
      />
    </Group>
  );
});

/**
 * The list of a column's cards, a drop target of its own (an empty column, or below its last card).
 * dnd-kit's droppable hook redraws its component whenever the card under the pointer changes, so it
 * lives here: the cards are this component's children, made by the column, and do not redraw with it.
 */
function DropList({ id, label, style, children }: { id: string; label: string; style: CSSProperties; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      component="ul"
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: CARD_GAP, boxSizing: 'border-box', ...style }}
    >
      {children}
    </Box>
  );
}
