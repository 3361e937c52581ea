import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { columnTitle } from '@portal/domain/boards/rules';
import { IconArrowDown, IconArrowUp, IconDots, IconGripVertical, IconPencil, IconPlus, IconTrash, IconArrowsMove } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useBoardActions, type BoardCard, type BoardData, type Kind } from '../api';
import { CardDialog } from './card-dialog';
import { ConfirmDelete } from './confirm-delete';

/** A card's height before it is measured, and the gap between cards (px). */
const CARD_ESTIMATE = 84;
const CARD_GAP = 8;
/** Cards drawn beyond the visible ones, above and below. */
const OVERSCAN = 6;
/** How near the last card read a column asks for more. */
const NEAR_END = 20;

type Props = { kind: Kind; boardId: string | null; board: BoardData; perColumn: number; onNeedMore: (shown: number) => void };
type Layout = Record<string, string[]>;

const layoutOf = (board: BoardData): Layout => Object.fromEntries(board.columns.map((c) => [c._id, c.cards.map((card) => card._id)]));

/**
 * Columns and cards. A card is dragged by its handle with the mouse, touch (after a short press) or
 * the keyboard (space to lift, arrows to move, space to drop, escape to cancel), with spoken
 * announcements; its menu moves it without dragging ("Move to..." a column, up, down). A drop sends
 * one call with the card's column and index; the board shows the move at once and reloads after.
 * Each column scrolls on its own and draws only the cards in view (virtualized), so a column of
 * thousands of cards draws and drags as fast as a short one; the cards read are the first of each
 * column, so a card's index on screen is its index on the server.
 */
