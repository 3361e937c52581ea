import type { PaymentAnswer } from '@portal/domain/payments/calls';

/** Where a paid checkout lands: signed in through the auto-login code when the server gave one. */
export function successPath(answer: Pick<PaymentAnswer, 'orderId' | 'autoLoginCode'>): string {
  const target = `/order/${answer.orderId}/initial-question?showSuccess=true`;
  return answer.autoLoginCode ? `/autologin/${answer.autoLoginCode}?from=${encodeURIComponent(target)}` : target;
}
