import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A client business (tenant). `config` is the branding and feature flags; null means "UI not configured". */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  /** The domain links in mail are built from: never the request's Host header. */
  primaryDomain: text('primary_domain').notNull(),
  config: jsonb('config'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteDomains = pgTable('site_domains', {
  host: text('host').primaryKey(),
  siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['user', 'writer', 'reviewer', 'admin'] }).notNull(),
    passwordHash: text('password_hash'),
    profileImg: text('profile_img'),
    pendingPurchasePackageId: text('pending_purchase_package_id'),
    uniqueCustomerId: text('unique_customer_id'),
    /** Set by an admin: the user cannot sign in and has no session. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_site_email').on(t.siteId, sql`lower(${t.email})`), index('users_site_role').on(t.siteId, t.role)],
);

/** Server-side sessions; `id` is the SHA-256 of the cookie token, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use codes (password reset, auto-login), stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'autologin'] }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user').on(t.userId)],
);
