import { z } from 'zod/mini';

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

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** A salary in whole units: Adzuna reports averages with decimals (41432.7), which a posting must not be dropped for. */
const salary = z.pipe(z.coerce.number().check(z.nonnegative()), z.transform(Math.round));

/** One posting as the import file gives it (JSON array or CSV with these column names). */
export const importedPosting = z.object({
  id: z.coerce.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  title: text(300).check(z.minLength(1)),
  company: z._default(text(300), ''),
  location: z._default(text(300), ''),
  area: z.optional(z.union([z.array(z.string()), z.string()])),
  description: z._default(text(20_000), ''),
  redirect_url: z._default(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]), ''),
  salary_min: z.optional(z.nullable(salary)),
  salary_max: z.optional(z.nullable(salary)),
  /** The salaries' currency, a lower-case ISO code ('' when the source does not say: shown as a bare number). */
  salary_currency: z._default(z.string().check(z.trim(), z.toLowerCase(), z.regex(/^([a-z]{3})?$/, 'A three-letter currency code, such as usd')), ''),
  contract_type: z._default(text(50), ''),
  contract_time: z._default(text(50), ''),
  category: z._default(text(200), ''),
  companyLogo: z._default(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]), ''),
  created: z.optional(z.coerce.date()),
});
export type ImportedPosting = z.infer<typeof importedPosting>;
