import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job postings: the portal's own search index, shared by every site (postings are public job ads,
 * not a site's data). Filled by `npm run jobs:import`, by the demo data and by copies of Adzuna
 * results. `search` weighs the title (A) above the description (B); titles also have a trigram
 * GiST index, which answers "the titles nearest to these letters" (typos) in index order.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The location and the region's names in one text, which "Where?" is matched against (jobs.store.ts). */
    place: text('place').notNull().default(''),
    area: text('area').array().notNull().default([]),
    description: text('description').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default(''),
    contractType: text('contract_type').notNull().default(''),
    contractTime: text('contract_time').notNull().default(''),
    category: text('category').notNull().default(''),
    companyLogo: text('company_logo').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`setweight(to_tsvector('english', ${jobPostings.title}), 'A') || setweight(to_tsvector('english', ${jobPostings.description}), 'B')`),
  },
  (t) => [
    uniqueIndex('job_postings_source').on(t.source, t.sourceId),
    index('job_postings_search').using('gin', t.search),
    index('job_postings_title_trgm').using('gist', t.title.op('gist_trgm_ops')),
    index('job_postings_place_trgm').using('gin', t.place.op('gin_trgm_ops')),
    index('job_postings_created').on(t.created),
  ],
);

/** The customer's last search, restored when the jobs page is reloaded. */
export const jobSearchCriteria = pgTable(
  'job_search_criteria',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').notNull().default(''),
    where: text('where').notNull().default(''),
    page: integer('page').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] })],
);

/** A click on a search result, with the criteria it was found by and the job. */
export const jobSearchClicks = pgTable(
  'job_search_clicks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchKeywords: text('search_keywords').notNull(),
    searchLocation: text('search_location').notNull(),
    jobId: text('job_id').notNull(),
    jobDetails: text('job_details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_search_clicks_site').on(t.siteId, t.createdAt)],
);
