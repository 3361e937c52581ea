import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { PAYMENT_STATES } from './rules';

// Checkout and payments (spec 002 sections 2.6, 4 and 7.2; spec 000 invoices and tips). Every
// amount is computed by the server from its own price list: no call takes an amount from the client.

const name = (required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(255, 'At most 255 characters'));
const email = z.string().check(z.trim(), z.minLength(1, 'Enter email'), z.maxLength(254), z.email('Enter a valid email'));
const couponCode = z.string().check(z.trim(), z.maxLength(64));
/** The browser's key for one checkout: a double click or a retry sends the same one. */
const checkoutKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid checkout key'));
const optionalId = z.optional(idParam);

export const checkoutPackage = z.object({
  _id: z.string(),
  packageName: z.string(),
  /** Minor units of `currency`. */
  packagePrice: z.number(),
  packageDescription: z.string(),
  packageDescriptionHTML: z.string(),
  clientWebsiteCustomization: z.object({ companyName: z.string() }),
});

/**
 * The gateway that takes the package's payment, as the browser needs it: which provider's own
 * fields or dialog to show, and the provider's public key (never a secret). The sandbox is the
 * embedded default (its fields are the portal's own, standing in for a provider's).
 */
export const checkoutGateway = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().check(z.regex(/^pk_/)) }),
  z.object({ provider: z.literal('flutterwave'), publicKey: z.string().check(z.regex(/^FLWPUBK/)) }),
]);
export type CheckoutGateway = z.infer<typeof checkoutGateway>;

/** The package a checkout sells, and what the critique knew of the buyer. */
export const getPackageInfo = defineCall({
  method: 'GET',
  path: '/api/getPackageInfo',
  query: z.object({ item: idParam, critiqueId: optionalId, critiqueViewId: optionalId, stripe: z.optional(z.string().check(z.maxLength(10))) }),
  response: z.object({
    status: z.boolean(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    uniqueCustomerId: z.string(),
    currency: z.string(),
    family: z.enum(['card', 'mobile-money']),
    gateway: checkoutGateway,
    customerPackage: checkoutPackage,
    checkoutClickId: z.nullable(z.string()),
  }),
});

export const checkCoupon = defineCall({
  method: 'POST',
  path: '/api/package/:id/checkCoupon',
  params: z.object({ id: idParam }),
  body: z.strictObject({ couponCode: couponCode.check(z.minLength(1, 'Enter a coupon code')) }),
  response: z.object({ status: z.boolean(), message: z.string(), discountAmount: z.number(), total: z.number() }),
});

export const customerFields = {
  firstName: name('Enter First Name'),
  lastName: name('Enter Last name'),
  email,
  uniqueCustomerId: z.optional(z.string().check(z.trim(), z.maxLength(255))),
};

/** Registers the buyer as a customer of the site (or finds them by e-mail). */
export const registerCustomer = defineCall({
  method: 'POST',
  path: '/api/registerCustomer',
  body: z.strictObject({ ...customerFields, item: idParam, couponCode: z.optional(couponCode), intent: z.optional(z.string().check(z.maxLength(255))) }),
  response: z.object({ status: z.boolean(), customer: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }) }),
});

