import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';

/** `?page&limit` of the paginated order lists: 1-based pages, the shared page size limits. */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
