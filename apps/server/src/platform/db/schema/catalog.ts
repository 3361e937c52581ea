import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './identity';

/** A service of a package: an ordered list of modules ({ id, title }); any unknown module id is a questionnaire id. */
export const services = pgTable('services', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  modules: jsonb('modules').notNull(),
  /** Archived services are offered for no new package; packages and orders keep them. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/**
 * A contract text. Orders name the text their customer signs by id, so a text is never changed in
 * place once saved: an edit writes a new row and archives this one (see the contracts feature).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Tenant HTML, sanitized before it is stored and again before it is rendered. */
    contentHtml: text('content_html').notNull(),
    /** Archived texts are offered to no package; the orders that name them still read them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_site_created').on(t.siteId, t.createdAt)],
);

/**
 * Questionnaires (module questionnaires and surveys): `fields` is the flat list of typed fields.
 * Answers are stored by field id and read through the fields, so an edit writes a new row and
 * archives this one (see the questionnaires feature): orders keep the questions they answered.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['questionnaire', 'survey'] }).notNull().default('questionnaire'),
    isDefault: boolean('is_default').notNull().default(false),
    fields: jsonb('fields').notNull(),
    /** Archived questionnaires are offered to no service or package; orders that name them still read them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaires_site_kind_created').on(t.siteId, t.kind, t.createdAt)],
);

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Integer minor units of `currency`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    description: text('description').notNull().default(''),
    serviceIds: jsonb('service_ids').notNull(),
    downloadables: jsonb('downloadables').notNull().default([]),
    contractId: text('contract_id'),
    surveyId: text('survey_id'),
    surveyUrl: text('survey_url'),
    purchasable: boolean('purchasable').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The price in each currency the site sells in, integer minor units (`price`/`currency` is the site currency's). */
    prices: jsonb('prices').notNull().default({}),
    /** Archived packages are not sold; orders keep their snapshot of them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('packages_site').on(t.siteId)],
);

/**
 * A site's follow-up questionnaire templates, shared by its writers. `draftFields` is what the
 * editor saves; publishing copies it to `publishedFields`, which is what a follow-up is copied from,
 * so editing a published template never changes what writers copy until it is published again.
 */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    draftFields: jsonb('draft_fields').notNull().default([]),
    publishedFields: jsonb('published_fields'),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaire_templates_site_updated').on(t.siteId, t.updatedAt)],
);
