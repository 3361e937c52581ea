import { z } from 'zod';

/**
 * Job search rules shared by server and web (spec 002 2.12, 7.3). Counts are exact up to
 * COUNT_CAP; beyond it a search says "1,000+" instead of counting every match on every search.
 */
export const JOBS_PAGE_SIZE = 10;
export const COUNT_CAP = 1_000;
export const MAX_PAGE = Math.ceil(COUNT_CAP / JOBS_PAGE_SIZE);
/** Fewer full-text hits than this and the search also takes titles that look alike (typos). */
export const FUZZY_BELOW = 5;
export const PAGE_NOT_AVAILABLE = 'The page is not available';

/** "1,000+" beyond the cap, else the number with thousands separators in the reader's locale. */
export function countLabel(count: number, capped: boolean, locale = 'en'): string {
  const n = new Intl.NumberFormat(locale).format(count);
  return capped ? `${n}+` : n;
}

/** Pages of a search: at least 1, at most the capped count's pages. */
export function totalPages(count: number): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(count / JOBS_PAGE_SIZE)));
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** One posting as the import file gives it (JSON array or CSV with these column names). */
export const importedPosting = z.object({
  id: z.coerce.string().trim().min(1).max(200),
  title: text(300).min(1),
  company: text(300).default(''),
  location: text(300).default(''),
  area: z.union([z.array(z.string()), z.string()]).optional(),
  description: text(20_000).default(''),
  redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  salary_min: z.coerce.number().int().nonnegative().nullable().optional(),
  salary_max: z.coerce.number().int().nonnegative().nullable().optional(),
  contract_type: text(50).default(''),
  contract_time: text(50).default(''),
  category: text(200).default(''),
  companyLogo: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  created: z.coerce.date().optional(),
});
export type ImportedPosting = z.infer<typeof importedPosting>;