export function BoardView({ kind, boardId, board, perColumn, onNeedMore }: Props) {
  const { t } = useTranslation('boards');
  const actions = useBoardActions(kind, boardId, perColumn);
  const [drag, setDrag] = useState<{ layout: Layout; from: { column: string; index: number } } | null>(null);
  const layout = drag?.layout ?? layoutOf(board);
  const cards = useMemo(() => new Map(board.columns.flatMap((c) => c.cards).map((card) => [card._id, card])), [board]);
  const titles = useMemo(() => new Map(board.columns.map((c) => [c._id, c.title])), [board]);
  const [dialog, setDialog] = useState<{ column: string; card: BoardCard | null } | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'column' | 'card'; id: string; title: string } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const columnOf = (id: UniqueIdentifier, from: Layout): string | undefined => (String(id) in from ? String(id) : Object.keys(from).find((c) => from[c]!.includes(String(id))));
  const placeOf = (id: string, from: Layout) => {
    const column = columnOf(id, from);
    return column ? { column, index: from[column]!.indexOf(id) } : null;
  };

  // Stable callbacks: a card redraws only when its own props change (scrolling draws cards anew).
  const { mutate: moveMutate } = actions.moveCard;
  const move = useCallback((card: string, column: string, index: number) => moveMutate({ boardId: board._id, card, column, index }), [moveMutate, board._id]);
  const openCard = useCallback((card: BoardCard, column: string) => setDialog({ column, card }), []);
  const deleteCard = useCallback((card: BoardCard) => setDeleting({ kind: 'card', id: card._id, title: card.title }), []);

  const onDragStart = ({ active }: DragStartEvent) => {
    const current = layoutOf(board);
    const from = placeOf(String(active.id), current);
    if (from) setDrag({ layout: current, from });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!drag || !over) return;
    const fromColumn = columnOf(active.id, drag.layout);
    const toColumn = columnOf(over.id, drag.layout);
    if (!fromColumn || !toColumn || fromColumn === toColumn) return;
    const target = drag.layout[toColumn]!;
    const overIndex = target.indexOf(String(over.id));
    const index = overIndex >= 0 ? overIndex : target.length;
    setDrag({
      ...drag,
      layout: {
        ...drag.layout,
        [fromColumn]: drag.layout[fromColumn]!.filter((id) => id !== String(active.id)),
        [toColumn]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      },
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!drag) return;
    let final = drag.layout;
    const column = columnOf(active.id, final);
    if (over && column) {
      const overColumn = columnOf(over.id, final);
      if (overColumn === column) {
        const ids = final[column]!;
        const oldIndex = ids.indexOf(String(active.id));
        const newIndex = ids.indexOf(String(over.id));
        if (newIndex >= 0 && oldIndex !== newIndex) final = { ...final, [column]: arrayMove(ids, oldIndex, newIndex) };
      }
    }
    const to = placeOf(String(active.id), final);
    setDrag(null);
    if (!over || !to) return;
    if (to.column !== drag.from.column || to.index !== drag.from.index) move(String(active.id), to.column, to.index);
  };

  const name = (id: UniqueIdentifier) => cards.get(String(id))?.title ?? '';
  // Where the card would land: the place of the card it is over (in the layout as dragged so far), else the column's end.
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const column = drag ? columnOf(over, drag.layout) : undefined;
    if (!drag || !column) return null;
    const ids = drag.layout[column]!;
    const index = [ids.indexOf(String(over)), ids.indexOf(String(active))].find((i) => i >= 0) ?? ids.length;
    return { column: titles.get(column) ?? '', position: index + 1 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.start', { card: name(active.id) }),
    onDragOver: ({ active, over }) => {
      const place = over ? where(active.id, over.id) : null;
      return place ? t('announce.over', { card: name(active.id), ...place }) : t('announce.outside', { card: name(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const place = over ? where(active.id, over.id) : null;
      return place ? t('announce.end', { card: name(active.id), ...place }) : t('announce.cancel', { card: name(active.id) });
    },
    onDragCancel: ({ active }) => t('announce.cancel', { card: name(active.id) }),
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const done = { onSuccess: () => setDeleting(null) };
    if (deleting.kind === 'column') actions.deleteColumn.mutate(deleting.id, done);
    else actions.deleteCard.mutate(deleting.id, done);
  };
  const deleteError = deleting?.kind === 'column' ? actions.deleteColumn.error : actions.deleteCard.error;

  return (
    <>
      {actions.moveCard.error && <ServerErrorAlert error={actions.moveCard.error} />}
      <ScrollArea type="auto" offsetScrollbars>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDrag(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
        >
          <Group align="flex-start" wrap="nowrap" gap="md" pb="md">
            {board.columns.map((column) => (
              <BoardColumn
                key={column._id}
                kind={kind}
                column={column}
                ids={layout[column._id] ?? []}
                cards={cards}
                onNeedMore={onNeedMore}
                columns={board.columns}
                onAddCard={() => setDialog({ column: column._id, card: null })}
                onOpenCard={openCard}
                onDeleteCard={deleteCard}
                onDeleteColumn={() => setDeleting({ kind: 'column', id: column._id, title: column.title })}
                onRename={(title, done) => actions.renameColumn.mutate({ id: column._id, title }, { onSuccess: done })}
                renameError={actions.renameColumn.error}
                onMove={move}
              />
            ))}
            <AddColumn onAdd={(title, done) => actions.addColumn.mutate({ boardId: board._id, title }, { onSuccess: done })} busy={actions.addColumn.isPending} error={actions.addColumn.error} />
          </Group>
        </DndContext>
      </ScrollArea>
      <CardDialog
        kind={kind}
        opened={dialog !== null}
        card={dialog?.card ?? null}
        onClose={() => setDialog(null)}
        busy={actions.createCard.isPending || actions.updateCard.isPending}
        error={dialog?.card ? actions.updateCard.error : actions.createCard.error}
        onSave={(fields) => {
          if (!dialog) return;
          const close = { onSuccess: () => setDialog(null) };
          if (dialog.card) actions.updateCard.mutate({ ...fields, id: dialog.card._id }, close);
          else actions.createCard.mutate({ boardId: board._id, column: dialog.column, fields }, close);
        }}
      />
      <ConfirmDelete
        opened={deleting !== null}
        title={deleting?.kind === 'column' ? t('column.deleteTitle') : t('card.deleteTitle')}
        text={t(deleting?.kind === 'column' ? 'column.deleteText' : 'card.deleteText', { title: deleting?.title ?? '' })}
        busy={actions.deleteColumn.isPending || actions.deleteCard.isPending}
        error={deleteError ? t(deleting?.kind === 'column' ? 'column.deleteFailed' : 'card.deleteFailed') : null}
        onConfirm={confirmDelete}
        onClose={() => {
          actions.deleteColumn.reset();
          actions.deleteCard.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}

type ColumnProps = {
  kind: Kind;
  column: BoardData['columns'][number];
  ids: string[];
  cards: Map<string, BoardCard>;
  columns: BoardData['columns'];
  onNeedMore: (shown: number) => void;
  onAddCard: () => void;
  onOpenCard: (card: BoardCard, column: string) => void;
  onDeleteCard: (card: BoardCard) => void;
  onDeleteColumn: () => void;
  onRename: (title: string, done: () => void) => void;
  renameError: unknown;
  onMove: (card: string, column: string, index: number) => void;
};

function BoardColumn({ kind, column, ids, cards, columns, onNeedMore, onAddCard, onOpenCard, onDeleteCard, onDeleteColumn, onRename, renameError, onMove }: ColumnProps) {
  const { t } = useTranslation('boards');
  const [renaming, setRenaming] = useState(false);
  const { setNodeRef } = useDroppable({ id: column._id });
  const headingId = `column-${column._id}`;
  // The card count with the cards not read yet; during a drag, with the cards dragged in or out.
  const count = column.cardCount - column.cards.length + ids.length;

  const scroller = useRef<HTMLDivElement>(null);
  const { active } = useDndContext();
  const activeIndex = active ? ids.indexOf(String(active.id)) : -1;
  // The dragged card stays drawn when it is scrolled out of view, or the drag would lose it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const drawn = defaultRangeExtractor(range);
      return activeIndex >= 0 && !drawn.includes(activeIndex) ? [...drawn, activeIndex].sort((a, b) => a - b) : drawn;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: OVERSCAN,
    getItemKey: (index) => ids[index]!,
    rangeExtractor,
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

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm" w={288} miw={288} bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        {renaming ? (
          <ColumnTitleForm initial={column.title} submitLabel={t('column.save')} onCancel={() => setRenaming(false)} onSubmit={(title) => onRename(title, () => setRenaming(false))} error={renameError} />
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text component="h2" id={headingId} fw={600} size="sm" truncate>
                {column.title}
              </Text>
              <Badge variant="light" color="gray" size="sm" aria-label={t('column.count', { count })}>
                {count}
              </Badge>
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('column.actions', { title: column.title })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRenaming(true)}>
                  {t('column.rename')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDeleteColumn}>
                  {t('column.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        <SortableContext id={column._id} items={ids} strategy={verticalListSortingStrategy}>
          <Box ref={scroller} data-testid="column-cards" style={{ maxHeight: 'max(320px, calc(100vh - 320px))', overflowY: 'auto', overscrollBehavior: 'contain' }}>
            <Box
              ref={setNodeRef}
              component="ul"
              p={0}
              m={0}
              mih={48}
              aria-labelledby={headingId}
              style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: CARD_GAP, paddingTop: before, paddingBottom: after, boxSizing: 'border-box', minHeight: Math.max(total, 48) }}
            >
              {drawn.map((item) => {
                const card = cards.get(ids[item.index]!);
                if (!card) return null;
                return (
                  <SortableCard
                    key={item.key}
                    kind={kind}
                    card={card}
                    column={column._id}
                    index={item.index}
                    setSize={count}
                    last={item.index === count - 1}
                    columns={columns}
                    measure={virtualizer.measureElement}
                    onOpen={onOpenCard}
                    onDelete={onDeleteCard}
                    onMove={onMove}
                  />
                );
              })}
            </Box>
          </Box>
        </SortableContext>
        <Button variant="subtle" size="sm" leftSection={<IconPlus size={16} />} onClick={onAddCard} justify="flex-start">
          {t('card.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

type CardProps = {
  kind: Kind;
  card: BoardCard;
  column: string;
  index: number;
  /** How many cards the column holds (read or not), for screen readers: "card 3 of 500". */
  setSize: number;
  last: boolean;
  columns: BoardData['columns'];
  measure: (node: Element | null) => void;
  onOpen: (card: BoardCard, column: string) => void;
  onDelete: (card: BoardCard) => void;
  onMove: (card: string, column: string, index: number) => void;
};

const PRIORITY_COLOURS: Record<string, string> = { Highest: 'red', High: 'orange', Medium: 'yellow', Low: 'blue', Lowest: 'gray' };

const SortableCard = memo(function SortableCard({ card, column, index, setSize, last, columns, measure, onOpen, onDelete, onMove }: CardProps) {
  const { t } = useTranslation('boards');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card._id });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  const style = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  const subtitle = 'company' in card ? [card.company, card.jobTitle].filter(Boolean).join(' · ') : card.description;
  const priority = 'priority' in card ? card.priority : null;

  return (
    <Box component="li" ref={ref} style={style} data-testid="board-card" data-index={index} aria-posinset={index + 1} aria-setsize={setSize}>
      <Paper withBorder radius="sm" p="xs" shadow={isDragging ? 'md' : undefined}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" size="sm" style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} aria-label={t('card.drag', { title: card.title })}>
            <IconGripVertical size={16} />
          </ActionIcon>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <UnstyledButton onClick={() => onOpen(card, column)} aria-label={t('card.open', { title: card.title })}>
              <Text size="sm" fw={500} lineClamp={2}>
                {card.title}
              </Text>
            </UnstyledButton>
            {subtitle && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {subtitle}
              </Text>
            )}
            {(priority || card.deadline) && (
              <Group gap={4}>
                {priority && (
                  <Badge size="xs" variant="light" color={PRIORITY_COLOURS[priority]}>
                    {t(`priority.${priority}`)}
                  </Badge>
                )}
                {card.deadline && (
                  <Badge size="xs" variant="outline" color="dark">
                    {dayjs(card.deadline).format('MM/DD/YYYY')}
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('card.actions', { title: card.title })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onOpen(card, column)}>
                {t('card.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => onMove(card._id, column, index - 1)}>
                {t('card.moveUp')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={last} onClick={() => onMove(card._id, column, index + 1)}>
                {t('card.moveDown')}
              </Menu.Item>
              <Menu.Label>{t('card.moveTo')}</Menu.Label>
              {columns
                .filter((c) => c._id !== column)
                .map((c) => (
                  <Menu.Item key={c._id} leftSection={<IconArrowsMove size={16} />} onClick={() => onMove(card._id, c._id, c.cardCount)}>
                    {c.title}
                  </Menu.Item>
                ))}
              <Menu.Divider />
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={() => onDelete(card)}>
                {t('card.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
    </Box>
  );
});

/** The column title field with the spec's texts: "Enter Column Title" when empty, "Min 2 chars." when short. */
function ColumnTitleForm({ initial, submitLabel, onSubmit, onCancel, error, busy }: { initial: string; submitLabel: string; onSubmit: (title: string) => void; onCancel?: () => void; error: unknown; busy?: boolean }) {
  const { t } = useTranslation('boards');
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = columnTitle.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message === 'Enter Column Title' ? t('column.required') : t('column.minTwo'));
      input.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <TextInput
          ref={input}
          size="sm"
          label={t('column.title')}
          placeholder={t('column.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          autoFocus={initial !== ''}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
        />
        {error ? <ServerErrorAlert error={error} /> : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              {t('column.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function AddColumn({ onAdd, busy, error }: { onAdd: (title: string, done: () => void) => void; busy: boolean; error: unknown }) {
  const { t } = useTranslation('boards');
  const [key, setKey] = useState(0);
  return (
    <Paper withBorder radius="md" p="sm" w={288} miw={288}>
      <ColumnTitleForm key={key} initial="" submitLabel={t('column.add')} onSubmit={(title) => onAdd(title, () => setKey(key + 1))} error={error} busy={busy} />
    </Paper>
  );
}
