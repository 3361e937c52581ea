import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BOARD_TEXT_PREVIEW, freshKeys, keyBetween, needsRenumbering } from '@portal/domain/boards/rules';
import type { Db, Tx } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { boardCards, boardColumns, boards } from '../../platform/db/schema';

export type BoardKind = 'writer' | 'tracker';
export type BoardRow = typeof boards.$inferSelect;
export type ColumnRow = typeof boardColumns.$inferSelect;
export type CardRow = typeof boardCards.$inferSelect;
export type CardFields = Partial<Pick<CardRow, 'title' | 'description' | 'descriptionContent' | 'priority' | 'deadline' | 'jobTitle' | 'postUrl' | 'salary' | 'address' | 'city' | 'state' | 'zip'>>;

/** Who owns what: every query below takes the site, the owner and the kind of board first. */
export type Owner = { siteId: string; ownerId: string; kind: BoardKind };
type Q = Db | Tx;

const ownedBoard = (o: Owner) => and(eq(boards.siteId, o.siteId), eq(boards.ownerId, o.ownerId), eq(boards.kind, o.kind));

export async function listBoards(db: Q, o: Owner, limit: number) {
  return db
    // `$count` names each column with its table: in a hand-written subquery drizzle writes the outer
    // board's id as a bare "id", which the subquery reads as the card's own id (every count was 0).
    .select({ board: boards, cardCount: db.$count(boardCards, eq(boardCards.boardId, boards.id)) })
    .from(boards)
    .where(ownedBoard(o))
    .orderBy(desc(boards.createdAt), asc(boards.id))
    .limit(limit);
}

export async function countBoards(db: Q, o: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boards).where(ownedBoard(o));
  return row?.n ?? 0;
}

