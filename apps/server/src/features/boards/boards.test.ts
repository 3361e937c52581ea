import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSite, TestUser } from '../../test/factories';
import { BOARD_CARDS_SHOWN, freshKeys } from '@portal/domain/boards/rules';
import { newId } from '../../platform/db/ids';
import { boardCards } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let off: TestSite;
let writer: TestUser;
let writer2: TestUser;
let customer: TestUser;
let customer2: TestUser;
let foreignWriter: TestUser;
let offWriter: TestUser;
let offCustomer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('boards.test', { settings: { enable_boards: true } });
  other = await t.factories.site('other-boards.test', { settings: { enable_boards: true } });
  off = await t.factories.site('no-boards.test');
  writer = await t.factories.user(site, 'writer');
  writer2 = await t.factories.user(site, 'writer');
  customer = await t.factories.user(site, 'user');
  customer2 = await t.factories.user(site, 'user');
  foreignWriter = await t.factories.user(other, 'writer');
  offWriter = await t.factories.user(off, 'writer');
  offCustomer = await t.factories.user(off, 'user');
});
afterAll(() => t.close());

async function signedIn(user: TestUser, host = site.host) {
  const c = t.client(host);
  await c.signIn(user.email);
  return c;
}

type Board = { _id: string; columns: { _id: string; title: string; cardCount: number; cards: { _id: string; title: string; position: string }[] }[] };

async function newBoard(c: Awaited<ReturnType<typeof signedIn>>, title = 'Clients') {
  const res = await c.post('/api/writer/board/new', { boardTitle: title, boardDescription: 'This month' });
  expect(res.status).toBe(200);
  return (await c.get(`/api/writer/board/${res.body.board._id}`)).body as Board;
}

const titles = (board: Board) => board.columns.map((col) => col.cards.map((card) => card.title));

