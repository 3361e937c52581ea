import type { BoardSummary, CustomerBoardCard, CustomerCardView, WriterBoardCard, WriterCardView } from '@portal/domain/boards/calls';
import { BOARD_CARDS_SHOWN, MAX_BOARDS, MAX_CARDS_PER_COLUMN, MAX_COLUMNS, TRACKER_COLUMNS, type Priority } from '@portal/domain/boards/rules';
import { AppError, notFound, pageUnavailable } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import * as store from './boards.store';
import type { BoardKind, CardFields, CardRow, Owner } from './boards.store';

const BOARD_NOT_FOUND = 'Board not found';
const COLUMN_NOT_FOUND = 'Column not found';
const CARD_NOT_FOUND = 'Card not found';

/** The writer's default columns of a new board. */
export const WRITER_COLUMNS = ['To do', 'In progress', 'Done'] as const;

/**
 * Writer boards and the customer's job-search tracker. A board, its columns and its cards belong
 * to their owner alone: every read and write goes through the owner (site, user and kind of board),
 * so another user's or another site's board, column or card answers 404 like a missing one. The
 * tracker exists only where the site has `enable_boards`; so do the writer boards (the spec's menu
 * shows them "if enabled").
 *
 * Moves: one transaction that locks the columns involved (SELECT ... FOR UPDATE on their rows),
 * reads the two neighbours of the drop place and writes the moved card's one new key.
 */
