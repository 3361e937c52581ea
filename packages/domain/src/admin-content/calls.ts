import { z } from 'zod/mini';
import { idParam } from '../call';

// What the admin's contract, questionnaire and survey calls share: a bounded page of the site's
// texts (current ones, or the archived ones), and the archive/restore body. An edit answers the
// row it wrote, which is a new row with a new id: what orders already named is never changed.

export const CONTENT_PER_PAGE = 20;

export const contentListQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  /** 'true': the archived ones (older versions and texts taken out of use) instead of the current ones. */
  archived: z.optional(z.enum(['true', 'false'])),
});
export type ContentListQuery = z.input<typeof contentListQuery>;

export const contentArchiveBody = z.strictObject({ archived: z.boolean() });
export const contentIdParams = z.object({ id: idParam });

export const CONTENT_MESSAGES = {
  saved: 'Saved',
  archived: 'Archived',
  restored: 'Restored',
  /** An archived text (an older version, or one taken out of use) is restored before it is edited. */
  editArchived: 'This text is archived: restore it before editing it',
} as const;

/** The page's envelope around a list of `item`. */
export const contentPage = <T extends z.ZodMiniType>(item: T) =>
  z.object({ status: z.boolean(), data: z.array(item), total: z.number().check(z.int()), page: z.number().check(z.int()), limit: z.number().check(z.int()), hasMore: z.boolean() });

export const contentAnswer = <T extends z.ZodMiniType>(item: T) => z.object({ status: z.boolean(), message: z.string(), data: item });