describe('writer boards', () => {
  it('creates, lists, reads and deletes a board; the name is required', async () => {
    const c = await signedIn(writer);
    const empty = await c.post('/api/writer/board/new', { boardTitle: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.boardTitle).toBe('Board name is required');

    const board = await newBoard(c, 'Resumes');
    expect(board.columns.map((col) => col.title)).toEqual(['To do', 'In progress', 'Done']);
    const list = await c.get('/api/writer/boards');
    expect(list.body.boards).toEqual([expect.objectContaining({ _id: board._id, boardTitle: 'Resumes', boardDescription: 'This month', cardCount: 0 })]);

    const gone = await c.get(`/api/writer/board/${board._id}/delete`);
    expect(gone.body).toEqual({ status: true });
    expect((await c.get(`/api/writer/board/${board._id}`)).status).toBe(404);
    expect((await c.get('/api/writer/boards')).body.boards).toEqual([]);
  });

  it('lists each board with the number of its own cards', async () => {
    const c = await signedIn(writer2);
    const one = await newBoard(c, 'One');
    const two = await newBoard(c, 'Two');
    const [todo, doing] = two.columns.map((col) => col._id);
    await c.post('/api/writer/card/new/confirm', { boardId: one._id, cardTitle: 'Only card' });
    for (const [i, column] of [todo, todo, doing].entries()) await c.post('/api/writer/card/new/confirm', { boardId: two._id, column, cardTitle: `Card ${i}` });
    const list = await c.get('/api/writer/boards');
    const counts = Object.fromEntries((list.body.boards as { boardTitle: string; cardCount: number }[]).map((b) => [b.boardTitle, b.cardCount]));
    expect(counts).toEqual({ One: 1, Two: 3 });
    for (const board of [one, two]) await c.get(`/api/writer/board/${board._id}/delete`);
  });

  it('adds, renames and deletes columns with the spec texts', async () => {
    const c = await signedIn(writer);
    const board = await newBoard(c);
    expect((await c.get(`/api/writer/list/new/${board._id}?title=a`)).body.errors.title).toBe('Min 2 chars.');
    const added = await c.get(`/api/writer/list/new/${board._id}?title=Waiting`);
    expect(added.status).toBe(200);
    const id = added.body._id as string;
    expect((await c.post('/api/writer/list/update/title', { id, title: '' })).body.errors.title).toBe('Enter Column Title');
    expect((await c.post('/api/writer/list/update/title', { id, title: 'Blocked' })).status).toBe(200);
    let read = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(read.columns.map((col) => col.title)).toEqual(['To do', 'In progress', 'Done', 'Blocked']);
    expect((await c.request('DELETE', `/api/writer/list/${id}`)).status).toBe(200);
    read = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(read.columns).toHaveLength(3);
    // The spec's GET deletion changes something, so it needs the CSRF header like every write.
    expect((await c.request('GET', `/api/writer/list/${read.columns[0]!._id}/delete`, { csrf: false })).status).toBe(403);
  });

  it('creates, edits, reads and deletes a card with title, deadline, priority and description', async () => {
    const c = await signedIn(writer);
    const board = await newBoard(c);
    const short = await c.post('/api/writer/card/new/confirm', { boardId: board._id, cardTitle: 'x', description: '' });
    expect(short.body.errors.cardTitle).toBe('Min 2 chars.');
    const made = await c.post('/api/writer/card/new/confirm', { boardId: board._id, cardTitle: 'Draft for Ann', description: 'First draft' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ _id: expect.any(String), description: 'First draft', createdAt: expect.any(String) });
    expect(made.body.card.columnId).toBe(board.columns[0]!._id);

    const update = { id: made.body._id, title: 'Draft for Ann B.', deadline: '2026-12-01', priority: 'Highest', descriptionContent: 'Use the new template' };
    const edited = await c.post('/api/writer/card/update', update);
    expect(edited.body.card).toMatchObject({ title: 'Draft for Ann B.', deadline: '2026-12-01', priority: 'Highest', descriptionContent: 'Use the new template' });
    expect((await c.post('/api/writer/card/update', { ...update, priority: 'Urgent' })).status).toBe(400);
    expect((await c.post('/api/writer/card/update', { ...update, deadline: '2026-02-30' })).status).toBe(400);
    expect((await c.get(`/api/writer/card/${made.body._id}`)).body.card).toMatchObject({ title: 'Draft for Ann B.' });
    // The board's read carries the start of long texts; the card's own read all of it.
    const long = 'word '.repeat(1000);
    await c.post('/api/writer/card/update', { ...update, descriptionContent: long });
    const onBoard = ((await c.get(`/api/writer/board/${board._id}`)).body as { columns: { cards: { description: string }[] }[] }).columns[0]!.cards[0]!;
    expect(onBoard).toEqual({ _id: made.body._id, position: expect.any(String), title: 'Draft for Ann B.', description: long.slice(0, 160), priority: 'Highest', deadline: '2026-12-01' });
    expect((await c.get(`/api/writer/card/${made.body._id}`)).body.card.descriptionContent).toBe(long.trim());

    expect((await c.get(`/api/writer/card/${made.body._id}/delete`)).body).toEqual({ status: true });
    expect((await c.get(`/api/writer/card/${made.body._id}`)).status).toBe(404);
  });

  it('moves cards within and between columns, and puts a card at the end of a column', async () => {
    const c = await signedIn(writer);
    const board = await newBoard(c);
    const [todo, doing, done] = board.columns.map((col) => col._id) as [string, string, string];
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D'].map((s) => `Card ${s}`)) ids.push((await c.post('/api/writer/card/new/confirm', { boardId: board._id, column: todo, cardTitle: title })).body._id);
    const move = (card: string, column: string, index: number) => c.post('/api/writer/card/position/update', { board: board._id, card, toPosition: { column, index } });

    expect((await move(ids[3]!, todo, 0)).status).toBe(200);
    expect((await move(ids[0]!, doing, 0)).status).toBe(200);
    expect((await move(ids[1]!, doing, 5)).status).toBe(200); // past the end: the end
    expect((await c.post('/api/writer/card/new', { column: done, card: ids[2] })).body.card.columnId).toBe(done);
    const read = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(titles(read)).toEqual([['Card D'], ['Card A', 'Card B'], ['Card C']]);
  });

  it('two moves at once into the same place keep every card exactly once, in a total order', async () => {
    const c = await signedIn(writer);
    const d = await signedIn(writer); // the same writer in a second browser
    const board = await newBoard(c);
    const [todo, doing] = board.columns.map((col) => col._id) as [string, string];
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await c.post('/api/writer/card/new/confirm', { boardId: board._id, column: i < 4 ? todo : doing, cardTitle: `Card ${i}` })).body._id);
    const move = (client: typeof c, card: string, column: string, index: number) => client.post('/api/writer/card/position/update', { board: board._id, card, toPosition: { column, index } });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([move(c, ids[round]!, doing, 1), move(d, ids[7 - round]!, todo, 1), move(c, ids[(round + 3) % 8]!, doing, 1), move(d, ids[(round + 5) % 8]!, todo, 0)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    }
    const read = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    const all = read.columns.flatMap((col) => col.cards.map((card) => card._id));
    expect(all.sort()).toEqual([...ids].sort());
    for (const col of read.columns) {
      const keys = col.cards.map((card) => card.position);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(keys);
    }
  });

  it('the same cards moved at once to three columns by two browsers: every move answers, every card stays once', async () => {
    const c = await signedIn(writer);
    const d = await signedIn(writer);
    const board = await newBoard(c);
    await c.get(`/api/writer/list/new/${board._id}?title=Waiting`);
    const read = async () => (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    const columns = (await read()).columns.map((col) => col._id);
    expect(columns.length).toBeGreaterThanOrEqual(3);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await c.post('/api/writer/card/new/confirm', { boardId: board._id, column: columns[0], cardTitle: `Card ${i}` })).body._id);
    const move = (client: typeof c, card: string, column: string) => client.post('/api/writer/card/position/update', { board: board._id, card, toPosition: { column, index: 0 } });
    for (let round = 0; round < 6; round++) {
      // Each card is taken by both browsers to different columns at the same time, so a move often
      // finds its card gone to a third column once it has its locks.
      const answers = await Promise.all(ids.flatMap((card, i) => [move(c, card, columns[(round + i) % 3]!), move(d, card, columns[(round + i + 1) % 3]!)]));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    }
    const all = (await read()).columns.flatMap((col) => col.cards.map((card) => card._id));
    expect(all.sort()).toEqual([...ids].sort());
  });

  it('renumbers a column when drops between the same neighbours make keys long, keeping the order', async () => {
    const c = await signedIn(writer);
    const board = await newBoard(c);
    const todo = board.columns[0]!._id;
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) ids.push((await c.post('/api/writer/card/new/confirm', { boardId: board._id, column: todo, cardTitle: title })).body._id);
    let renumbered = false;
    let order = [...ids];
    for (let i = 0; i < 320 && !renumbered; i++) {
      const last = order[2]!;
      const res = await c.post('/api/writer/card/position/update', { board: board._id, card: last, toPosition: { column: todo, index: 1 } });
      renumbered = res.body.renumbered;
      order = [order[0]!, last, order[1]!];
    }
    expect(renumbered).toBe(true);
    const read = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(read.columns[0]!.cards.map((card) => card._id)).toEqual(order);
    expect(Math.max(...read.columns[0]!.cards.map((card) => card.position.length))).toBeLessThan(5);
  });

  it('reads the first cards of each column with its count, and more when asked, in order', async () => {
    const c = await signedIn(writer);
    const board = await newBoard(c);
    const long = board.columns[1]!._id;
    const total = BOARD_CARDS_SHOWN + 30;
    const keys = freshKeys(total);
    await t.db.insert(boardCards).values(keys.map((position, i) => ({ id: newId(), siteId: site.id, boardId: board._id, columnId: long, position, title: `Card ${i + 1}` })));
    await c.post('/api/writer/card/new/confirm', { boardId: board._id, column: board.columns[0]!._id, cardTitle: 'Alone' });

    const first = (await c.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(first.columns.map((col) => [col.cardCount, col.cards.length])).toEqual([[1, 1], [total, BOARD_CARDS_SHOWN], [0, 0]]);
    expect(first.columns[1]!.cards.map((card) => card.title)).toEqual(Array.from({ length: BOARD_CARDS_SHOWN }, (_, i) => `Card ${i + 1}`));

    const more = (await c.get(`/api/writer/board/${board._id}?cards=${total + 5}`)).body as Board;
    expect(more.columns[1]!.cards.map((card) => card.title)).toEqual(Array.from({ length: total }, (_, i) => `Card ${i + 1}`));
    const few = (await c.get(`/api/writer/board/${board._id}?cards=3`)).body as Board;
    expect(few.columns.map((col) => col.cards.length)).toEqual([1, 3, 0]);
    expect((await c.get(`/api/writer/board/${board._id}?cards=0`)).status).toBe(400);

    // A move to the last place of a long column lands after every card, shown or not.
    const alone = first.columns[0]!.cards[0]!._id;
    expect((await c.post('/api/writer/card/position/update', { board: board._id, card: alone, toPosition: { column: long, index: total } })).status).toBe(200);
    const after = (await c.get(`/api/writer/board/${board._id}?cards=${total + 1}`)).body as Board;
    expect(after.columns[1]!.cards.at(-1)!._id).toBe(alone);
    expect(after.columns.map((col) => col.cardCount)).toEqual([0, total + 1, 0]);
  });

  it('a board and its cards belong to their owner alone: 404 for another writer and another site', async () => {
    const mine = await signedIn(writer);
    const board = await newBoard(mine, 'Private');
    const card = (await mine.post('/api/writer/card/new/confirm', { boardId: board._id, cardTitle: 'Mine' })).body._id as string;
    const column = board.columns[0]!._id;
    const body = { board: board._id, card, toPosition: { column, index: 0 } };
    for (const [who, host] of [
      [writer2, site.host],
      [foreignWriter, other.host],
    ] as const) {
      const c = await signedIn(who, host);
      const answers = await Promise.all([
        c.get(`/api/writer/board/${board._id}`),
        c.get(`/api/writer/board/${board._id}/delete`),
        c.request('DELETE', `/api/writer/board/${board._id}`),
        c.get(`/api/writer/list/new/${board._id}?title=Mine`),
        c.post('/api/writer/list/update/title', { id: column, title: 'Theirs' }),
        c.get(`/api/writer/list/${column}/delete`),
        c.post('/api/writer/card/new/confirm', { boardId: board._id, cardTitle: 'Theirs' }),
        c.post('/api/writer/card/new', { column, card }),
        c.get(`/api/writer/card/${card}`),
        c.post('/api/writer/card/update', { id: card, title: 'Theirs' }),
        c.get(`/api/writer/card/${card}/delete`),
        c.post('/api/writer/card/position/update', body),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(404));
      expect((await c.get('/api/writer/boards')).body.boards.map((b: { _id: string }) => b._id)).not.toContain(board._id);
    }
    const read = (await mine.get(`/api/writer/board/${board._id}`)).body as Board;
    expect(titles(read)).toEqual([['Mine'], [], []]);
    expect(read.columns.map((col) => col.title)).toEqual(['To do', 'In progress', 'Done']);
  });

  it('a card cannot be moved to a column of another board', async () => {
    const c = await signedIn(writer);
    const a = await newBoard(c, 'A');
    const b = await newBoard(c, 'B');
    const card = (await c.post('/api/writer/card/new/confirm', { boardId: a._id, cardTitle: 'Stay' })).body._id;
    expect((await c.post('/api/writer/card/position/update', { board: a._id, card, toPosition: { column: b.columns[0]!._id, index: 0 } })).status).toBe(404);
  });

  it('does not exist where the site has not enabled boards', async () => {
    const c = await signedIn(offWriter, off.host);
    expect((await c.get('/api/writer/boards')).status).toBe(404);
    expect((await c.post('/api/writer/board/new', { boardTitle: 'Nope' })).status).toBe(404);
    const u = await signedIn(offCustomer, off.host);
    const tracker = await u.get('/api/customer/board');
    expect(tracker.status).toBe(404);
    // The code by which the client knows to read the site's settings again.
    expect(tracker.body.code).toBe('page_unavailable');
  });
});

