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
    /** How many uses one customer may take; null: no limit per customer. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Packages it applies to; null: every package. */
    packageIds: jsonb('package_ids'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** No longer accepted at checkout; kept, as attempts refer to it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_site_code').on(t.siteId, sql`lower(${t.code})`), index('coupons_site_created').on(t.siteId, t.createdAt, t.id)],
);

/**
 * One reserved use of a coupon by a customer, taken with the coupon's use count under the coupon
 * row's lock and removed when the attempt that took it fails or expires: the per-customer limit
 * counts these rows.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    attemptId: text('attempt_id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_customer').on(t.couponId, t.customerId)],
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
    /** When success's sign-in code was handed out: once per attempt, never again (migration 0024). */
    autoLoginIssuedAt: timestamp('auto_login_issued_at', { withTimezone: true }),
    /** The session of a buyer signed in as this customer when the checkout started: success keeps it. */
    buyerSessionId: text('buyer_session_id'),
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
    // The critique an order was bought from (its before and after at delivery).
    index('payment_attempts_order_critique').on(t.resultId).where(sql`${t.purpose} = 'order' and ${t.critiqueId} is not null`),
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
  // The admins' critique list counts each critique's views.
  (t) => [index('checkout_clicks_site').on(t.siteId, t.createdAt), index('checkout_clicks_critique').on(t.critiqueId, t.kind)],
);

/**
 * A refund of a succeeded payment attempt, recorded before its gateway is called (its id is the
 * gateway's idempotency key) under the attempt's row lock, so the refunds of one payment never add
 * up to more than was paid. `key` is the admin action's idempotency key: the same key again is the
 * same refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull().references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    failureMessage: text('failure_message'),
    reason: text('reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_site_key').on(t.siteId, t.key), index('refunds_attempt').on(t.attemptId, t.createdAt)],
);
