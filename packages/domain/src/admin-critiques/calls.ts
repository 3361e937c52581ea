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
  /** How often the review page was opened. */
  views: z.number().int(),
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

/** The languages a critique's texts can be written in: the portal's six. */
export const CRITIQUE_LANGUAGES = ['en', 'de', 'es', 'it', 'ru', 'th'] as const;

/**
 * An admin makes a critique of any resume file of the site they may read (their own upload, or an
 * order's file). Names and e-mail left out are taken from the resume as read; a file that cannot be
 * read is refused (422 `resume_unreadable`) with the reason, never guessed.
 */
export const createCritique = defineCall({
  method: 'POST',
  path: '/api/admin/critiques',
  body: z.strictObject({
    fileKey: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid file'),
    firstName: z.string().trim().max(255).optional(),
    lastName: z.string().trim().max(255).optional(),
    email: z.string().trim().max(254).email('Enter a valid email').optional(),
    phoneNumber: z.string().trim().max(40).optional(),
    language: z.enum(CRITIQUE_LANGUAGES).default('en'),
  }),
  response: z.object({ status: z.boolean(), critiqueId: z.string(), reviewPath: z.string(), rulesVersion: z.string() }),
});
