import * as calls from '@portal/domain/boards/calls';
import type { CustomerBoardCard, CustomerCardView, WriterBoardCard, WriterCardView } from '@portal/domain/boards/calls';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../platform/api-client';

export type Kind = 'writer' | 'tracker';
export type AnyCard = WriterCardView | CustomerCardView;
/** A card as the board shows it (the board's read); the edit dialog reads the whole card. */
export type BoardCard = WriterBoardCard | CustomerBoardCard;
/** A board as read: each column's first cards (as many as asked for) and how many it holds in all. */
export type BoardData<C extends BoardCard = BoardCard> = { _id: string; boardTitle: string; boardDescription: string; columns: { _id: string; title: string; cardCount: number; cards: C[] }[] };
/** A column as a card's "Move to..." menu names it. */
export type ColumnName = { _id: string; title: string };

export const boardKeys = {
  list: ['writer-boards'] as const,
  board: (kind: Kind, id: string | null) => ['board', kind, id ?? 'tracker'] as const,
  /** The board read with `cards` cards per column (invalidating `board` refreshes every such read). */
  read: (kind: Kind, id: string | null, cards: number) => ['board', kind, id ?? 'tracker', cards] as const,
};

export function useWriterBoards() {
  return useQuery({ queryKey: boardKeys.list, queryFn: ({ signal }) => callApi(calls.listWriterBoards, { signal }) });
}

export function useCreateWriterBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { boardTitle: string; boardDescription?: string }) => callApi(calls.createWriterBoard, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: boardKeys.list }),
  });
}

export function useDeleteWriterBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(calls.deleteWriterBoard, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: boardKeys.list }),
  });
}

/** A card with its long texts whole (the board's read carries their start). */
export function useCard(kind: Kind, id: string | null) {
  return useQuery({
    queryKey: ['board-card', kind, id],
    queryFn: async ({ signal }): Promise<AnyCard> =>
      kind === 'writer' ? (await callApi(calls.getWriterCard, { params: { id: id! }, signal })).card : (await callApi(calls.getCustomerCard, { params: { id: id! }, signal })).card,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The read of a board with `cards` cards per column: the screen's query, and the page's prefetch. */
export const boardQuery = (kind: Kind, id: string | null, cards: number) =>
  queryOptions({
    queryKey: boardKeys.read(kind, id, cards),
    queryFn: ({ signal }): Promise<BoardData> =>
      kind === 'writer' ? callApi(calls.getWriterBoard, { params: { id: id! }, query: { cards }, signal }) : callApi(calls.getCustomerBoard, { query: { cards }, signal }),
  });

/**
 * The writer's board by id, or the customer's tracker (id null), with the first `cards` cards of
 * each column. Asking for more keeps the board on screen until the longer read arrives.
 */
export function useBoard(kind: Kind, id: string | null, cards: number) {
  return useQuery({
    ...boardQuery(kind, id, cards),
    // The same board with fewer cards stays on screen while more are read; another board does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (id ?? 'tracker') ? previous : undefined),
  });
}

/** The call failed because its card, column or board no longer exists (deleted elsewhere, or not the caller's). */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export type CardInput = Record<string, string | null | undefined> & { title: string };

/** Every change of a board; each refreshes the board afterwards (a move is applied on screen first, on the read shown: `cards` per column). */
export function useBoardActions(kind: Kind, id: string | null, cards: number) {
  const client = useQueryClient();
  const key = boardKeys.read(kind, id, cards);
  const refresh = () => client.invalidateQueries({ queryKey: boardKeys.board(kind, id) });
  const settle = { onSettled: refresh };
  const w = kind === 'writer';

  const addColumn = useMutation({
    mutationFn: ({ boardId, title }: { boardId: string; title: string }) =>
      callApi(w ? calls.createWriterColumn : calls.createCustomerColumn, { params: { boardId }, query: { title } }),
    ...settle,
  });
  const renameColumn = useMutation({
    mutationFn: (body: { id: string; title: string }) => callApi(w ? calls.renameWriterColumn : calls.renameCustomerColumn, { body }),
    ...settle,
  });
  const deleteColumn = useMutation({
    mutationFn: (columnId: string) => callApi(w ? calls.deleteWriterColumn : calls.deleteCustomerColumn, { params: { id: columnId } }),
    ...settle,
  });
  const createCard = useMutation({
    mutationFn: async ({ boardId, column, fields }: { boardId: string; column: string; fields: CardInput }): Promise<unknown> => {
      if (w) {
        const { title, ...rest } = fields;
        return callApi(calls.createWriterCard, { body: { boardId, column, cardTitle: title, ...(rest as object) } });
      }
      return callApi(calls.createCustomerCard, { body: { boardId, column, ...(fields as { title: string }) } });
    },
    ...settle,
  });
  const updateCard = useMutation({
    mutationFn: async (fields: CardInput & { id: string }): Promise<unknown> =>
      w ? callApi(calls.updateWriterCard, { body: fields as never }) : callApi(calls.updateCustomerCard, { body: fields as never }),
    ...settle,
  });
  const deleteCard = useMutation({
    mutationFn: (cardId: string) => callApi(w ? calls.deleteWriterCard : calls.deleteCustomerCard, { params: { id: cardId } }),
    ...settle,
  });
  const moveCard = useMutation({
    mutationFn: ({ boardId, card, column, index }: { boardId: string; card: string; column: string; index: number }) =>
      callApi(w ? calls.moveWriterCard : calls.moveCustomerCard, { body: { board: boardId, card, toPosition: { column, index } } }),
    onMutate: async ({ card, column, index }) => {
      await client.cancelQueries({ queryKey: boardKeys.board(kind, id) });
      const before = client.getQueryData<BoardData>(key);
      if (before) client.setQueryData(key, moveLocally(before, card, column, index));
      return { before };
    },
    onError: (_error, _vars, context) => context?.before && client.setQueryData(key, context.before),
    ...settle,
  });
  return { addColumn, renameColumn, deleteColumn, createCard, updateCard, deleteCard, moveCard };
}

/**
 * The board with one card taken out of its column and put at `index` of another (or the same),
 * counts included. A card put past the cards shown of a longer column is counted there, not shown.
 */
export function moveLocally<B extends BoardData>(board: B, cardId: string, columnId: string, index: number): B {
  const card = board.columns.flatMap((c) => c.cards).find((c) => c._id === cardId);
  if (!card || !board.columns.some((c) => c._id === columnId)) return board;
  const columns = board.columns.map((c) => {
    const had = c.cards.some((x) => x._id === cardId);
    return { ...c, cards: c.cards.filter((x) => x._id !== cardId), cardCount: had ? c.cardCount - 1 : c.cardCount };
  });
  const target = columns.find((c) => c._id === columnId)!;
  const hidden = target.cardCount - target.cards.length;
  if (index <= target.cards.length || hidden === 0) target.cards.splice(Math.min(index, target.cards.length), 0, card);
  target.cardCount += 1;
  return { ...board, columns };
}