export async function findBoard(db: Q, o: Owner, id: string, options: { lock?: boolean } = {}): Promise<BoardRow | null> {
  const query = db.select().from(boards).where(and(ownedBoard(o), eq(boards.id, id))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTracker(db: Q, o: Owner): Promise<BoardRow | null> {
  const [row] = await db.select().from(boards).where(ownedBoard(o)).limit(1);
  return row ?? null;
}

/** Makes the board and its columns in one go; a second tracker for the same owner is refused by the unique index. */
export async function insertBoard(tx: Tx, o: Owner, title: string, description: string, columnTitles: readonly string[]): Promise<BoardRow> {
  const id = newId();
  const [board] = await tx.insert(boards).values({ id, siteId: o.siteId, ownerId: o.ownerId, kind: o.kind, title, description }).onConflictDoNothing().returning();
  if (!board) return (await findTracker(tx, o))!;
  const keys = freshKeys(columnTitles.length);
  if (columnTitles.length > 0) await tx.insert(boardColumns).values(columnTitles.map((t, i) => ({ id: newId(), siteId: o.siteId, boardId: id, title: t, position: keys[i]! })));
  return board;
}

export async function deleteBoard(db: Q, o: Owner, id: string): Promise<boolean> {
  const rows = await db.delete(boards).where(and(ownedBoard(o), eq(boards.id, id))).returning({ id: boards.id });
  return rows.length > 0;
}

/** The board's columns in order (for the first column of a board). */
export async function boardColumnsOf(db: Q, siteId: string, boardId: string): Promise<ColumnRow[]> {
  return db.select().from(boardColumns).where(and(eq(boardColumns.siteId, siteId), eq(boardColumns.boardId, boardId))).orderBy(asc(boardColumns.position));
}

/** One row of the board's read: the board, one of its columns (null: none) and one card of it (null: none). */
export type BoardReadRow = {
  board_id: string;
  board_title: string;
  board_description: string;
  board_created_at: Date | string;
  column_id: string | null;
  column_title: string | null;
  card_count: number | null;
  card_id: string | null;
  position: string | null;
  title: string | null;
  /** The start of the card's description column (the tracker's company). */
  description: string | null;
  /** The start of the card's long text (its description content, else its description). */
  preview: string | null;
  priority: string | null;
  deadline: string | null;
  job_title: string | null;
};

/**
 * The owner's board (by id, or their one tracker when `id` is null) with its columns in order and
 * the first `perColumn` cards of each in order, with what a card on the board shows (long texts
 * cut), in one query: each column's cards are read off the (column, position) index, and its
 * count off the same index once per column (the materialized steps keep the planner from counting
 * again for every card). No board: no rows.
 */
export async function readBoard(db: Q, o: Owner, id: string | null, perColumn: number): Promise<BoardReadRow[]> {
  const which = id === null ? sql`` : sql`and b.id = ${id}`;
  const result = (await db.execute(sql`
    with board as materialized (
      select b.id, b.site_id, b.title, b.description, b.created_at from ${boards} b
      where b.site_id = ${o.siteId} and b.owner_id = ${o.ownerId} and b.kind = ${o.kind} ${which} limit 1
    ), columns as materialized (
      select c.id, c.title, c.position, (select count(*)::int from ${boardCards} n where n.column_id = c.id) as card_count
      from ${boardColumns} c join board on c.board_id = board.id and c.site_id = board.site_id
    )
    select board.id as board_id, board.title as board_title, board.description as board_description, board.created_at as board_created_at,
      c.id as column_id, c.title as column_title, c.card_count,
      k.id as card_id, k.position, k.title, left(k.description, ${BOARD_TEXT_PREVIEW}) as description,
      left(coalesce(nullif(k.description_content, ''), k.description), ${BOARD_TEXT_PREVIEW}) as preview,
      k.priority, k.deadline::text as deadline, left(k.job_title, ${BOARD_TEXT_PREVIEW}) as job_title
    from board
    left join columns c on true
    left join lateral (
      select * from ${boardCards} k where k.column_id = c.id and k.site_id = board.site_id order by k.position limit ${perColumn}
    ) k on true
    order by c.position, c.id, k.position`)) as unknown as { rows: BoardReadRow[] };
  return result.rows;
}

/** A column of one of the owner's boards, with its board. */
export async function findColumn(db: Q, o: Owner, id: string): Promise<ColumnRow | null> {
  const [row] = await db
    .select({ column: boardColumns })
    .from(boardColumns)
    .innerJoin(boards, eq(boards.id, boardColumns.boardId))
    .where(and(ownedBoard(o), eq(boardColumns.siteId, o.siteId), eq(boardColumns.id, id)))
    .limit(1);
  return row?.column ?? null;
}

export async function countColumns(db: Q, siteId: string, boardId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boardColumns).where(and(eq(boardColumns.siteId, siteId), eq(boardColumns.boardId, boardId)));
  return row?.n ?? 0;
}

/** A new column at the end of the board; the caller holds the board's row lock. */
export async function insertColumn(tx: Tx, siteId: string, boardId: string, title: string): Promise<ColumnRow> {
  const [last] = await tx.select({ position: boardColumns.position }).from(boardColumns).where(and(eq(boardColumns.siteId, siteId), eq(boardColumns.boardId, boardId))).orderBy(desc(boardColumns.position)).limit(1);
  const [row] = await tx.insert(boardColumns).values({ id: newId(), siteId, boardId, title, position: keyBetween(last?.position ?? null, null) }).returning();
  return row!;
}

export async function renameColumn(db: Q, siteId: string, id: string, title: string): Promise<void> {
  await db.update(boardColumns).set({ title }).where(and(eq(boardColumns.siteId, siteId), eq(boardColumns.id, id)));
}

export async function deleteColumn(db: Q, siteId: string, id: string): Promise<void> {
  await db.delete(boardColumns).where(and(eq(boardColumns.siteId, siteId), eq(boardColumns.id, id)));
}

export async function findCard(db: Q, o: Owner, id: string): Promise<CardRow | null> {
  const [row] = await db
    .select({ card: boardCards })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .where(and(ownedBoard(o), eq(boardCards.siteId, o.siteId), eq(boardCards.id, id)))
    .limit(1);
  return row?.card ?? null;
}

/**
 * Locks the columns a change touches, in id order (two moves between the same two columns in
 * opposite directions wait for each other instead of deadlocking).
 */
export async function lockColumns(tx: Tx, siteId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  await tx.select({ id: boardColumns.id }).from(boardColumns).where(and(eq(boardColumns.siteId, siteId), inArray(boardColumns.id, unique))).orderBy(asc(boardColumns.id)).for('update');
}

export async function cardsInColumn(db: Q, siteId: string, columnId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boardCards).where(and(eq(boardCards.siteId, siteId), eq(boardCards.columnId, columnId)));
  return row?.n ?? 0;
}

