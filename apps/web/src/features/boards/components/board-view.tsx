import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { Alert, Group, ScrollArea } from '@mantine/core';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyLoaded, loadOnce } from '../../../platform/load-once';
import { usePainted } from '../../../ui/after-first-paint';
import { focusLater } from '../../../ui/focus-later';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { isGone, useBoardActions, type BoardCard, type BoardData, type ColumnName, type Kind } from '../api';
import { CardPreview } from './board-card';
import { BoardColumn } from './board-column';
import { AddColumn } from './column-title-form';
import { boardCollisions } from './board-collisions';
import { boardKeyboardCoordinates } from './board-keyboard';
import { useBoardDrag } from './use-board-drag';
import { focusAfterDelete, focusTargets } from './focus-later';

// The dialogs (a card's fields, a delete's confirmation) come after the board has painted: Mantine's
// Modal, the date picker and the select with their styles were about half of this module's
// evaluation in a profile, before the board's first screen, for dialogs nobody has opened yet. A dialog asked for before its code is
// there opens when it arrives.
const loadCardDialog = loadOnce(() => import('./card-dialog').then((module) => ({ default: module.CardDialog })));
const loadConfirmDelete = loadOnce(() => import('./confirm-delete').then((module) => ({ default: module.ConfirmDelete })));
const CardDialog = lazyLoaded(loadCardDialog);
const ConfirmDelete = lazyLoaded(loadConfirmDelete);

type Props = { kind: Kind; boardId: string | null; board: BoardData; perColumn: number; onNeedMore: (shown: number) => void };

// Sensor options live outside the component: new objects on each render would give every card new
// drag listeners, and so redraw every card whenever the board redraws.
const MOUSE = { activationConstraint: { distance: 5 } };
const TOUCH = { activationConstraint: { delay: 200, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: boardKeyboardCoordinates };
// The board scrolls sideways only when a card is held near its edge (a tenth of its width), not over
// the last fifth as dnd-kit's default has it: on a wide board that fifth is a whole column in view, and
// a card held over it slid the board away and landed a column further than the one chosen.
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.2 } };

/**
 * Columns and cards. A card is dragged by its handle with the mouse, touch (after a short press) or
 * the keyboard (space to lift, arrows to move, space to drop, escape to cancel), with spoken
 * announcements; its menu moves it without dragging ("Move to..." a column, up, down). A drop sends
 * one call with the card's column and index; the board shows the move at once and reloads after.
 * The moving card is drawn once, in a drag overlay; in its column a faded copy shows where it would
 * land. Each column scrolls on its own and draws only the cards in view (virtualized), so a column
 * of thousands of cards draws and drags as fast as a short one; the cards read are the first of each
 * column, so a card's index on screen is its index on the server.
 */
