/**
 * Boards benchmark: a writer's board of 5,000 cards in 10 columns, on PGlite and on PostgreSQL.
 *   npm run bench:boards          (BENCH_CARDS=5000 BENCH_CALLS=200 to change the sizes)
 * Times, one call at a time over real HTTP, signed in: reading the board as the web first asks for
 * it (the first BOARD_CARDS_SHOWN cards of each column), reading every card of it, moving a card to
 * a random place of a random column; then moves from four clients at once, and checks afterwards
 * that every card is still there exactly once, in a total order.
 */
import { BOARD_CARDS_SHOWN, freshKeys, MAX_CARDS_PER_COLUMN } from '@portal/domain/boards/rules';
import { boardCards } from '../apps/server/src/platform/db/schema';
import { newId } from '../apps/server/src/platform/db/ids';
import type { Database } from '../apps/server/src/platform/db/database';
import { fmt, percentiles, pglite, postgresDatabase, startPortal, timed } from './support/in-process';

const CARDS = Number(process.env.BENCH_CARDS ?? 5_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const COLUMNS = 10;

type Board = { _id: string; columns: { _id: string; cards: { _id: string; position: string }[] }[] };

async function run(name: string, database: Database) {
  const portal = await startPortal(database);
  try {
    const site = await portal.factories.site('localhost', { settings: { enable_boards: true } });
    const writer = await portal.factories.user(site, 'writer');
    const c = portal.client(site.host);
    await c.signIn(writer.email);
    const boardId = (await c.post('/api/writer/board/new', { boardTitle: 'Bench' })).body.board._id as string;
    for (let i = 3; i < COLUMNS; i++) await c.get(`/api/writer/list/new/${boardId}?title=Column%20${i + 1}`);
    let board = (await c.get(`/api/writer/board/${boardId}`)).body as Board;
    const perColumn = Math.ceil(CARDS / COLUMNS);
    for (const column of board.columns) {
      const keys = freshKeys(perColumn);
      const rows = keys.map((position, i) => ({ id: newId(), siteId: site.id, boardId, columnId: column._id, position, title: `Card ${i + 1} of ${column._id.slice(0, 4)}`, descriptionContent: 'Something to do, with a few words of description.', priority: 'Medium' }));
      for (let i = 0; i < rows.length; i += 500) await portal.db.insert(boardCards).values(rows.slice(i, i + 500));
    }
    const whole = `/api/writer/board/${boardId}?cards=${MAX_CARDS_PER_COLUMN}`;
    const first = await c.get(`/api/writer/board/${boardId}`);
    const read = await c.get(whole);
    board = read.body as Board;
    const cards = board.columns.flatMap((col) => col.cards.map((card) => card._id));
    const columns = board.columns.map((col) => col._id);
    console.log(
      `${name}: ${cards.length} cards in ${columns.length} columns; the board's read: ${(first.raw.length / 1024).toFixed(0)} KB with ${BOARD_CARDS_SHOWN} cards per column, ${(read.raw.length / 1024).toFixed(0)} KB with every card (uncompressed JSON)`,
    );

    const timeReads = async (path: string) => {
      for (let i = 0; i < 10; i++) await c.get(path);
      const ms: number[] = [];
      for (let i = 0; i < Math.min(CALLS, 100); i++) ms.push((await timed(() => c.get(path)))[0]);
      return ms;
    };
    const reads = await timeReads(`/api/writer/board/${boardId}`);
    const wholeReads = await timeReads(whole);

    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const move = (client: typeof c) =>
      client.post('/api/writer/card/position/update', { board: boardId, card: pick(cards), toPosition: { column: pick(columns), index: Math.floor(Math.random() * (perColumn + 1)) } });
    for (let i = 0; i < 20; i++) await move(c);
    const moves: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const [ms, res] = await timed(() => move(c));
      if (res.status !== 200) throw new Error(`move answered ${res.status}`);
      moves.push(ms);
    }

    const clients = [c, ...(await Promise.all([1, 2, 3].map(async () => {
      const other = portal.client(site.host);
      await other.signIn(writer.email);
      return other;
    })))];
    const concurrent: number[] = [];
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < CALLS / 4; i++) {
          const [ms, res] = await timed(() => move(client));
          if (res.status !== 200) throw new Error(`move answered ${res.status}`);
          concurrent.push(ms);
        }
      }),
    );
    const after = (await c.get(whole)).body as Board;
    const ids = after.columns.flatMap((col) => col.cards.map((card) => card._id));
    const ordered = after.columns.every((col) => col.cards.every((card, i) => i === 0 || col.cards[i - 1]!.position < card.position));
    const intact = ids.length === cards.length && new Set(ids).size === cards.length && ordered;

    const row = (label: string, ms: number[]) => {
      const p = percentiles(ms);
      console.log(`  ${label.padEnd(34)} p50 ${fmt(p.p50)} ms  p95 ${fmt(p.p95)} ms  p99 ${fmt(p.p99)} ms  (${p.n} calls)`);
    };
    row(`read the board (${BOARD_CARDS_SHOWN} per column)`, reads);
    row('read every card of the board', wholeReads);
    row('move a card', moves);
    row('move a card, 4 clients at once', concurrent);
    console.log(`  after the moves: every card exactly once, in a total order: ${intact ? 'yes' : 'NO'}`);
  } finally {
    await portal.close();
  }
}

await run('PGlite', await pglite());
const postgres = await postgresDatabase('bench_boards');
if (postgres) await run('PostgreSQL', postgres);
