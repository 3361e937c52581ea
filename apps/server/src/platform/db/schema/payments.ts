import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites, users } from './identity';

/**
 * A site's coupons. `usedCount` counts the uses reserved by payment attempts that have not failed
 * or expired; a use is taken by one conditional UPDATE (`used_count < max_uses`), so concurrent
 * checkouts can never take more uses than the limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** `percent`: value 1 to 100; `fixed`: value in minor units of the package's currency. */
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** Packages it applies to; null: every package. */
    packageIds: jsonb('package_ids'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_site_code').on(t.siteId, sql`lower(${t.code})`)],
);

/**
 * One attempt to collect money, recorded before any gateway is called: its id is the idempotency
 * key the gateway is given, so a retry of the same call can never make a second charge. `state`
 * only moves forward (packages/domain payments/rules.ts). The thing bought (an order, a tip, an
 * invoice) is fulfilled once, under the row's lock, and `resultId` names what it made.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    /** The browser's key for one checkout (a double click or a retry sends the same one). */
    checkoutKey: text('checkout_key').notNull(),
    purpose: text('purpose', { enum: ['order', 'tip', 'invoice'] }).notNull(),
    customerId: text('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The package bought (order), the order tipped (tip) or the invoice paid. */
    targetId: text('target_id').notNull(),
    /** What the server's price list said, in minor units of `currency`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    couponId: text('coupon_id'),
    couponReserved: boolean('coupon_reserved').notNull().default(false),
    gateway: text('gateway').notNull(),
    method: text('method', { enum: ['card', 'instalment', 'mobile_money', 'none'] }).notNull(),
    intentId: text('intent_id'),
    state: text('state', { enum: ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** What fulfilling made (the order's id for an order or a tip, the invoice's id). */
    resultId: text('result_id'),
    /** The customer was created by this checkout: only then does success sign them in. */
    newCustomer: boolean('new_customer').notNull().default(false),
    critiqueId: text('critique_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_checkout_key').on(t.siteId, t.checkoutKey),
    uniqueIndex('payment_attempts_intent').on(t.gateway, t.intentId),
    // The reconciler's work list: attempts not final yet, oldest check first.
    index('payment_attempts_open').on(t.checkedAt, t.createdAt).where(sql`${t.state} in ('pending', 'requires_action')`),
  ],
);

/**
 * Webhook events as received, stored once per provider and event id, in the transaction that
 * processes them. An event whose processing failed is kept with `processedAt` null and its error,
 * so the provider's retry (or ours) processes it again.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    siteId: text('site_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_webhook_events_event').on(t.provider, t.eventId)],
);

/** A click on a checkout button of a review page (spec 002 section 7.1), kept for the site's reports. */
export const checkoutClicks = pgTable(
  'checkout_clicks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    packageId: text('package_id'),
    critiqueId: text('critique_id'),
    critiqueViewId: text('critique_view_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_clicks_site').on(t.siteId, t.createdAt)],
);
