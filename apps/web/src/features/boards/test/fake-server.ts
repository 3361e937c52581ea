import { vi } from 'vitest';

/**
 * A writer's board kept in memory and answered as the server's board calls do, for the screen's
 * tests: a column or card removed here answers 404, as one deleted elsewhere does.
 */
type Card = { _id: string; position: string; title: string; description: string; priority: null; deadline: null };
type Column = { _id: string; id: string; title: string; cardCount: number; cards: Card[] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json({ message: 'Not found', code: 'not_found' }, 404);

export const card = (id: string, title = `Card ${id}`): Card => ({ _id: id, position: id, title, description: '', priority: null, deadline: null });
export const column = (id: string, title: string, cards: Card[]): Column => ({ _id: id, id, title, cardCount: cards.length, cards });

export function fakeBoardServer(columns: Column[], boards = [{ _id: 'b1', boardTitle: 'Thesis', boardDescription: '', createdAt: '2024-01-01T00:00:00.000Z', cardCount: 0 }]) {
  const state = { columns, boards, next: 100 };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.pathname;
    const cardOf = (id: string) => state.columns.find((c) => c.cards.some((x) => x._id === id));
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/api/writer/boards') return json({ status: true, boards: state.boards });
    if ((m = path.match(/^\/api\/writer\/board\/([^/]+)\/delete$/))) {
      state.boards = state.boards.filter((b) => b._id !== m![1]);
      return json({ status: true });
    }
    if ((m = path.match(/^\/api\/writer\/board\/([^/]+)$/))) {
      if (m[1] !== 'b1') return notFound();
      return json({ status: true, _id: 'b1', boardTitle: 'Thesis', boardDescription: '', createdAt: '2024-01-01T00:00:00.000Z', columns: state.columns });
    }
    if (path.startsWith('/api/writer/list/new/')) {
      const id = `col${state.next++}`;
      const added = column(id, url.searchParams.get('title') ?? '', []);
      state.columns = [...state.columns, added];
      return json({ status: true, _id: id, column: added });
    }
    if (path === '/api/writer/list/update/title') {
      const found = state.columns.find((c) => c._id === body.id);
      if (!found) return notFound();
      state.columns = state.columns.map((c) => (c === found ? { ...c, title: String(body.title) } : c));
      return json({ status: true, column: { _id: found._id, title: body.title } });
    }
    if ((m = path.match(/^\/api\/writer\/list\/([^/]+)\/delete$/))) {
      if (!state.columns.some((c) => c._id === m![1])) return notFound();
      state.columns = state.columns.filter((c) => c._id !== m![1]);
      return json({ status: true });
    }
    if ((m = path.match(/^\/api\/writer\/card\/([^/]+)\/delete$/))) {
      const from = cardOf(m[1]!);
      if (!from) return notFound();
      state.columns = state.columns.map((c) => (c === from ? { ...c, cards: c.cards.filter((x) => x._id !== m![1]), cardCount: c.cardCount - 1 } : c));
      return json({ status: true });
    }
    if (path === '/api/writer/card/position/update') {
      const move = body as { card: string; toPosition: { column: string; index: number } };
      const from = cardOf(move.card);
      if (!from) return notFound();
      const moved = from.cards.find((x) => x._id === move.card)!;
      state.columns = state.columns.map((c) => {
        const cards = c.cards.filter((x) => x._id !== move.card);
        if (c._id === move.toPosition.column) cards.splice(move.toPosition.index, 0, moved);
        return { ...c, cards, cardCount: cards.length };
      });
      return json({ status: true, card: { _id: move.card, columnId: move.toPosition.column, position: 'x' }, renumbered: false });
    }
    return json({ message: `no fake for ${method} ${path}` }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** Removes a card or column as another tab would: the screen still shows it. */
  const removeElsewhere = (id: string) => {
    state.columns = state.columns.filter((c) => c._id !== id).map((c) => ({ ...c, cards: c.cards.filter((x) => x._id !== id) }));
  };
  return { state, fetchMock, removeElsewhere };
}
