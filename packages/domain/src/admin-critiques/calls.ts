import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

// The admin's list of critiques (free resume reviews, spec 002): who, how far they read, their
// rating and feedback, and the link to each review page.

/** Five tabs, 20 percent each (spec 002 "Review progress"). */
export const CRITIQUE_TABS = 5;
export function critiqueProgress(visitedTabs: readonly unknown[]): number {
  return Math.min(100, new Set(visitedTabs.map(String)).size * (100 / CRITIQUE_TABS));
}

export const critiqueRowSchema = z.object({
  _id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  processedAt: z.string(),
  progress: z.number().int(),
  visitedTabs: z.array(z.string()),
  stars: z.number().int().nullable(),
  feedback: z.string().nullable(),
  writtenByWriter: z.boolean(),
  reviewPath: z.string(),
});
export type CritiqueRow = z.infer<typeof critiqueRowSchema>;

export const listCritiques = defineCall({
  method: 'GET',
  path: '/api/admin/critiques',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    q: z.string().trim().max(100).optional(),
  }),
  response: z.object({ status: z.boolean(), data: z.array(critiqueRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() }),
});
