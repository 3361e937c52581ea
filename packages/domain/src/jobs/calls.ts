import { z } from 'zod';
import { defineCall, okResponse } from '../call';
import { MAX_PAGE } from './rules';

/** A job as the spec's search response names its fields (Adzuna's shape). */
export const jobResult = z.object({
  id: z.string(),
  title: z.string(),
  location: z.object({ area: z.array(z.string()), display_name: z.string() }),
  company: z.object({ display_name: z.string() }),
  created: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  contract_type: z.string(),
  contract_time: z.string(),
  category: z.object({ label: z.string() }),
  description: z.string(),
  redirect_url: z.string(),
  companyLogo: z.string(),
});
export type JobResult = z.infer<typeof jobResult>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const criterion = z.string().trim().max(200, 'At most 200 characters');

/**
 * A search. `newSearch` starts one (page 1) and saves the criteria for the customer; `pageLoad`
 * asks for the saved criteria and page (the page was reloaded); otherwise the page `pageNumber`.
 */
export const searchJobs = defineCall({
  method: 'GET',
  path: '/api/customer/jobs',
  query: z.strictObject({
    what: criterion.optional(),
    where: criterion.optional(),
    pageNumber: z.coerce.number().int().min(1).max(MAX_PAGE, `At most page ${MAX_PAGE}`).optional(),
    newSearch: flag.optional(),
    pageLoad: flag.optional(),
  }),
  response: z.object({
    status: z.boolean(),
    searchCount: z.number().int(),
    /** More matches than the count says ("1,000+"). */
    searchCountCapped: z.boolean(),
    jobsResults: z.array(jobResult),
    totalPagesNumber: z.number().int(),
    pageNumber: z.number().int(),
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
    jobDetails: z.strictObject({ id: z.string().min(1).max(200), title: z.string().max(300), company: z.string().max(300).optional(), redirect_url: z.string().max(2_000).optional() }),
  }),
  response: okResponse,
});
