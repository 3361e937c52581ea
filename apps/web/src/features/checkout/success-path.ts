import type { PaymentAnswer } from '@portal/domain/payments/calls';

/** Where a paid checkout lands: signed in through the auto-login code when the server gave one. */
export function successPath(answer: Pick<PaymentAnswer, 'orderId' | 'autoLoginCode'>): string {
  const target = `/order/${answer.orderId}/initial-question?showSuccess=true`;
  return answer.autoLoginCode ? `/autologin/${answer.autoLoginCode}?from=${encodeURIComponent(target)}` : target;
}

/**
 * The same, as a navigation. Without a code the e-mail belongs to an account that already existed:
 * the buyer is asked to sign in (the login page says why, with the e-mail filled in) and then lands
 * on the new order.
 */
export function successNavigation(answer: Pick<PaymentAnswer, 'orderId' | 'autoLoginCode'>, email: string | undefined): { to: string; state?: PaidSignInState } {
  const to = successPath(answer);
  return answer.autoLoginCode ? { to } : { to: '/login', state: { from: to, paid: true, email } };
}

/** What the login page is told after a purchase for an existing account (router state). */
export type PaidSignInState = { from: string; paid: true; email: string | undefined };
