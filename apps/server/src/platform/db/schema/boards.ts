import { sql } from 'drizzle-orm';
import { customType, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';

/**
 * A card's or column's place: a fractional-index key compared bytewise, whatever the database's
 * locale (the keys mix digits and both letter cases, which a linguistic collation would reorder).
 */
const positionKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Boards: a writer's task boards (`kind` writer, as many as they like) and a customer's job-search
 * tracker (`kind` tracker, one per customer). A board, its columns and cards belong to its owner
 * alone; every row carries the site.
 */
export const boards = pgTable(
  'boards',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['writer', 'tracker'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boards_owner').on(t.siteId, t.ownerId, t.createdAt), uniqueIndex('boards_one_tracker').on(t.siteId, t.ownerId).where(sql`kind = 'tracker'`)],
);

export const boardColumns = pgTable(
  'board_columns',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: positionKey('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_columns_board').on(t.boardId, t.position)],
);

/**
 * Cards. Writer cards use title, description, description_content, priority and deadline; tracker
 * cards title, description (the company, as the spec keeps it), description_content (the
 * description) and the job fields.
 */
export const boardCards = pgTable(
  'board_cards',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    columnId: text('column_id')
      .notNull()
      .references(() => boardColumns.id, { onDelete: 'cascade' }),
    position: positionKey('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionContent: text('description_content').notNull().default(''),
    priority: text('priority'),
    deadline: date('deadline', { mode: 'string' }),
    jobTitle: text('job_title').notNull().default(''),
    postUrl: text('post_url').notNull().default(''),
    salary: text('salary').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_cards_column').on(t.columnId, t.position), index('board_cards_board').on(t.boardId)],
);
