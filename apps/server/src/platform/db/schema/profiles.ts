import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';

/**
 * A writer's profile (the wizard's writer_data), one per writer. The lists are text arrays so
 * automatic assignment can ask "who offers this service" in SQL; the option values are checked by
 * the domain's schema before they arrive here.
 */
export const writerProfiles = pgTable(
  'writer_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    workPhone: text('work_phone').notNull(),
    personalPhone: text('personal_phone').notNull().default(''),
    skype: text('skype').notNull().default(''),
    zoom: text('zoom').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    profileTitle: text('profile_title').notNull(),
    profileSummary: text('profile_summary').notNull(),
    experience: text('experience'),
    levels: text('levels').array().notNull().default([]),
    services: text('services').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    certificates: text('certificates').array().notNull().default([]),
    expertise: text('expertise').array().notNull().default([]),
    availableDays: text('available_days').array().notNull().default([]),
    maxJobsPerWeek: integer('max_jobs_per_week'),
    maxOpenJobs: integer('max_open_jobs'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('writer_profiles_site').on(t.siteId)],
);