export class BoardsService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  private owner({ site, user }: Actor, kind: BoardKind): Owner {
    // Switched off: the spec's text, and the code by which the client reads the site's settings again.
    if (!site.config?.website_settings.enable_boards) throw pageUnavailable(BOARD_NOT_FOUND);
    return { siteId: site.id, ownerId: user.id, kind };
  }

  async list(actor: Actor): Promise<BoardSummary[]> {
    const rows = await store.listBoards(this.db, this.owner(actor, 'writer'), MAX_BOARDS);
    return rows.map(({ board, cardCount }) => ({ ...boardHead(board), cardCount }));
  }

  async create(actor: Actor, title: string, description: string): Promise<BoardSummary> {
    const o = this.owner(actor, 'writer');
    if ((await store.countBoards(this.db, o)) >= MAX_BOARDS) throw new AppError('rule_broken', `At most ${MAX_BOARDS} boards`);
    const board = await this.db.transaction((tx) => store.insertBoard(tx, o, title, description, WRITER_COLUMNS));
    return { ...boardHead(board), cardCount: 0 };
  }

  async remove(actor: Actor, id: string): Promise<void> {
    if (!(await store.deleteBoard(this.db, this.owner(actor, 'writer'), id))) throw notFound(BOARD_NOT_FOUND);
  }

  /**
   * The board: its columns in order, each with its first `perColumn` cards in order and its count
   * of cards, in one query (the customer's tracker is made on its first read).
   */
  async read<K extends BoardKind>(actor: Actor, kind: K, id: string | null, perColumn = BOARD_CARDS_SHOWN) {
    const o = this.owner(actor, kind);
    let rows = await store.readBoard(this.db, o, id, perColumn);
    if (rows.length === 0 && id === null) {
      await this.db.transaction((tx) => store.insertBoard(tx, o, 'Job Search Tracker', '', TRACKER_COLUMNS));
      rows = await store.readBoard(this.db, o, id, perColumn);
    }
    const head = rows[0];
    if (!head) throw notFound(BOARD_NOT_FOUND);
    const columns: { _id: string; id: string; title: string; cardCount: number; cards: BoardCardOf<K>[] }[] = [];
    for (const row of rows) {
      if (row.column_id === null) continue;
      let column = columns.at(-1);
      if (column?._id !== row.column_id) {
        column = { _id: row.column_id, id: row.column_id, title: row.column_title!, cardCount: row.card_count ?? 0, cards: [] };
        columns.push(column);
      }
      if (row.card_id === null) continue;
      const shown =
        kind === 'writer'
          ? { _id: row.card_id, position: row.position!, title: row.title!, description: row.preview!, priority: row.priority as Priority | null, deadline: row.deadline }
          : { _id: row.card_id, position: row.position!, title: row.title!, company: row.description!, jobTitle: row.job_title!, deadline: row.deadline };
      column.cards.push(shown as BoardCardOf<K>);
    }
    return { _id: head.board_id, boardTitle: head.board_title, boardDescription: head.board_description, createdAt: new Date(head.board_created_at).toISOString(), columns };
  }

  async addColumn<K extends BoardKind>(actor: Actor, kind: K, boardId: string, title: string | undefined) {
    const o = this.owner(actor, kind);
    return this.db.transaction(async (tx) => {
      const board = await store.findBoard(tx, o, boardId, { lock: true });
      if (!board) throw notFound(BOARD_NOT_FOUND);
      if ((await store.countColumns(tx, o.siteId, board.id)) >= MAX_COLUMNS) throw new AppError('rule_broken', `At most ${MAX_COLUMNS} columns`);
      const column = await store.insertColumn(tx, o.siteId, board.id, title ?? 'New list');
      return { _id: column.id, id: column.id, title: column.title, cardCount: 0, cards: [] as never[] };
    });
  }

  async renameColumn<K extends BoardKind>(actor: Actor, kind: K, id: string, title: string) {
    const o = this.owner(actor, kind);
    const column = await store.findColumn(this.db, o, id);
    if (!column) throw notFound(COLUMN_NOT_FOUND);
    await store.renameColumn(this.db, o.siteId, id, title);
    return { _id: id, title };
  }

  async removeColumn<K extends BoardKind>(actor: Actor, kind: K, id: string): Promise<void> {
    const o = this.owner(actor, kind);
    await this.db.transaction(async (tx) => {
      const column = await store.findColumn(tx, o, id);
      if (!column) throw notFound(COLUMN_NOT_FOUND);
      await store.lockColumns(tx, o.siteId, [id]);
      await store.deleteColumn(tx, o.siteId, id);
    });
  }

  async card<K extends BoardKind>(actor: Actor, kind: K, id: string) {
    const card = await store.findCard(this.db, this.owner(actor, kind), id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    return cardView(kind, card);
  }

  /** A new card at the end of a column of the board (its first column when none is named). */
  async createCard<K extends BoardKind>(actor: Actor, kind: K, boardId: string, columnId: string | undefined, fields: CardFields & { title: string }) {
    const o = this.owner(actor, kind);
    const row = await this.db.transaction(async (tx) => {
      const board = await store.findBoard(tx, o, boardId);
      if (!board) throw notFound(BOARD_NOT_FOUND);
      const column = columnId ? await store.findColumn(tx, o, columnId) : (await store.boardColumnsOf(tx, o.siteId, board.id))[0];
      if (!column || column.boardId !== board.id) throw notFound(COLUMN_NOT_FOUND);
      await store.lockColumns(tx, o.siteId, [column.id]);
      if ((await store.cardsInColumn(tx, o.siteId, column.id)) >= MAX_CARDS_PER_COLUMN) throw new AppError('rule_broken', `At most ${MAX_CARDS_PER_COLUMN} cards in a column`);
      return store.insertCard(tx, o.siteId, board.id, column.id, fields);
    });
    return cardView(kind, row);
  }

  async updateCard<K extends BoardKind>(actor: Actor, kind: K, id: string, fields: CardFields) {
    const o = this.owner(actor, kind);
    const card = await store.findCard(this.db, o, id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    return cardView(kind, await store.updateCard(this.db, o.siteId, id, fields));
  }

  async removeCard<K extends BoardKind>(actor: Actor, kind: K, id: string): Promise<void> {
    const o = this.owner(actor, kind);
    const card = await store.findCard(this.db, o, id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    await store.deleteCard(this.db, o.siteId, id);
  }

  /**
   * Moves a card to `index` among the other cards of `columnId` (same board), or to the end of it.
   * The card's column and the target are locked together, in id order. If another move took the card
   * to a third column between the read and the locks, the transaction starts again with every lock
   * released: taking the third column's lock while holding the others would take locks out of order
   * and could deadlock with a move going the other way.
   */
  async move<K extends BoardKind>(actor: Actor, kind: K, move: { board?: string; card: string; column: string; index: number | 'end' }) {
    const o = this.owner(actor, kind);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.db.transaction(async (tx) => {
        const card = await store.findCard(tx, o, move.card);
        if (!card || (move.board !== undefined && card.boardId !== move.board)) throw notFound(CARD_NOT_FOUND);
        const target = await store.findColumn(tx, o, move.column);
        if (!target || target.boardId !== card.boardId) throw notFound(COLUMN_NOT_FOUND);
        await store.lockColumns(tx, o.siteId, [card.columnId, target.id]);
        const now = await store.currentColumnOf(tx, o.siteId, card.id);
        if (now === null) throw notFound(CARD_NOT_FOUND);
        if (now !== card.columnId && now !== target.id) return null;
        if (now !== target.id && (await store.cardsInColumn(tx, o.siteId, target.id)) >= MAX_CARDS_PER_COLUMN) throw new AppError('rule_broken', `At most ${MAX_CARDS_PER_COLUMN} cards in a column`);
        const placed = await store.placeCard(tx, o.siteId, card.id, target.id, move.index);
        return { card: { ...cardView(kind, { ...card, columnId: target.id, position: placed.position }) }, renumbered: placed.renumbered };
      });
      if (outcome) return outcome;
      if (attempt === MOVE_ATTEMPTS) throw new AppError('conflict', 'The card is being moved elsewhere at the same time. Try again.');
    }
  }
}

/** Moves of one card that keep finding it taken to yet another column give up after this many tries. */
const MOVE_ATTEMPTS = 5;

function boardHead(board: store.BoardRow) {
  return { _id: board.id, boardTitle: board.title, boardDescription: board.description, createdAt: board.createdAt.toISOString() };
}

export type CardOf<K extends BoardKind> = K extends 'writer' ? WriterCardView : CustomerCardView;
export type BoardCardOf<K extends BoardKind> = K extends 'writer' ? WriterBoardCard : CustomerBoardCard;

export function cardView<K extends BoardKind>(kind: K, card: CardRow): CardOf<K> {
  return cardViewOf(kind, card) as CardOf<K>;
}

function cardViewOf(kind: BoardKind, card: CardRow): WriterCardView | CustomerCardView {
  const common = { _id: card.id, id: card.id, columnId: card.columnId, position: card.position, title: card.title, deadline: card.deadline, createdAt: card.createdAt.toISOString(), updatedAt: card.updatedAt.toISOString() };
  if (kind === 'writer') return { ...common, description: card.description, descriptionContent: card.descriptionContent, priority: (card.priority as Priority | null) ?? null };
  return { ...common, company: card.description, jobTitle: card.jobTitle, postURL: card.postUrl, salary: card.salary, address: card.address, city: card.city, state: card.state, zip: card.zip, description: card.descriptionContent };
}

/** The tracker's fields as the card row keeps them (company is the description, the description its content). */
export function trackerFields(body: { title?: string | undefined; company?: string | undefined; jobTitle?: string | undefined; postURL?: string | undefined; salary?: string | undefined; deadline?: string | null | undefined; address?: string | undefined; city?: string | undefined; state?: string | undefined; zip?: string | undefined; description?: string | undefined }): CardFields {
  const fields: CardFields = {
    title: body.title,
    description: body.company,
    jobTitle: body.jobTitle,
    postUrl: body.postURL,
    salary: body.salary,
    deadline: body.deadline,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    descriptionContent: body.description,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as CardFields;
}