const paymentAnswer = z.object({
  status: z.boolean(),
  attemptId: z.string(),
  state: z.enum(PAYMENT_STATES),
  gateway: z.string(),
  intent_id: z.nullable(z.string()),
  client_secret: z.nullable(z.string()),
  amount: z.number(),
  discount: z.number(),
  currency: z.string(),
  /** Set once the payment succeeded: the order made. */
  orderId: z.nullable(z.string()),
  /** Set once the payment succeeded for a customer this checkout created: signs them in. */
  autoLoginCode: z.nullable(z.string()),
  message: z.optional(z.string()),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/**
 * Starts (or, with the same checkout key, finds again) the payment of a package: the attempt is
 * stored, the coupon use reserved, then the gateway's intent made with the attempt's id as its
 * idempotency key. A zero total needs no gateway: the order is made at once.
 */
export const createPaymentIntent = defineCall({
  method: 'POST',
  path: '/api/getPaymentIntentPublic',
  body: z.strictObject({
    item: idParam,
    customerId: idParam,
    checkoutKey,
    method: z._default(z.enum(['card', 'instalment', 'mobile_money']), 'card'),
    couponCode: z.optional(couponCode),
    country: z.optional(z.string().check(z.maxLength(2))),
    critiqueId: optionalId,
  }),
  response: paymentAnswer,
});

/** The browser's word after the gateway: the server asks the gateway itself and moves the attempt on. */
export const confirmPayment = defineCall({
  method: 'POST',
  path: '/api/confirmAffirmPayment',
  body: z.strictObject({
    paymentIntent: z.string().check(z.minLength(1), z.maxLength(255)),
    item: optionalId,
    checkoutButtonClickId: z.optional(z.string().check(z.maxLength(64))),
    coupon: z.optional(couponCode),
    purchasedDate: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: paymentAnswer,
});

/** Webhooks of every gateway (the sandboxes' too): signed, read raw, stored once by event id. */
export const paymentWebhook = defineCall({
  method: 'POST',
  path: '/api/payments/webhook/:provider',
  params: z.object({ provider: z.enum(['sandbox', 'stripe', 'flutterwave']) }),
  response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
});

// The sandbox gateways' own calls: they stand in for the provider's servers (what Stripe.js or the
// mobile-money dialog would call), so they take a token, never a card number.

export const sandboxConfirmCard = defineCall({
  method: 'POST',
  path: '/api/sandbox/card/confirm',
  body: z.strictObject({ clientSecret: z.string().check(z.minLength(1), z.maxLength(255)), token: z.string().check(z.minLength(1), z.maxLength(80)) }),
  response: z.object({ status: z.string(), intentId: z.string(), message: z.nullable(z.string()) }),
});

export const sandboxAuthenticate = defineCall({
  method: 'POST',
  path: '/api/sandbox/card/authenticate',
  body: z.strictObject({ clientSecret: z.string().check(z.minLength(1), z.maxLength(255)), approve: z.boolean() }),
  response: z.object({ status: z.string(), intentId: z.string(), message: z.nullable(z.string()) }),
});

/** Tips: the customer tips the writer of a completed order (spec 000); without a token, as `payInvoice`. */
export const tipWriter = defineCall({
  method: 'POST',
  path: '/api/customer/orders/tip/:id',
  params: z.object({ id: idParam }),
  body: z.strictObject({ tip: z.number().check(z.int(), z.positive()), payment: z.optional(z.string().check(z.minLength(1), z.maxLength(80))), checkoutKey: z.optional(checkoutKey) }),
  response: z.object({ status: z.boolean(), message: z.string(), state: z.enum(PAYMENT_STATES), intent_id: z.nullable(z.string()), client_secret: z.nullable(z.string()) }),
});

export const invoiceView = z.object({
  _id: z.string(),
  packageName: z.string(),
  status: z.string(),
  price: z.number(),
  invoiceCurrency: z.string(),
  refund_amount: z.nullable(z.number()),
  createdAt: z.string(),
  /** The site's invoice number, for the invoices an admin issued (null for older ones). */
  number: z.nullable(z.number().check(z.int())),
  /** YYYY-MM-DD, or null: no due date. */
  dueDate: z.nullable(z.string()),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const listInvoices = defineCall({
  method: 'GET',
  path: '/api/customer/invoices',
  response: z.object({ status: z.boolean(), invoices: z.array(invoiceView) }),
});

/**
 * Pays an invoice. With `payment` (the sandbox's card token) the server confirms the intent itself;
 * without it the server only starts the intent and answers its client secret, which the provider's
 * own browser part (Stripe.js) confirms; the page then asks `confirmPayment` where it stands.
 */
export const payInvoice = defineCall({
  method: 'POST',
  path: '/api/customer/invoices/pay',
  body: z.strictObject({ invoice_id: idParam, payment: z.optional(z.string().check(z.minLength(1), z.maxLength(80))), checkoutKey: z.optional(checkoutKey) }),
  response: z.object({ status: z.boolean(), message: z.string(), state: z.enum(PAYMENT_STATES), intent_id: z.nullable(z.string()), client_secret: z.nullable(z.string()) }),
});

/** The gateways a signed-in customer pays with, as the browser needs them (public keys only). */
export const customerGateways = defineCall({
  method: 'GET',
  path: '/api/customer/payment-gateways',
  response: z.object({ status: z.boolean(), card: checkoutGateway, mobileMoney: checkoutGateway }),
});

/** The packages a signed-in customer may buy on the new order page (spec 000). */
export const listPurchasablePackages = defineCall({
  method: 'GET',
  path: '/api/customer/orders_all_packages',
  query: z.object({ purchasable: z.optional(z.enum(['true', 'false'])) }),
  response: z.object({ status: z.boolean(), packages: z.array(z.object({ _id: z.string(), packageName: z.string(), packagePrice: z.number() })), clientCurrencyType: z.string() }),
});

/** A signed-in customer buys a package by card; the order is made once the gateway says paid. Without a token, as `payInvoice`. */
export const newOrder = defineCall({
  method: 'POST',
  path: '/api/customer/orders_new',
  body: z.strictObject({
    payment: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
    package_subscribed: idParam,
    purchasedDate: z.optional(z.string().check(z.maxLength(64))),
    checkoutKey: z.optional(checkoutKey),
  }),
  response: z.object({
    status: z.boolean(),
    message: z.string(),
    state: z.enum(PAYMENT_STATES),
    order_id: z.nullable(z.string()),
    intent_id: z.nullable(z.string()),
    client_secret: z.nullable(z.string()),
  }),
});

/**
 * Mobile money (spec 000 and 002): a reference and integrity hash for the provider's dialog. The same
 * checkout key again answers the same reference, with where its payment stands (`state`, and the
 * order once paid), so a press after a lost answer does not open the dialog for a paid reference.
 */
export const mobileMoneyCode = defineCall({
  method: 'POST',
  path: '/api/customer/flutterwave/code',
  body: z.strictObject({ selectedPackageId: idParam, price: z.optional(z.number().check(z.int(), z.nonnegative())), checkoutKey: z.optional(checkoutKey) }),
  response: z.object({
    status: z.boolean(),
    txRef: z.string(),
    integrityHash: z.string(),
    amount: z.number(),
    currency: z.string(),
    gateway: z.string(),
    state: z.enum(PAYMENT_STATES),
    orderId: z.nullable(z.string()),
  }),
});

/** After the dialog's callback: the server verifies the transaction itself and answers the order. */
export const mobileMoneyVerification = defineCall({
  method: 'POST',
  path: '/api/customer/flutterwave/verification',
  body: z.strictObject({
    transactionId: z.optional(z.union([z.string().check(z.maxLength(64)), z.number()])),
    txRef: z.string().check(z.minLength(1), z.maxLength(64)),
    purchasedDate: z.optional(z.string().check(z.maxLength(64))),
    checkoutButtonClickId: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: z.object({ status: z.boolean(), state: z.enum(PAYMENT_STATES), orderId: z.nullable(z.string()), message: z.optional(z.string()) }),
});

// The admin's billing (spec 000 invoices): invoices made for a customer, and refunds of what was paid.

export const BILLING_MESSAGES = {
  invoiceCreated: 'Invoice created',
  refunded: 'Refund made',
  customerNotFound: 'Customer not found',
  paymentNotFound: 'Payment not found',
  notRefundable: 'Only a successful payment can be refunded',
  tooMuch: 'A refund cannot exceed what is left to refund',
  keyReused: 'This refund key was used for another refund',
  refundFailed: 'The payment provider refused the refund',
  refundUnconfirmed: 'The payment provider has not confirmed this refund: check it in the provider’s dashboard before refunding again',
  invoicesHidden: 'This site hides invoices from its customers: show them in the site settings first',
} as const;

export const ADMIN_BILLING_PER_PAGE = 20;
const adminPageQuery = {
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
};

export const adminInvoiceSchema = z.object({
  _id: z.string(),
  number: z.nullable(z.number().check(z.int())),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  description: z.string(),
  status: z.enum(['unpaid', 'paid', 'refunded']),
  amount: z.number().check(z.int()),
  currency: z.string(),
  refunded: z.number().check(z.int()),
  dueDate: z.nullable(z.string()),
  createdAt: z.string(),
  /** The succeeded payment of the invoice, to refund. */
  paymentId: z.nullable(z.string()),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminListInvoices = defineCall({
  method: 'GET',
  path: '/api/admin/invoices',
  query: z.object({ ...adminPageQuery, status: z.optional(z.enum(['unpaid', 'paid', 'refunded'])) }),
  response: z.object({
    status: z.boolean(),
    data: z.array(adminInvoiceSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});

export const invoiceBody = z.strictObject({
  customerId: idParam,
  /** Minor units of `currency`. */
  amount: z.number().check(z.int('Whole minor units (cents)'), z.gte(1, 'Give an amount'), z.lte(100_000_000)),
  currency: z.string().check(z.regex(/^[a-z]{3}$/, 'Use a currency code like usd')),
  description: z.string().check(z.trim(), z.minLength(1, 'Describe what the invoice is for'), z.maxLength(500)),
  dueDate: z.nullable(z.iso.date('Enter a valid date')),
});
export type InvoiceBody = z.input<typeof invoiceBody>;

export const adminCreateInvoice = defineCall({
  method: 'POST',
  path: '/api/admin/invoices',
  body: invoiceBody,
  response: z.object({ status: z.boolean(), message: z.string(), invoice: adminInvoiceSchema }),
});

export const refundSchema = z.object({
  _id: z.string(),
  amount: z.number().check(z.int()),
  currency: z.string(),
  state: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.nullable(z.string()),
  message: z.nullable(z.string()),
  by: z.string(),
  createdAt: z.string(),
});

export const adminPaymentSchema = z.object({
  _id: z.string(),
  purpose: z.enum(['order', 'tip', 'invoice']),
  /** The order bought or tipped, or the invoice paid. */
  targetId: z.string(),
  orderNumber: z.nullable(z.number().check(z.int())),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  amount: z.number().check(z.int()),
  currency: z.string(),
  gateway: z.string(),
  /** What succeeded refunds gave back, and what pending ones hold. */
  refunded: z.number().check(z.int()),
  refundable: z.number().check(z.int()),
  refunds: z.array(refundSchema),
  paidAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** The succeeded payments of an order (its purchase and tips), of an invoice, or of the site. */
export const adminListPayments = defineCall({
  method: 'GET',
  path: '/api/admin/payments',
  query: z.object({ ...adminPageQuery, orderId: z.optional(idParam), invoiceId: z.optional(idParam) }),
  response: z.object({
    status: z.boolean(),
    data: z.array(adminPaymentSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});

/** Refunds part or all of a payment; `key` is the admin action's idempotency key (a retried click refunds once). */
export const adminRefundPayment = defineCall({
  method: 'POST',
  path: '/api/admin/payments/:id/refund',
  params: z.object({ id: idParam }),
  body: z.strictObject({
    amount: z.number().check(z.int('Whole minor units (cents)'), z.gte(1, 'Give an amount'), z.lte(100_000_000)),
    key: checkoutKey,
    reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  }),
  response: z.object({ status: z.boolean(), message: z.string(), payment: adminPaymentSchema }),
});
