import { z } from 'zod/mini';
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
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  processedAt: z.string(),
  progress: z.number().check(z.int()),
  visitedTabs: z.array(z.string()),
  stars: z.nullable(z.number().check(z.int())),
  feedback: z.nullable(z.string()),
  writtenByWriter: z.boolean(),
  /** How often the review page was opened. */
  views: z.number().check(z.int()),
  reviewPath: z.string(),
});
export type CritiqueRow = z.infer<typeof critiqueRowSchema>;

export const listCritiques = defineCall({
  method: 'GET',
  path: '/api/admin/critiques',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE))),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
  response: z.object({
    status: z.boolean(),
    data: z.array(critiqueRowSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
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
    fileKey: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid file')),
    firstName: z.optional(z.string().check(z.trim(), z.maxLength(255))),
    lastName: z.optional(z.string().check(z.trim(), z.maxLength(255))),
    email: z.optional(z.string().check(z.trim(), z.maxLength(254), z.email('Enter a valid email'))),
    phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    language: z._default(z.enum(CRITIQUE_LANGUAGES), 'en'),
  }),
  response: z.object({ status: z.boolean(), critiqueId: z.string(), reviewPath: z.string(), rulesVersion: z.string() }),
});