/** The key for a new card at the end of a locked column. */
async function endKey(tx: Tx, siteId: string, columnId: string): Promise<string> {
  const [last] = await tx.select({ position: boardCards.position }).from(boardCards).where(and(eq(boardCards.siteId, siteId), eq(boardCards.columnId, columnId))).orderBy(desc(boardCards.position)).limit(1);
  return keyBetween(last?.position ?? null, null);
}

export async function insertCard(tx: Tx, siteId: string, boardId: string, columnId: string, fields: CardFields & { title: string }): Promise<CardRow> {
  const position = await endKey(tx, siteId, columnId);
  const [row] = await tx.insert(boardCards).values({ ...fields, id: newId(), siteId, boardId, columnId, position }).returning();
  return row!;
}

export async function updateCard(db: Q, siteId: string, id: string, fields: CardFields): Promise<CardRow> {
  const [row] = await db.update(boardCards).set({ ...fields, updatedAt: new Date() }).where(and(eq(boardCards.siteId, siteId), eq(boardCards.id, id))).returning();
  return row!;
}

export async function deleteCard(db: Q, siteId: string, id: string): Promise<void> {
  await db.delete(boardCards).where(and(eq(boardCards.siteId, siteId), eq(boardCards.id, id)));
}

export async function currentColumnOf(tx: Tx, siteId: string, cardId: string): Promise<string | null> {
  const [row] = await tx.select({ columnId: boardCards.columnId }).from(boardCards).where(and(eq(boardCards.siteId, siteId), eq(boardCards.id, cardId))).limit(1);
  return row?.columnId ?? null;
}

/**
 * Puts a card at `index` among the other cards of a locked column: reads the two neighbours' keys
 * off the (column, position) index and writes the one key between them. When that key grows long,
 * the column is renumbered with fresh short keys in the same transaction.
 */
export async function placeCard(tx: Tx, siteId: string, cardId: string, columnId: string, index: number | 'end'): Promise<{ position: string; renumbered: boolean }> {
  const others = and(eq(boardCards.siteId, siteId), eq(boardCards.columnId, columnId), ne(boardCards.id, cardId));
  let position: string;
  if (index === 'end') {
    const [last] = await tx.select({ position: boardCards.position }).from(boardCards).where(others).orderBy(desc(boardCards.position)).limit(1);
    position = keyBetween(last?.position ?? null, null);
  } else {
    const neighbours = await tx
      .select({ position: boardCards.position })
      .from(boardCards)
      .where(others)
      .orderBy(asc(boardCards.position))
      .offset(Math.max(index - 1, 0))
      .limit(index === 0 ? 1 : 2);
    const before = index === 0 ? null : (neighbours[0]?.position ?? null);
    const after = index === 0 ? (neighbours[0]?.position ?? null) : (neighbours[1]?.position ?? null);
    // Past the end: the last card is the one before.
    position = index > 0 && neighbours.length === 0 ? await lastKeyThenAfter(tx, others) : keyBetween(before, after);
  }
  await tx.update(boardCards).set({ columnId, position, updatedAt: new Date() }).where(and(eq(boardCards.siteId, siteId), eq(boardCards.id, cardId)));
  if (!needsRenumbering(position)) return { position, renumbered: false };
  return { position: await renumber(tx, siteId, columnId, cardId), renumbered: true };
}

async function lastKeyThenAfter(tx: Tx, others: ReturnType<typeof and>): Promise<string> {
  const [last] = await tx.select({ position: boardCards.position }).from(boardCards).where(others).orderBy(desc(boardCards.position)).limit(1);
  return keyBetween(last?.position ?? null, null);
}

/** Fresh evenly spread keys for every card of a locked column, in their current order, in one statement. */
async function renumber(tx: Tx, siteId: string, columnId: string, cardId: string): Promise<string> {
  const rows = await tx.select({ id: boardCards.id }).from(boardCards).where(and(eq(boardCards.siteId, siteId), eq(boardCards.columnId, columnId))).orderBy(asc(boardCards.position));
  const keys = freshKeys(rows.length);
  const values = sql.join(
    rows.map((row, i) => sql`(${row.id}, ${keys[i]!})`),
    sql`, `,
  );
  await tx.execute(sql`update board_cards set position = v.position collate "C" from (values ${values}) as v(id, position) where board_cards.id = v.id and board_cards.site_id = ${siteId}`);
  return keys[rows.findIndex((row) => row.id === cardId)]!;
}
