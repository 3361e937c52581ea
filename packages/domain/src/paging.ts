import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/**
 * Paging of the order lists. The specification's clients ask for a list without `page` or `limit`
 * and expect every order: such a request gets all of them up to UNPAGED_LIST_MAX, newest first,
 * with `hasMore` telling when there are more (then page with `page` and `limit`). A request with
 * either gets that page, `limit` orders (20 by default, at most 100).
 *
 * `after` (an order number, the `next` of the page before) asks for the orders that follow that
 * order in the list instead of a page number: it is read off an index from that order on, so it
 * costs the same on page 5,000 as on page 1, whereas `page` has to step over every order before it.
 */
export const UNPAGED_LIST_MAX = 200;

export const pageQueryShape = {
  page: z.optional(z.coerce.number().check(z.int('Page must be a whole number'), z.gte(1, 'Page starts at 1'), z.lte(100_000))),
  limit: z.optional(z.coerce.number().check(z.int('Limit must be a whole number'), z.gte(1), z.lte(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`))),
  after: z.optional(
    z.coerce.number('After must be an order number').check(z.int('After must be an order number'), z.gte(1, 'After must be an order number'), z.lte(2 ** 31 - 1, 'After must be an order number')),
  ),
};

export const PAGE_AND_AFTER = 'Ask for a page or for the orders after an order, not both';
export const AFTER_UNKNOWN = 'There is no order with that number to list after';

export type PageRequest = { page?: number | undefined; limit?: number | undefined; after?: number | undefined };
/** `after` set: the orders after that order number (`offset` 0, no page number). */
export type ResolvedPage = { page: number | null; limit: number; offset: number; after?: number };

/** The page asked for; `PAGE_AND_AFTER` when it asks for both a page number and a cursor. */
export function resolvePage(request: PageRequest): ResolvedPage | { problem: string } {
  if (request.after !== undefined) {
    if (request.page !== undefined) return { problem: PAGE_AND_AFTER };
    return { page: null, limit: request.limit ?? DEFAULT_PAGE_SIZE, offset: 0, after: request.after };
  }
  if (request.page === undefined && request.limit === undefined) return { page: 1, limit: UNPAGED_LIST_MAX, offset: 0 };
  const page = request.page ?? 1;
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * Beside every list: where this page is and whether more follow. `page` is null for a page asked
 * for with `after`; `next` is the `after` of the following page (null on the last).
 */
export const pageInfoShape = {
  total: z.number().check(z.int()),
  page: z.nullable(z.number().check(z.int())),
  limit: z.number().check(z.int()),
  hasMore: z.boolean(),
  next: z.optional(z.nullable(z.number().check(z.int()))),
};

/**
 * `rows` are the page's orders plus, when there is one, the first order of the next page (asked for
 * with `limit + 1`): whether more follow is known from the rows, not from the total.
 */
export function pageInfo<T extends { number: number }>(total: number, page: ResolvedPage, rows: T[]) {
  const hasMore = rows.length > page.limit;
  const shown = hasMore ? rows.slice(0, page.limit) : rows;
  return { rows: shown, info: { total, page: page.page, limit: page.limit, hasMore, next: hasMore ? shown[shown.length - 1]!.number : null } };
}
