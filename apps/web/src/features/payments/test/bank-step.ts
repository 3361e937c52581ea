import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * The server and the sandbox's bank as a signed-in customer's card payment (tip, invoice, new
 * order) meets them when the card asks for 3-D Secure (4000 0000 0000 3220): the payment call
 * answers `requires_action` with its intent's client secret (one intent a checkout key), the bank's
 * page says approved or refused, and the confirmation answers paid, or, after a refusal, the
 * bank's words (the attempt keeps its state: states only move forward).
 */

export const REFUSAL = 'We are unable to authenticate your payment method.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Options = {
  /** The payment call's path (`/api/customer/orders/tip/o1`, `/api/customer/invoices/pay`, `/api/customer/orders_new`). */
  payPath: string;
  /** The order a paid payment names (a new order's), null for a tip or an invoice. */
  orderId?: string | null;
  /** The page's other calls: an answer, or undefined for none. */
  other?: (url: string) => unknown;
};

export function bankStepServer({ payPath, orderId = null, other }: Options) {
  const fetchMock = vi.fn<typeof fetch>();
  const answers = new Map<string, boolean>();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/customer/payment-gateways') return json({ status: true, card: { provider: 'sandbox' }, mobileMoney: { provider: 'sandbox' } });
    if (url === payPath) {
      const key = String(body.checkoutKey);
      return json({ status: false, message: 'Payment processing', state: 'requires_action', order_id: null, intent_id: `pi-${key}`, client_secret: `secret-${key}` });
    }
    if (url === '/api/sandbox/card/authenticate') {
      const intent = String(body.clientSecret).replace('secret-', 'pi-');
      answers.set(intent, body.approve === true);
      return json({ status: body.approve ? 'succeeded' : 'requires_payment_method', intentId: intent, message: body.approve ? null : REFUSAL });
    }
    if (url === '/api/confirmAffirmPayment') {
      const intent = String(body.paymentIntent);
      const approved = answers.get(intent);
      const base = { attemptId: 'attempt-1', gateway: 'sandbox-card', intent_id: intent, amount: 1500, discount: 0, currency: 'usd', autoLoginCode: null };
      if (approved) return json({ ...base, status: true, state: 'succeeded', client_secret: null, orderId });
      return json({ ...base, status: true, state: 'requires_action', client_secret: intent.replace('pi-', 'secret-'), orderId: null, ...(approved === false ? { message: REFUSAL } : {}) });
    }
    const answer = other?.(url);
    return answer === undefined ? json({ message: `unexpected ${url}` }, 404) : json(answer);
  });
  const bodiesOf = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { fetchMock, bodiesOf };
}

/** Types the sandbox's card whose bank asks for 3-D Secure, with a future expiry and a CVC. */
export async function typeSecure3dCard() {
  fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4000 0000 0000 3220' } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: `12/${String(new Date().getFullYear() + 2).slice(-2)}` } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
}

/** Presses the paying button once it can be pressed (the gateways known), with the focus on it as a click leaves it. */
export async function pressPay(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  button.focus();
  fireEvent.click(button);
  return button;
}

/** The bank's step, once the payment call answered: the dialog that asks to confirm the amount. */
export async function bankDialog(amount: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
  expect(dialog.textContent).toContain(`Your bank asks you to confirm the payment of ${amount}.`);
  return dialog;
}

/** Waits until the bank's dialog is gone (its closing transition done). */
export async function bankDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull());
}
