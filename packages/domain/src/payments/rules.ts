// The life of a payment attempt and the sandbox gateways' test data, shared by server and web.

/**
 * A payment attempt's states. They only move forward: `pending` (recorded, the gateway may not
 * know it yet) -> `requires_action` (3-D Secure or a redirect) -> one of the final states.
 * Whatever arrives late (a webhook after the browser's confirmation, or before it) can only
 * confirm what is already known or move the attempt on, never back.
 */
export const PAYMENT_STATES = ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const RANK: Record<PaymentState, number> = { pending: 0, requires_action: 1, succeeded: 2, failed: 2, expired: 2 };

export function isFinalState(state: PaymentState): boolean {
  return RANK[state] === 2;
}

/** Whether an attempt in `from` may move to `to`: forward only, and a final state never changes. */
export function canMove(from: PaymentState, to: PaymentState): boolean {
  if (isFinalState(from)) return false;
  return RANK[to] > RANK[from];
}

/** What a gateway reports of an intent, in our words. */
export type GatewayStatus = 'processing' | 'requires_action' | 'requires_payment_method' | 'succeeded' | 'canceled';

/** The attempt state a gateway status leads to (`processing` and a retryable decline stay pending). */
export function stateForGatewayStatus(status: GatewayStatus): PaymentState {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/** A pending attempt is asked of its gateway by the reconciler at the latest this long after it was made. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** The reconciler runs this often, so every pending attempt is checked within 10 minutes. */
export const RECONCILE_EVERY_MS = 5 * 60_000;
/** An attempt the customer never completed expires (its coupon use is released) after this long. */
export const ATTEMPT_EXPIRES_AFTER_MS = 60 * 60_000;
/** A zero total skips the gateway; the checkout page moves on after this delay (spec 002 section 9). */
export const ZERO_TOTAL_REDIRECT_MS = 500;
/** Payment error messages hide after 5 s, then a declined instalment fetches a new payment intent. */
export const PAYMENT_ERROR_MS = 5_000;

export type CardOutcome = 'succeeded' | 'declined' | 'three_d_secure' | 'instalment_declined' | 'processing';

/**
 * The sandbox card gateway's test cards (the browser-side card component turns a number into a
 * token naming only the outcome and the last four digits; the number never leaves the browser).
 */
export const SANDBOX_TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000003220': 'three_d_secure',
  '4000000000000341': 'instalment_declined',
  '4000000000009995': 'processing',
};

/** The sandbox mobile-money gateway's test phone numbers. */
export const SANDBOX_TEST_PHONES: Record<string, 'succeeded' | 'failed' | 'processing'> = {
  '0700000001': 'succeeded',
  '0700000002': 'failed',
  '0700000003': 'processing',
};

/** A mobile-money phone number as typed (spaces, dashes, a leading +): at least 7 digits once they are all that is left. */
export function plausibleMobilePhone(typed: string): boolean {
  return typed.replace(/\D/g, '').length >= 7;
}

/** Luhn check, so the sandbox card field refuses a mistyped number the way a real one would. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome the sandbox gives a card number: a test card's own, any other valid number succeeds. */
export function sandboxCardOutcome(number: string): CardOutcome | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return null;
  return SANDBOX_TEST_CARDS[digits] ?? 'succeeded';
}

/** A sandbox card token: `sbx_<outcome>_<last4>_<random>`; it holds no card number. */
export const SANDBOX_TOKEN = /^sbx_(succeeded|declined|three_d_secure|instalment_declined|processing)_(\d{4})_([A-Za-z0-9]{8,32})$/;

export function parseSandboxToken(token: string): { outcome: CardOutcome; last4: string } | null {
  const m = SANDBOX_TOKEN.exec(token);
  return m ? { outcome: m[1] as CardOutcome, last4: m[2]! } : null;
}

/** Texts the checkout shows (spec 002 section 8 and spec 000 section 8). */
export const PAYMENT_TEXTS = {
  couponApplied: 'Coupon applied successfully!',
  couponInvalid: 'Invalid coupon code',
  couponUsedUp: 'This coupon has reached its usage limit',
  couponCustomerLimit: 'You have already used this coupon as often as it allows',
  couponExpired: 'This coupon has expired',
  couponNotForPackage: 'This coupon does not apply to this package',
  declined: 'Your card was declined.',
  mobileMoneyDeclined: 'The mobile money payment was declined on your phone.',
  instalmentDeclined: 'Your instalment payment was declined. Please choose another payment method.',
  amountMismatch: 'The payment does not match the order total',
  customCheckoutInconsistent: 'Custom Checkout Data is inconsistent',
  tipped: 'Writer Tipped Successfully',
} as const;
