import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/**
 * Paging of the order lists. The specification's clients ask for a list without `page` or `limit`
 * and expect every order: such a request gets all of them up to UNPAGED_LIST_MAX, newest first,
 * with `hasMore` telling when there are more (then page with `page` and `limit`). A request with
 * either gets that page, `limit` orders (20 by default, at most 100).
 */
export const UNPAGED_LIST_MAX = 200;

export const pageQueryShape = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000).optional(),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`).optional(),
};

export type PageRequest = { page?: number | undefined; limit?: number | undefined };
export type ResolvedPage = { page: number; limit: number; offset: number };

export function resolvePage(request: PageRequest): ResolvedPage {
  if (request.page === undefined && request.limit === undefined) return { page: 1, limit: UNPAGED_LIST_MAX, offset: 0 };
  const page = request.page ?? 1;
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** Beside every list: where this page is and whether more follow. */
export const pageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
};

export function pageInfo(total: number, page: ResolvedPage) {
  return { total, page: page.page, limit: page.limit, hasMore: page.offset + page.limit < total };
}
