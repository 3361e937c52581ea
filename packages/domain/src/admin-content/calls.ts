import { z } from 'zod';
import { idParam } from '../call';

// What the admin's contract, questionnaire and survey calls share: a bounded page of the site's
// texts (current ones, or the archived ones), and the archive/restore body. An edit answers the
// row it wrote, which is a new row with a new id: what orders already named is never changed.

export const CONTENT_PER_PAGE = 20;

export const contentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** 'true': the archived ones (older versions and texts taken out of use) instead of the current ones. */
  archived: z.enum(['true', 'false']).optional(),
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
export const contentPage = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.boolean(), data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() });

export const contentAnswer = <T extends z.ZodType>(item: T) => z.object({ status: z.boolean(), message: z.string(), data: item });
