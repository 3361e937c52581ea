import { checkoutTotal, couponDiscount, isValidTip, maxTip, paymentFamily, formatMoney } from '@portal/domain/money/rules';
import type { PaymentAnswer } from '@portal/domain/payments/calls';
import { ATTEMPT_EXPIRES_AFTER_MS, PAYMENT_TEXTS, RECONCILE_AFTER_MS, canMove, isFinalState, stateForGatewayStatus, type PaymentState } from '@portal/domain/payments/rules';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { AuthService } from '../auth';
import { findCheckoutCoupon, giveBackCouponUse, takeCouponUse, type CheckoutCoupon, type CouponUseAnswer } from '../catalog';
import { countVisibleOrders, createOrderForPackage, loadOrderForCustomer, orderNumberOf, recordTip } from '../orders';
import type { GatewayIntent, PaymentGateway } from './gateway';
import * as store from './payments.store';
import type { AttemptRow } from './payments.store';

export type Gateways = { card: PaymentGateway; mobileMoney: PaymentGateway };

/** Places where tests inject a crash: after the gateway answered but before we stored what it said. */
export type PaymentFaults = { afterGatewayCall?: (attempt: AttemptRow) => void; beforeFulfil?: (attempt: AttemptRow) => void };

const RECONCILE_BATCH = 100;

export const COUPON_ERRORS = {
  invalid: () => ruleBroken(PAYMENT_TEXTS.couponInvalid, { couponCode: PAYMENT_TEXTS.couponInvalid }, 'coupon_invalid'),
  usedUp: () => ruleBroken(PAYMENT_TEXTS.couponUsedUp, { couponCode: PAYMENT_TEXTS.couponUsedUp }, 'coupon_used_up'),
  expired: () => ruleBroken(PAYMENT_TEXTS.couponExpired, { couponCode: PAYMENT_TEXTS.couponExpired }, 'coupon_expired'),
  notForPackage: () => ruleBroken(PAYMENT_TEXTS.couponNotForPackage, { couponCode: PAYMENT_TEXTS.couponNotForPackage }, 'coupon_invalid'),
  customerLimit: () => ruleBroken(PAYMENT_TEXTS.couponCustomerLimit, { couponCode: PAYMENT_TEXTS.couponCustomerLimit }, 'coupon_customer_limit'),
};

/** Why a use of a coupon could not be taken, as the checkout says it. */
const TOO_MANY = () => new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.', undefined, 'too_many_attempts');

const USE_REFUSED: Record<Exclude<CouponUseAnswer, 'taken'>, () => AppError> = {
  gone: COUPON_ERRORS.invalid,
  expired: COUPON_ERRORS.expired,
  used_up: COUPON_ERRORS.usedUp,
  customer_limit: COUPON_ERRORS.customerLimit,
};

/**
 * Collecting money exactly once. An attempt is stored (and its coupon use reserved) before any
 * gateway is called; its id is the gateway's idempotency key. Whatever reports on it afterwards (the
 * browser's confirmation, a webhook, the reconciler) only makes the server ask the gateway and move
 * the attempt forward under the attempt's row lock, and fulfilment happens in the transaction that
 * moves it to `succeeded`: one order, one payment, one receipt, in any order of arrival.
 */
export class PaymentsService {
  faults: PaymentFaults = {};