export function BoardView({ kind, boardId, board, perColumn, onNeedMore }: Props) {
  const { t } = useTranslation('boards');
  const actions = useBoardActions(kind, boardId, perColumn);
  const cards = useMemo(() => new Map(board.columns.flatMap((c) => c.cards).map((card) => [card._id, card])), [board]);
  const [dialog, setDialog] = useState<{ column: string; card: BoardCard | null } | null>(null);
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'column' | 'card'; id: string; title: string } | null>(null);
  // A change failed because its card or column was deleted elsewhere: the board has been read again
  // (every change reloads it when settled), the dialog that offered it is closed, and this says why.
  const [gone, setGone] = useState(false);

  // Mouse and touch each have their own sensor: a pointer sensor would also take every touch
  // (pointerdown comes before touchstart) and start it by distance, never by the press delay.
  const sensors = useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));

  // Stable callbacks: a column or card redraws only when its own props change.
  const { mutate: moveMutate } = actions.moveCard;
  const { mutate: renameMutate, reset: resetRename } = actions.renameColumn;
  const { reset: resetCreate } = actions.createCard;
  const { reset: resetUpdate } = actions.updateCard;
  const move = useCallback(
    (card: string, column: string, index: number) => moveMutate({ boardId: board._id, card, column, index }, { onError: (error) => isGone(error) && setGone(true) }),
    [moveMutate, board._id],
  );
  // A dialog opens without the error of an earlier card's failed save.
  const openCard = useCallback((card: BoardCard, column: string) => (resetUpdate(), setDialog({ column, card })), [resetUpdate]);
  const addCard = useCallback((column: string) => (resetCreate(), setDialog({ column, card: null })), [resetCreate]);
  const deleteCard = useCallback((card: BoardCard) => setDeleting({ kind: 'card', id: card._id, title: card.title }), []);
  const deleteColumn = useCallback((column: { _id: string; title: string }) => setDeleting({ kind: 'column', id: column._id, title: column.title }), []);
  const rename = useCallback(
    (id: string, title: string, done: () => void) => renameMutate({ id, title }, { onSuccess: done, onError: (error) => isGone(error) && (done(), setGone(true)) }),
    [renameMutate],
  );

  // "Move to..." puts a card at the end of the column as it is when chosen; the cards' menus get the
  // columns' names alone, the same array until a column is added, renamed or removed, so a move
  // (which changes counts) does not redraw every card on the board.
  const latest = useRef(board);
  useLayoutEffect(() => {
    latest.current = board;
  }, [board]);
  const moveToEnd = useCallback((card: string, column: string) => move(card, column, latest.current.columns.find((c) => c._id === column)?.cardCount ?? 0), [move]);
  const names = JSON.stringify(board.columns.map(({ _id, title }) => ({ _id, title })));
  const menuColumns = useMemo(() => JSON.parse(names) as ColumnName[], [names]);

  const drag = useBoardDrag(board, cards, move);
  const dragged = drag.activeId ? cards.get(drag.activeId) : undefined;
  const guest = drag.moving ? cards.get(drag.moving.card) : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    // Where the focus goes once the deleted card or column is gone: its neighbour, computed now.
    const after = focusAfterDelete(latest.current, deleting);
    const finish = () => (setDeleting(null), after());
    // Deleted elsewhere already (404): what was asked for is done; the board is read again.
    const done = { onSuccess: finish, onError: (error: unknown) => isGone(error) && (finish(), setGone(true)) };
    if (deleting.kind === 'column') actions.deleteColumn.mutate(deleting.id, done);
    else actions.deleteCard.mutate(deleting.id, done);
  };
  const deleteError = deleting?.kind === 'column' ? actions.deleteColumn.error : actions.deleteCard.error;
  // The dialogs' code is fetched once the board has painted, so that a dialog opens at once.
  const painted = usePainted();

  return (
    <>
      {gone && (
        <Alert color="yellow" variant="light" role="status" withCloseButton closeButtonLabel={t('board.dismiss')} onClose={() => setGone(false)}>
          {t('board.gone')}
        </Alert>
      )}
      {actions.moveCard.error && !isGone(actions.moveCard.error) && <ServerErrorAlert error={actions.moveCard.error} />}
      <ScrollArea type="auto" offsetScrollbars viewportRef={setScrollRoot}>
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          autoScroll={AUTO_SCROLL}
          {...drag.handlers}
          accessibility={{ announcements: drag.announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
        >
          <Group align="flex-start" wrap="nowrap" gap="md" pb="md">
            {board.columns.map((column, position) => (
              <BoardColumn
                key={column._id}
                column={column}
                position={position}
                ids={drag.layout[column._id] ?? []}
                guest={drag.moving?.column === column._id ? guest : undefined}
                columns={menuColumns}
                activeId={drag.target === column._id ? drag.activeId : null}
                target={drag.target === column._id}
                scrollRoot={scrollRoot}
                onNeedMore={onNeedMore}
                onAddCard={addCard}
                onOpenCard={openCard}
                onDeleteCard={deleteCard}
                onDeleteColumn={deleteColumn}
                onRename={rename}
                onRenameStart={resetRename}
                renameError={actions.renameColumn.variables?.id === column._id ? actions.renameColumn.error : null}
                onMove={move}
                onMoveToEnd={moveToEnd}
              />
            ))}
            <AddColumn
              onAdd={(title, done) =>
                actions.addColumn.mutate({ boardId: board._id, title }, { onSuccess: ({ column }) => (done(), focusLater(() => focusTargets.columnMenu(column._id))) })
              }
              busy={actions.addColumn.isPending}
              error={actions.addColumn.error}
              columns={board.columns.length}
            />
          </Group>
          <DragOverlay>{dragged ? <CardPreview card={dragged} /> : null}</DragOverlay>
        </DndContext>
      </ScrollArea>
      {(painted || dialog !== null) && (
        <Suspense fallback={null}>
          <CardDialog
            kind={kind}
            opened={dialog !== null}
            card={dialog?.card ?? null}
            onClose={() => setDialog(null)}
            busy={actions.createCard.isPending || actions.updateCard.isPending}
            error={dialog?.card ? actions.updateCard.error : actions.createCard.error}
            onSave={(fields) => {
              if (!dialog) return;
              const close = { onSuccess: () => setDialog(null), onError: (error: unknown) => isGone(error) && (setDialog(null), setGone(true)) };
              if (dialog.card) actions.updateCard.mutate({ ...fields, id: dialog.card._id }, close);
              else actions.createCard.mutate({ boardId: board._id, column: dialog.column, fields }, close);
            }}
          />
        </Suspense>
      )}
      {(painted || deleting !== null) && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
