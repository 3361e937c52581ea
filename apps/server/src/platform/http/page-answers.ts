import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserContext } from './context';
import { escapeAttribute } from './route-preloads';

/**
 * The reads a page's first screen makes, declared by the feature whose data they are: the page the
 * server sends for that path carries their answers, so the screen does not wait for a round trip
 * (and, on a busy machine, for the server's turn) after its scripts have run.
 */
export type PageReads = {
  /** The web client's route, as its router has it: `/board/:id` (literal segments and `:name`, none optional). */
  page: string;
  /** The addresses (`callUrl`, which the client spells the same way) of the GET calls it makes for this visitor. */
  reads: (input: { params: Record<string, string>; user: UserContext }) => string[];
};

/** A page waits at most this long for its reads; the client asks for what did not come in time. */
const READS_BUDGET_MS = 1_000;

/**
 * Headers the page's request lends to the reads: the same site (host, as a proxy forwarded it), the
 * same session, the same language. Never its conditional or encoding headers: an answer in a page is
 * always a whole, uncompressed 200.
 */
const LENT_HEADERS = ['host', 'cookie', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'accept-language', 'user-agent'];

/**
 * The page's answers as JSON data blocks named by their address (`data-answer-of`), read by the
 * client's `callApi`. Each read goes through the app as a request of this visitor's (`inject`), so
 * it passes the same access rules, contract and serializer as the call itself: a read the visitor
 * may not make (another customer's order) answers 403 or 404 and is simply left out, as is one that
 * fails or takes longer than the budget. Nothing here ever fails the page.
 */
export function pageAnswers(app: FastifyInstance, declared: PageReads[]) {
  const compiled = declared.map((entry) => ({ ...entry, segments: entry.page.split('/').filter(Boolean) }));
  return async (req: FastifyRequest, pathname: string, user: UserContext): Promise<string> => {
    const urls = compiled.flatMap((entry) => {
      const params = paramsOf(entry.segments, pathname);
      return params ? entry.reads({ params, user }) : [];
    });
    if (urls.length === 0) return '';
    const headers = Object.fromEntries(LENT_HEADERS.flatMap((name) => (typeof req.headers[name] === 'string' ? [[name, req.headers[name]]] : [])));
    const blocks = await Promise.all(urls.map((url) => withinBudget(answerBlock(app, url, headers, req.socket.remoteAddress))));
    return blocks.join('');
  };
}

async function answerBlock(app: FastifyInstance, url: string, headers: Record<string, string>, remoteAddress: string | undefined): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return '';
  // `<` escaped so no value (a card's title) can close the script element; JSON reads it back the same.
  return `<script type="application/json" data-answer-of="${escapeAttribute(url)}">${res.body.replace(/</g, '\\u003c')}</script>`;
}

async function withinBudget(block: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), READS_BUDGET_MS);
  });
  try {
    return await Promise.race([block.catch(() => ''), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `{ id: '1003' }` for `/orders/view/:id` and `/orders/view/1003`; null when the path is another page's. */
export function paramsOf(segments: string[], pathname: string): Record<string, string> | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params;
}