  constructor(
    private readonly platform: Platform,
    private readonly auth: AuthService,
    readonly gateways: Gateways,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** Takes a point of a checkout limit for the caller's address (429 past it). */
  async limit(name: 'couponChecksPerAddress' | 'checkoutRegistrationsPerAddress', address: string): Promise<void> {
    if (!(await this.platform.limits[name].take(address)).allowed) throw TOO_MANY();
  }

  private gatewayFor(currency: string, method: 'card' | 'instalment' | 'mobile_money'): PaymentGateway {
    const family = paymentFamily(currency);
    if (family === 'mobile-money' && method === 'mobile_money') return this.gateways.mobileMoney;
    if (family === 'card' && method !== 'mobile_money') return this.gateways.card;
    throw ruleBroken('This payment method is not offered for this currency');
  }

  private gatewayByName(name: string): PaymentGateway | null {
    return Object.values(this.gateways).find((g) => g.name === name) ?? null;
  }

  /** A coupon's discount on a package, or the reason it does not apply. */
  couponFor(coupon: CheckoutCoupon | null, pkg: store.PackageRow): number {
    if (!coupon) throw COUPON_ERRORS.invalid();
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw COUPON_ERRORS.expired();
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw COUPON_ERRORS.usedUp();
    const only = coupon.packageIds as string[] | null;
    if (only && !only.includes(pkg.id)) throw COUPON_ERRORS.notForPackage();
    return couponDiscount(pkg.price, { kind: coupon.kind, value: coupon.value });
  }

  /**
   * A code typed with the payment counts against the coupon checks' limit when it is no coupon, as a
   * check would: otherwise each new checkout key is one more free guess at the site's codes. Honest
   * buyers (a right code) spend nothing; a spent address is refused before the lookup, so that even
   * a right code then tells it nothing.
   */
  private async couponTriedAtPayment(site: SiteContext, code: string, address: string): Promise<CheckoutCoupon | null> {
    const limiter = this.platform.limits.couponChecksPerAddress;
    if (await limiter.isSpent(address)) throw TOO_MANY();
    const coupon = await findCheckoutCoupon(this.db, site.id, code);
    if (!coupon) await limiter.take(address);
    return coupon;
  }

  async checkCoupon(site: SiteContext, packageId: string, code: string) {
    const pkg = await store.findPackage(this.db, site.id, packageId);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const discount = this.couponFor(await findCheckoutCoupon(this.db, site.id, code), pkg);
    return { status: true, message: PAYMENT_TEXTS.couponApplied, discountAmount: discount, total: checkoutTotal(pkg.price, discount) };
  }

  /** The package a checkout sells, with what the critique (if any) knew of the buyer. */
  async packageInfo(site: SiteContext, query: { item: string; critiqueId?: string; critiqueViewId?: string }) {
    const pkg = await store.findPackage(this.db, site.id, query.item);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const family = paymentFamily(pkg.currency);
    if (!family) throw notFound('Package not found');
    const critique = query.critiqueId ? await store.findCritique(this.db, site.id, query.critiqueId) : null;
    const checkoutClickId = critique ? await store.recordClick(this.db, site.id, { kind: 'checkout-page', packageId: pkg.id, critiqueId: critique.id, critiqueViewId: query.critiqueViewId ?? null }) : null;
    return {
      status: true,
      email: critique?.email ?? '',
      firstName: critique?.firstName ?? '',
      lastName: critique?.lastName ?? '',
      uniqueCustomerId: critique?.uniqueCustomerId ?? '',
      currency: pkg.currency,
      family,
      gateway: (family === 'card' ? this.gateways.card : this.gateways.mobileMoney).browser,
      customerPackage: {
        _id: pkg.id,
        packageName: pkg.name,
        packagePrice: pkg.price,
        packageDescription: pkg.description,
        packageDescriptionHTML: pkg.descriptionHtml,
        clientWebsiteCustomization: { companyName: site.config?.companyName ?? site.name },
      },
      checkoutClickId,
    };
  }

  /** Registers the buyer (or finds them) for a package of this site. */
  async registerCustomer(site: SiteContext, input: { firstName: string; lastName: string; email: string; uniqueCustomerId?: string; item: string }) {
    const pkg = await store.findPackage(this.db, site.id, input.item);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const customer = await this.auth.findOrCreateCustomer(site.id, input);
    // The names as typed, not as stored: anyone may type an e-mail here, and the answer must not
    // tell them whose account it is (it looks the same for a new buyer and an existing one).
    return { status: true, customer: { _id: customer.id, firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: customer.email } };
  }

  /**
   * Starts the payment of a package, or finds the one this checkout key already started (a double
   * click, a retry after a lost answer): never a second attempt, never a second charge.
   */
  async startOrderPayment(site: SiteContext, input: { item: string; customerId: string; checkoutKey: string; method: 'card' | 'instalment' | 'mobile_money'; couponCode?: string; critiqueId?: string }, from: { buyer: { id: string; sessionId: string } | null; address: string }): Promise<PaymentAnswer> {
    const { buyer } = from;
    const existing = await store.findAttemptByKey(this.db, site.id, input.checkoutKey);
    if (existing) return this.resume(site, existing, input);
    const pkg = await store.findPackage(this.db, site.id, input.item);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const customer = await this.auth.customerForCheckout(site.id, input.customerId);
    if (!customer) throw notFound('Customer not found');
    // Success signs the buyer in only when the account has no other way in yet (made by a checkout,
    // no password, no order): paying must never become a way into somebody else's account.
    const newCustomer = !customer.hasPassword && (await countVisibleOrders(this.db, site.id, customer.id)) === 0;
    const gateway = this.gatewayFor(pkg.currency, input.method);
    const coupon = input.couponCode ? await this.couponTriedAtPayment(site, input.couponCode, from.address) : null;
    const discount = input.couponCode ? this.couponFor(coupon, pkg) : 0;
    const amount = checkoutTotal(pkg.price, discount);
    const created = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.insertAttempt(tx, {
        id: newId(),
        siteId: site.id,
        checkoutKey: input.checkoutKey,
        purpose: 'order',
        customerId: customer.id,
        targetId: pkg.id,
        price: pkg.price,
        discount,
        amount,
        currency: pkg.currency,
        couponId: coupon?.id ?? null,
        couponReserved: false,
        gateway: amount === 0 ? 'none' : gateway.name,
        method: amount === 0 ? 'none' : input.method,
        newCustomer,
        buyerSessionId: buyer?.id === customer.id ? buyer.sessionId : null,
        critiqueId: input.critiqueId ?? null,
      });
      if (!row) return null; // the same key, a moment ago: answered below from that attempt
      if (coupon) {
        const taken = await takeCouponUse(tx, { siteId: site.id, couponId: coupon.id, customerId: customer.id, attemptId: row.id });
        if (taken !== 'taken') throw USE_REFUSED[taken]();
        await store.markCouponReserved(tx, row.id);
        row.couponReserved = true;
      }
      if (amount === 0) return this.succeed(tx, site, row);
      return row;
    });
    const attempt = created ?? (await store.findAttemptByKey(this.db, site.id, input.checkoutKey));
    if (!attempt) throw new AppError('conflict', 'Please try again');
    if (!created) return this.resume(site, attempt, input);
    return this.answer(site, await this.ensureIntent(site, attempt));
  }

  /** The same checkout key again: the same customer and package, or a conflict. */
  private async resume(site: SiteContext, attempt: AttemptRow, input: { item: string; customerId: string }): Promise<PaymentAnswer> {
    if (attempt.purpose !== 'order' || attempt.targetId !== input.item || attempt.customerId !== input.customerId) throw new AppError('conflict', 'This checkout was started for another purchase');
    return this.answer(site, await this.ensureIntent(site, attempt));
  }

  /**
   * Makes sure the gateway has the attempt's intent and we know its id. Calling the gateway again
   * after a crash is safe: the attempt id is the idempotency key, so it answers the same intent.
   */
  private async ensureIntent(site: SiteContext, attempt: AttemptRow): Promise<{ attempt: AttemptRow; intent: GatewayIntent | null }> {
    if (attempt.gateway === 'none' || isFinalState(attempt.state)) return { attempt, intent: null };
    const gateway = this.gatewayByName(attempt.gateway);
    if (!gateway) throw new AppError('internal', 'Payment gateway unavailable');
    let intent = attempt.intentId ? await gateway.retrieve(attempt.intentId) : null;
    if (!intent) {
      intent = await gateway.createIntent({ idempotencyKey: attempt.id, amount: attempt.amount, currency: attempt.currency, method: attempt.method === 'none' ? 'card' : attempt.method, description: attempt.purpose, webhookHost: site.primaryDomain } as never);
      this.faults.afterGatewayCall?.(attempt);
      await store.setIntent(this.db, attempt.id, intent.intentId);
      attempt = { ...attempt, intentId: intent.intentId };
    }
    return { attempt, intent };
  }

  private async answer(site: SiteContext, found: { attempt: AttemptRow; intent: GatewayIntent | null }, message?: string): Promise<PaymentAnswer> {
    const { attempt, intent } = found;
    const succeeded = attempt.state === 'succeeded';
    const signIn = succeeded && attempt.newCustomer && attempt.purpose === 'order' && (await store.claimAutoLogin(this.db, attempt.id));
    const code = signIn ? await this.auth.issueAutoLoginCode(site.id, attempt.customerId) : null;
    return {
      status: attempt.state !== 'failed' && attempt.state !== 'expired',
      attemptId: attempt.id,
      state: attempt.state,
      gateway: attempt.gateway,
      intent_id: attempt.intentId,
      client_secret: isFinalState(attempt.state) ? null : (intent?.clientSecret ?? null),
      amount: attempt.amount,
      discount: attempt.discount,
      currency: attempt.currency,
      orderId: succeeded && attempt.purpose === 'order' ? attempt.resultId : null,
      autoLoginCode: code,
      ...(message ?? attempt.failureMessage ? { message: message ?? attempt.failureMessage ?? undefined } : {}),
    };
  }

  /** The browser came back from the gateway: ask the gateway, move the attempt on, answer where it stands. */
  async confirmFromBrowser(site: SiteContext, intentId: string): Promise<PaymentAnswer> {
    const attempt = await store.findAttemptByIntent(this.db, site.id, intentId);
    if (!attempt) throw notFound('Payment not found');
    const settled = await this.syncWithGateway(site, attempt);
    // Still open (a 3-D Secure step asked for): the answer carries the intent's client secret, which
    // the browser's part of the gateway needs to take that step.
    return this.answer(site, isFinalState(settled.state) ? { attempt: settled, intent: null } : await this.ensureIntent(site, settled));
  }

  /**
   * Reads the intent from its gateway and applies it: under the attempt's lock, forward only, the
   * amount and currency checked against the attempt; success fulfils in the same transaction.
   */
  async syncWithGateway(site: SiteContext | null, attempt: AttemptRow): Promise<AttemptRow> {
    if (isFinalState(attempt.state) || attempt.gateway === 'none') return attempt;
    const gateway = this.gatewayByName(attempt.gateway);
    if (!gateway) return attempt;
    let intent = attempt.intentId ? await gateway.retrieve(attempt.intentId) : await gateway.findByKey(attempt.id);
    if (intent && !attempt.intentId) await store.setIntent(this.db, attempt.id, intent.intentId);
    if (!intent) {
      // The gateway never heard of it (we crashed before calling it): nothing was charged.
      if (Date.now() - attempt.createdAt.getTime() > ATTEMPT_EXPIRES_AFTER_MS) return this.applyState(site, attempt.id, 'expired', null);
      return attempt;
    }
    intent = intent as GatewayIntent;
    if (intent.attemptId !== attempt.id || intent.amount !== attempt.amount || intent.currency.toLowerCase() !== attempt.currency.toLowerCase()) {
      await store.noteAttempt(this.db, attempt.id, { failureMessage: PAYMENT_TEXTS.amountMismatch });
      throw ruleBroken(PAYMENT_TEXTS.amountMismatch, undefined, 'amount_mismatch');
    }
    let target = stateForGatewayStatus(intent.status);
    if (target === 'pending' && Date.now() - attempt.createdAt.getTime() > ATTEMPT_EXPIRES_AFTER_MS && intent.status === 'requires_payment_method') target = 'expired';
    return this.applyState(site, attempt.id, target, intent.message);
  }

  private async applyState(site: SiteContext | null, attemptId: string, target: PaymentState, message: string | null): Promise<AttemptRow> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const current = await store.lockAttempt(tx, attemptId);
      if (!current) throw notFound('Payment not found');
      if (message !== current.failureMessage && !isFinalState(current.state)) await store.noteAttempt(tx, current.id, { failureMessage: message });
      if (!canMove(current.state, target)) return { ...current, failureMessage: isFinalState(current.state) ? current.failureMessage : message };
      if (target === 'succeeded') return this.succeed(tx, site, current);
      const releasing = (target === 'failed' || target === 'expired') && current.couponReserved && current.couponId;
      await store.moveAttempt(tx, current.id, current.state, target, releasing ? { couponReserved: false } : {});
      if (releasing) await giveBackCouponUse(tx, current.siteId, current.couponId!, current.id);
      return { ...current, state: target, failureMessage: message, couponReserved: releasing ? false : current.couponReserved };
    });
  }

  /** In the caller's transaction, with the attempt locked: moves it to succeeded and fulfils it once. */
  private async succeed(tx: Db, _site: SiteContext | null, attempt: AttemptRow): Promise<AttemptRow> {
    this.faults.beforeFulfil?.(attempt);
    let resultId: string | null = null;
    let orderId: string;
    let orderNumber: number;
    let description: string;
    if (attempt.purpose === 'order') {
      const order = await createOrderForPackage(tx, { siteId: attempt.siteId, customerId: attempt.customerId, packageId: attempt.targetId, pricePaid: attempt.amount, currency: attempt.currency });
      if (!order) throw new AppError('internal', 'The package of this payment is gone');
      resultId = order.id;
      orderId = order.id;
      orderNumber = order.number;
      description = 'your order';
    } else if (attempt.purpose === 'tip') {
      if (!(await recordTip(tx, { siteId: attempt.siteId, orderId: attempt.targetId, customerId: attempt.customerId }, attempt.amount))) throw new AppError('internal', 'The order of this tip is gone');
      resultId = attempt.targetId;
      orderId = attempt.targetId;
      orderNumber = (await orderNumberOf(tx, attempt.siteId, attempt.targetId)) ?? 0;
      description = 'your tip';
    } else {
      await store.markInvoicePaid(tx, attempt.siteId, attempt.targetId);
      resultId = attempt.targetId;
      orderId = 'invoices';
      orderNumber = 0;
      description = 'your invoice';
    }
    if (!(await store.moveAttempt(tx, attempt.id, attempt.state, 'succeeded', { resultId, failureMessage: null }))) throw new AppError('conflict', 'The payment changed meanwhile');
    // An order bought at the checkout for an account that was not new: whoever holds a session of
    // it without ever having given its password got in by paying first with that e-mail, and must
    // not read what the e-mail's owner has just bought. The buyer's own session stays.
    if (attempt.purpose === 'order' && !attempt.newCustomer) await this.platform.sessions.endPasswordlessIn(tx, attempt.customerId, attempt.buyerSessionId);
    await this.platform.events.append(tx, {
      type: 'payment_received',
      siteId: attempt.siteId,
      orderId,
      orderNumber,
      recipientId: attempt.customerId,
      actor: null,
      purpose: attempt.purpose,
      amount: attempt.amount,
      currency: attempt.currency,
      description,
    });
    return { ...attempt, state: 'succeeded', resultId, failureMessage: null };
  }

  /**
   * A webhook: verified over the raw body, stored once by (provider, event id) and processed in the
   * same transaction. A duplicate of a processed event is acknowledged without effect; a failed one
   * stays open (its error kept) and the provider's retry processes it again.
   */
  async handleWebhook(site: SiteContext, provider: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<{ received: boolean; duplicate: boolean }> {
    const gateways = Object.values(this.gateways).filter((g) => (provider === 'sandbox' ? g.name.startsWith('sandbox') : g.name === provider));
    let verified: { gateway: PaymentGateway; event: ReturnType<PaymentGateway['verifyWebhook']> } | null = null;
    for (const gateway of gateways) {
      try {
        verified = { gateway, event: gateway.verifyWebhook(rawBody, headers) };
        break;
      } catch {
        // try the next gateway of this provider
      }
    }
    if (!verified) throw new AppError('bad_request', 'Invalid webhook signature');
    const { event } = verified;
    const record = { eventId: event.eventId, type: event.type, siteId: site.id, payload: JSON.parse(rawBody) as unknown };
    try {
      return await this.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const row = await store.claimWebhookEvent(tx, provider, record);
        if (row.processedAt) return { received: true, duplicate: true };
        const attempt = event.intentId ? await store.findAttemptByIntent(tx, site.id, event.intentId) : null;
        // The attempt's own gateway reads the intent (the sandboxes share one provider name and secret).
        const owner = attempt ? this.gatewayByName(attempt.gateway) : null;
        if (attempt && owner && gateways.includes(owner)) await this.applyFromWebhook(tx, site, owner, attempt);
        await store.markWebhookProcessed(tx, row.id, row.attempts + 1);
        return { received: true, duplicate: false };
      });
    } catch (err) {
      await store.recordWebhookFailure(this.db, provider, record, String(err instanceof Error ? err.message : err).slice(0, 500));
      throw err;
    }
  }

  /** The webhook's part: the gateway is asked (a webhook is a hint, not the truth), in the event's transaction. */
  private async applyFromWebhook(tx: Db, site: SiteContext, gateway: PaymentGateway, attempt: AttemptRow): Promise<void> {
    const intent = await gateway.retrieve(attempt.intentId!);
    if (!intent) return;
    if (intent.attemptId !== attempt.id || intent.amount !== attempt.amount || intent.currency.toLowerCase() !== attempt.currency.toLowerCase()) {
      throw ruleBroken(PAYMENT_TEXTS.amountMismatch, undefined, 'amount_mismatch');
    }
    const current = await store.lockAttempt(tx, attempt.id);
    if (!current) return;
    const target = stateForGatewayStatus(intent.status);
    if (!canMove(current.state, target)) {
      if (intent.message && !isFinalState(current.state)) await store.noteAttempt(tx, current.id, { failureMessage: intent.message });
      return;
    }
    if (target === 'succeeded') {
      await this.succeed(tx, site, current);
      return;
    }
    await store.moveAttempt(tx, current.id, current.state, target, { failureMessage: intent.message });
  }

  /**
   * Every open attempt older than RECONCILE_AFTER_MS is asked of its gateway: a payment whose
   * webhooks were all lost still ends where the gateway says, and an abandoned one expires (its
   * coupon use released). Runs every RECONCILE_EVERY_MS, so within 10 minutes.
   */
  async reconcile(now = new Date()): Promise<{ checked: number; settled: number }> {
    const open = await store.openAttempts(this.db, new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
    let settled = 0;
    for (const attempt of open) {
      try {
        const after = await this.syncWithGateway(null, attempt);
        if (after.state !== attempt.state) settled++;
      } catch (err) {
        // One attempt the gateway could not answer for waits for the next run; the others go on.
        console.error(`payment reconcile of attempt ${attempt.id} failed`, err instanceof Error ? err.message : err);
      } finally {
        await store.noteAttempt(this.db, attempt.id, { checkedAt: new Date() });
      }
    }
    return { checked: open.length, settled };
  }

  /** Tips and invoices: the customer's card token is confirmed by the server with the gateway. */
  async payWithToken(site: SiteContext, user: UserContext, input: { purpose: 'order' | 'tip' | 'invoice'; targetId: string; amount: number; currency: string; price: number; token: string; checkoutKey: string }) {
    return (await this.startTokenPayment(site, user, input)).attempt;
  }

  /**
   * Starts (or finds again, by checkout key) a signed-in customer's card payment. With a token the
   * server confirms it; without one the intent's client secret is answered for the provider's
   * browser part to confirm (Stripe.js, which also runs 3-D Secure).
   */
  async startTokenPayment(site: SiteContext, user: UserContext, input: { purpose: 'order' | 'tip' | 'invoice'; targetId: string; amount: number; currency: string; price: number; token?: string; checkoutKey: string }) {
    const gateway = this.gatewayFor(input.currency, 'card');
    let attempt = await store.findAttemptByKey(this.db, site.id, input.checkoutKey);
    if (attempt && (attempt.customerId !== user.id || attempt.targetId !== input.targetId || attempt.purpose !== input.purpose || attempt.amount !== input.amount)) throw new AppError('conflict', 'This payment was started for something else');
    attempt ??=
      (await store.insertAttempt(this.db, {
        id: newId(),
        siteId: site.id,
        checkoutKey: input.checkoutKey,
        purpose: input.purpose,
        customerId: user.id,
        targetId: input.targetId,
        price: input.price,
        discount: 0,
        amount: input.amount,
        currency: input.currency,
        gateway: gateway.name,
        method: 'card',
      })) ?? (await store.findAttemptByKey(this.db, site.id, input.checkoutKey))!;
    const { attempt: withIntent, intent } = await this.ensureIntent(site, attempt);
    if (!input.token) return { attempt: withIntent, clientSecret: isFinalState(withIntent.state) ? null : (intent?.clientSecret ?? null) };
    if (!isFinalState(withIntent.state)) await gateway.confirmWithToken(withIntent.intentId!, input.token);
    const after = await this.syncWithGateway(site, withIntent);
    // The bank asks the buyer to confirm (3-D Secure): the browser takes that step with the secret.
    return { attempt: after, clientSecret: after.state === 'requires_action' ? (intent?.clientSecret ?? null) : null };
  }

  /** The gateways' browser parts for a signed-in customer's payments. */
  browserGateways() {
    return { status: true, card: this.gateways.card.browser, mobileMoney: this.gateways.mobileMoney.browser };
  }

  async tip(site: SiteContext, user: UserContext, orderId: string, tipMinor: number, token: string | undefined, checkoutKey: string | undefined) {
    if (site.config?.website_settings?.hide_tip) throw notFound('Not found');
    const order = await loadOrderForCustomer(this.db, { site, user }, orderId);
    if (paymentFamily(order.invoiceCurrency) !== 'card') throw ruleBroken('Tips are paid by card only');
    if (!isValidTip(tipMinor, order.invoiceCurrency, maxTip(order.invoicePrice, order.invoiceCurrency))) {
      throw ruleBroken(`A tip is at least ${formatMoney(2 * (order.invoiceCurrency === 'ugx' ? 1 : 100), order.invoiceCurrency)} and at most the order price`, { tip: 'Invalid tip' });
    }
    const { attempt: after, clientSecret } = await this.startTokenPayment(site, user, { purpose: 'tip', targetId: order.id, amount: tipMinor, currency: order.invoiceCurrency, price: order.invoicePrice, token, checkoutKey: checkoutKey ?? newId() });
    const answer = { status: after.state === 'succeeded', message: after.state === 'succeeded' ? PAYMENT_TEXTS.tipped : 'Payment processing', state: after.state, intent_id: after.intentId, client_secret: clientSecret };
    // Without a token nothing was tried yet: the provider's browser part confirms the answered intent.
    if (!token && (after.state === 'succeeded' || clientSecret)) return answer;
    if (after.state !== 'succeeded' && after.state !== 'pending' && after.state !== 'requires_action') throw ruleBroken(after.failureMessage ?? PAYMENT_TEXTS.declined, undefined, 'payment_declined');
    if (after.state !== 'succeeded' && after.failureMessage) throw ruleBroken(after.failureMessage, undefined, 'payment_declined');
    return answer;
  }

  async purchasablePackages(site: SiteContext) {
    const rows = await store.purchasablePackages(this.db, site.id);
    return { status: true, packages: rows.map((p) => ({ _id: p.id, packageName: p.name, packagePrice: p.price })), clientCurrencyType: rows[0]?.currency ?? site.config?.currency ?? 'usd' };
  }

  /** The new order page: a signed-in customer pays a package by card; the order is made on success. */
  async newOrder(site: SiteContext, user: UserContext, packageId: string, token: string | undefined, checkoutKey: string | undefined) {
    const pkg = await store.findPackage(this.db, site.id, packageId);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const { attempt: after, clientSecret } = await this.startTokenPayment(site, user, { purpose: 'order', targetId: pkg.id, amount: pkg.price, currency: pkg.currency, price: pkg.price, token, checkoutKey: checkoutKey ?? newId() });
    // Without a token nothing was tried yet: a message kept from an earlier refusal is not this answer's.
    if (token && after.state !== 'succeeded' && after.failureMessage) throw ruleBroken(after.failureMessage, undefined, 'payment_declined');
    return { status: after.state === 'succeeded', message: after.state === 'succeeded' ? 'Payment Successful' : 'Payment processing', state: after.state, order_id: after.state === 'succeeded' ? after.resultId : null, intent_id: after.intentId, client_secret: clientSecret };
  }

  /**
   * The mobile-money dialog's reference (the attempt's intent) and integrity hash, for a package.
   * The same key again is the same attempt, first read from its gateway: a press after the dialog
   * paid but its answer was lost learns that it is paid (and its order) instead of paying again.
   */
  async mobileMoneyCode(site: SiteContext, user: UserContext, packageId: string, claimedPrice: number | undefined, checkoutKey: string | undefined) {
    const pkg = await store.findPackage(this.db, site.id, packageId);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    // The price is the server's; a different one from the page is a tampered (or stale) page.
    if (claimedPrice !== undefined && claimedPrice !== pkg.price) throw ruleBroken(PAYMENT_TEXTS.amountMismatch, undefined, 'amount_mismatch');
    const gateway = this.gatewayFor(pkg.currency, 'mobile_money');
    const key = checkoutKey ?? newId();
    let attempt = await store.findAttemptByKey(this.db, site.id, key);
    if (attempt && (attempt.customerId !== user.id || attempt.targetId !== pkg.id)) throw new AppError('conflict', 'This checkout was started for another purchase');
    if (attempt) attempt = await this.syncWithGateway(site, attempt);
    attempt ??=
      (await store.insertAttempt(this.db, { id: newId(), siteId: site.id, checkoutKey: key, purpose: 'order', customerId: user.id, targetId: pkg.id, price: pkg.price, discount: 0, amount: pkg.price, currency: pkg.currency, gateway: gateway.name, method: 'mobile_money' })) ??
      (await store.findAttemptByKey(this.db, site.id, key))!;
    const { attempt: withIntent, intent } = await this.ensureIntent(site, attempt);
    const paid = withIntent.state === 'succeeded';
    return { status: true, txRef: withIntent.intentId!, integrityHash: intent?.clientSecret ?? '', amount: withIntent.amount, currency: withIntent.currency, gateway: withIntent.gateway, state: withIntent.state, orderId: paid ? withIntent.resultId : null };
  }

  async mobileMoneyVerification(site: SiteContext, user: UserContext, txRef: string) {
    const attempt = await store.findAttemptByIntent(this.db, site.id, txRef);
    if (!attempt || attempt.customerId !== user.id) throw notFound('Payment not found');
    const after = await this.syncWithGateway(site, attempt);
    return { status: after.state === 'succeeded', state: after.state, orderId: after.state === 'succeeded' ? after.resultId : null, ...(after.failureMessage ? { message: after.failureMessage } : {}) };
  }

  async invoices(site: SiteContext, user: UserContext) {
    const rows = await store.listInvoices(this.db, site.id, user.id, 200);
    return rows.map((r) => ({ _id: r.id, packageName: r.packageName, status: r.status, price: r.price, invoiceCurrency: r.currency, refund_amount: r.refundAmount, createdAt: r.createdAt.toISOString(), number: r.number ?? null, dueDate: r.dueDate ?? null }));
  }

  async payInvoice(site: SiteContext, user: UserContext, invoiceId: string, token: string | undefined, checkoutKey: string | undefined) {
    const invoice = await store.findInvoice(this.db, site.id, user.id, invoiceId);
    if (!invoice) throw notFound('Invoice not found');
    if (invoice.status !== 'unpaid') throw new AppError('conflict', 'This invoice is not open');
    const { attempt: after, clientSecret } = await this.startTokenPayment(site, user, { purpose: 'invoice', targetId: invoice.id, amount: invoice.price, currency: invoice.currency, price: invoice.price, token, checkoutKey: checkoutKey ?? `invoice-${invoice.id}` });
    // Without a token nothing was tried yet: a message kept from an earlier refusal is not this answer's.
    if (token && after.state !== 'succeeded' && after.failureMessage) throw ruleBroken(after.failureMessage, undefined, 'payment_declined');
    return { status: after.state === 'succeeded', message: after.state === 'succeeded' ? 'Payment Successful' : 'Payment processing', state: after.state, intent_id: after.intentId, client_secret: clientSecret };
  }
}
