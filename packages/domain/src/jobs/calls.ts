import { z } from 'zod/mini';
import { defineCall, okResponse } from '../call';
import { MAX_PAGE } from './rules';

/** A job as the spec's search response names its fields (Adzuna's shape). */
export const jobResult = z.object({
  id: z.string(),
  title: z.string(),
  location: z.object({ area: z.array(z.string()), display_name: z.string() }),
  company: z.object({ display_name: z.string() }),
  created: z.string(),
  salary_min: z.nullable(z.number()),
  salary_max: z.nullable(z.number()),
  /** Lower-case ISO code of the salaries, '' when the source does not say. */
  salary_currency: z.string(),
  contract_type: z.string(),
  contract_time: z.string(),
  category: z.object({ label: z.string() }),
  description: z.string(),
  redirect_url: z.string(),
  companyLogo: z.string(),
});
export type JobResult = z.infer<typeof jobResult>;

const flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);
const criterion = z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters'));

/**
 * A search. `newSearch` starts one (page 1) and saves the criteria for the customer; `pageLoad`
 * asks for the saved criteria and page (the page was reloaded); otherwise the page `pageNumber`.
 */
export const searchJobs = defineCall({
  method: 'GET',
  path: '/api/customer/jobs',
  query: z.strictObject({
    what: z.optional(criterion),
    where: z.optional(criterion),
    pageNumber: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE, `At most page ${MAX_PAGE}`))),
    newSearch: z.optional(flag),
    pageLoad: z.optional(flag),
  }),
  response: z.object({
    status: z.boolean(),
    searchCount: z.number().check(z.int()),
    /** More matches than the count says ("1,000+"). */
    searchCountCapped: z.boolean(),
    jobsResults: z.array(jobResult),
    totalPagesNumber: z.number().check(z.int()),
    pageNumber: z.number().check(z.int()),
    searchKeywords: z.string(),
    searchLocation: z.string(),
    /** Titles that look alike were added because the words themselves matched few jobs. */
    fuzzy: z.boolean(),
  }),
});

export const saveSearchClick = defineCall({
  method: 'POST',
  path: '/api/customer/save-search-click',
  body: z.strictObject({
    searchKeywords: criterion,
    searchLocation: criterion,
    jobDetails: z.strictObject({
      id: z.string().check(z.minLength(1), z.maxLength(200)),
      title: z.string().check(z.maxLength(300)),
      company: z.optional(z.string().check(z.maxLength(300))),
      redirect_url: z.optional(z.string().check(z.maxLength(2_000))),
    }),
  }),
  response: okResponse,
});