describe('the customer job-search tracker', () => {
  it('is made with its default columns on first read, one per customer, with the job fields on its cards', async () => {
    const c = await signedIn(customer);
    const first = (await c.get('/api/customer/board')).body;
    expect(first.columns.map((col: { title: string }) => col.title)).toEqual(['Wishlist', 'Applied', 'Interview', 'Offer']);
    expect((await c.get('/api/customer/board')).body._id).toBe(first._id);
    const fields = { title: 'Data analyst', company: 'Acme', jobTitle: 'Analyst II', postURL: 'https://jobs.example.com/1', salary: '$70k', deadline: '2026-12-24', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', description: 'Referral from Bo' };
    const made = await c.post('/api/customer/card/new/confirm', { boardId: first._id, ...fields });
    expect(made.status).toBe(200);
    expect(made.body.description).toBe('Acme'); // the company is kept as the description
    expect(made.body.card).toMatchObject(fields);
    expect((await c.post('/api/customer/card/new/confirm', { boardId: first._id, title: 'Bad link', postURL: 'javascript:alert(1)' })).status).toBe(400);

    const applied = first.columns[1]._id;
    expect((await c.post('/api/customer/card/position/update', { board: first._id, card: made.body._id, toPosition: { column: applied, index: 0 } })).status).toBe(200);
    expect((await c.post('/api/customer/card/update', { id: made.body._id, title: 'Data analyst', salary: '$75k' })).body.card).toMatchObject({ salary: '$75k', company: 'Acme' });
    const list = await c.get(`/api/customer/list/new/${first._id}?title=Rejected`);
    expect((await c.post('/api/customer/list/update/title', { id: list.body._id, title: 'Declined' })).status).toBe(200);
    const read = (await c.get('/api/customer/board')).body as Board;
    expect(read.columns.map((col) => col.title)).toEqual(['Wishlist', 'Applied', 'Interview', 'Offer', 'Declined']);
    expect(read.columns[1]!.cards.map((card) => card._id)).toEqual([made.body._id]);

    const stranger = await signedIn(customer2);
    expect((await stranger.get(`/api/customer/card/${made.body._id}`)).status).toBe(404);
    expect((await stranger.get(`/api/customer/card/${made.body._id}/delete`)).status).toBe(404);
    expect((await stranger.get(`/api/customer/list/${applied}/delete`)).status).toBe(404);
    expect((await stranger.get('/api/customer/board')).body._id).not.toBe(first._id);

    expect((await c.get(`/api/customer/card/${made.body._id}/delete`)).status).toBe(200);
    expect((await c.get(`/api/customer/list/${applied}/delete`)).status).toBe(200);
  });
});
