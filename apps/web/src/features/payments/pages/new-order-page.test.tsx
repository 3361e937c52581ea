import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import { bankDialog, bankDialogClosed, bankStepServer, pressPay, REFUSAL, typeSecure3dCard } from '../test/bank-step';
import NewOrderPage from './new-order-page';

// The new order page on a mobile-money site: the server's reference paid in the gateway's part
// (Flutterwave's dialog, or the sandbox's phone), then verified by the server. And by card, when the
// bank asks for 3-D Secure: the bank's dialog, then the server says where the payment stands.

type Dialog = { tx_ref: string; amount: number; currency: string; public_key: string; callback(outcome: unknown): void; onclose(incomplete: boolean): void };

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const scope = window as unknown as { FlutterwaveCheckout?: (options: Dialog) => { close(): void } };
const PACKAGES = { status: true, packages: [{ _id: 'pkg-1', packageName: 'Professional Resume', packagePrice: 1_940_000 }], clientCurrencyType: 'kes' };

/** The server as the page calls it: each code call answers a reference named after its checkout key. */
function serve(mobileMoney: unknown, verification: () => unknown) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.startsWith('/api/customer/orders_all_packages')) return json(PACKAGES);
    if (url === '/api/customer/payment-gateways') return json({ status: true, card: { provider: 'sandbox' }, mobileMoney });
    if (url === '/api/customer/flutterwave/code') return json({ status: true, txRef: `ref-${String(body.checkoutKey)}`, integrityHash: 'hash', amount: 1_940_000, currency: 'kes', gateway: 'flutterwave', state: 'pending', orderId: null });
    if (url === '/api/customer/flutterwave/verification') return json(verification());
    if (url === '/api/sandbox/card/confirm') return json({ status: 'succeeded', intentId: 'ref', message: null });
    return json({ message: `unexpected ${url}` }, 404);
  });
}

const bodiesOf = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init!.body)) as Record<string, string>);

async function choosePackageAndPay(pay = 'Pay KSh19,400.00') {
  fireEvent.click(await screen.findByPlaceholderText('Choose a package'));
  fireEvent.click(await screen.findByRole('option', { name: /Professional Resume/, hidden: true }));
  return pressPay(pay);
}

function renderPage(currency = 'kes') {
  return renderWithApp(<NewOrderPage />, { path: '/orders/new', session: { user: makeUser(), orders: [], currency }, site: makeSite({ companyName: 'Savanna Careers' }), routes: [landing('/orders/view/:id')] });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  delete scope.FlutterwaveCheckout;
});

describe('the new order page with Flutterwave as the mobile-money gateway', () => {
  it("opens Flutterwave's dialog on the server's reference, and the verified payment opens the order", async () => {
    const dialogs: Dialog[] = [];
    scope.FlutterwaveCheckout = (options) => {
      dialogs.push(options);
      setTimeout(() => options.callback({ status: 'successful', tx_ref: options.tx_ref, transaction_id: 1 }));
      return { close: () => undefined };
    };
    serve({ provider: 'flutterwave', publicKey: 'FLWPUBK_TEST-x' }, () => ({ status: true, state: 'succeeded', orderId: 'order-9' }));
    const { router } = renderPage();
    expect(await screen.findByText(/Flutterwave's payment window opens/)).toBeTruthy();
    expect(screen.queryByLabelText(/Mobile money phone number/)).toBeNull();
    await choosePackageAndPay();
    expect(await screen.findByText('Payment Successful. Redirecting to Order...')).toBeTruthy();
    const [code] = bodiesOf('/api/customer/flutterwave/code');
    expect(dialogs).toEqual([expect.objectContaining({ tx_ref: `ref-${code!.checkoutKey}`, amount: 19_400, currency: 'KES', public_key: 'FLWPUBK_TEST-x' })]);
    expect(bodiesOf('/api/customer/flutterwave/verification')[0]).toMatchObject({ txRef: `ref-${code!.checkoutKey}` });
    // The sandbox's own call is never made for Flutterwave.
    expect(bodiesOf('/api/sandbox/card/confirm')).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/order-9'));
  });

  it('says so when the dialog is closed, and the next press opens it again on the same reference', async () => {
    scope.FlutterwaveCheckout = (options) => {
      setTimeout(() => options.onclose(true));
      return { close: () => undefined };
    };
    serve({ provider: 'flutterwave', publicKey: 'FLWPUBK_TEST-x' }, () => ({ status: false, state: 'pending', orderId: null }));
    renderPage();
    await choosePackageAndPay();
    expect(await screen.findByText(/The payment window was closed before the payment was made/)).toBeTruthy();
    expect(bodiesOf('/api/customer/flutterwave/verification')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh19,400.00' }));
    await waitFor(() => expect(bodiesOf('/api/customer/flutterwave/code')).toHaveLength(2));
    const [first, second] = bodiesOf('/api/customer/flutterwave/code');
    expect(second!.checkoutKey).toBe(first!.checkoutKey);
  });

  it("shows the provider's refusal, and the next press is a new payment (a refused reference is spent)", async () => {
    scope.FlutterwaveCheckout = (options) => {
      setTimeout(() => options.callback({ status: 'failed', tx_ref: options.tx_ref }));
      return { close: () => undefined };
    };
    serve({ provider: 'flutterwave', publicKey: 'FLWPUBK_TEST-x' }, () => ({ status: false, state: 'pending', orderId: null, message: 'Declined by the mobile money provider' }));
    renderPage();
    await choosePackageAndPay();
    expect(await screen.findByText('Declined by the mobile money provider')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay KSh19,400.00' }).hasAttribute('data-loading')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh19,400.00' }));
    await waitFor(() => expect(bodiesOf('/api/customer/flutterwave/code')).toHaveLength(2));
    const [first, second] = bodiesOf('/api/customer/flutterwave/code');
    expect(second!.checkoutKey).not.toBe(first!.checkoutKey);
  });
});

describe('the new order page with the mobile-money sandbox', () => {
  it('asks for the phone before any call, then pays it in the sandbox and verifies', async () => {
    serve({ provider: 'sandbox' }, () => ({ status: true, state: 'succeeded', orderId: 'order-3' }));
    renderPage();
    await choosePackageAndPay();
    expect(await screen.findByText(/^Enter your mobile money phone number/)).toBeTruthy();
    expect(bodiesOf('/api/customer/flutterwave/code')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Mobile money phone number/), { target: { value: '0700 000 001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh19,400.00' }));
    expect(await screen.findByText('Payment Successful. Redirecting to Order...')).toBeTruthy();
    expect(bodiesOf('/api/sandbox/card/confirm')).toEqual([{ clientSecret: 'hash', token: 'phone:0700000001' }]);
  });
});

describe('the new order page with the sandbox card, whose bank asks for 3-D Secure', () => {
  const NEW_ORDER = '/api/customer/orders_new';

  function serveCard() {
    const server = bankStepServer({ payPath: NEW_ORDER, orderId: 'order-5', other: (url) => (url.startsWith('/api/customer/orders_all_packages') ? { ...PACKAGES, packages: [{ _id: 'pkg-1', packageName: 'Professional Resume', packagePrice: 19_900 }], clientCurrencyType: 'usd' } : undefined) });
    fetchMock.mockImplementation(server.fetchMock);
    return server;
  }

  it('asks to confirm the price; approved, the server says paid and the order opens', async () => {
    const server = serveCard();
    const { router } = renderPage('usd');
    await typeSecure3dCard();
    await choosePackageAndPay('Pay $199.00');
    const dialog = await bankDialog('$199.00');
    const [started] = server.bodiesOf(NEW_ORDER);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    const done = await screen.findByText('Payment Successful. Redirecting to Order...');
    expect(server.bodiesOf('/api/sandbox/card/authenticate')).toEqual([{ clientSecret: `secret-${String(started!.checkoutKey)}`, approve: true }]);
    expect(server.bodiesOf('/api/confirmAffirmPayment')).toEqual([{ paymentIntent: `pi-${String(started!.checkoutKey)}` }]);
    expect(screen.queryByText('Your payment is being processed.')).toBeNull();
    await bankDialogClosed();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role=alert]')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/order-5'));
  });

  it("refused: the bank's words, the card as typed, the focus back on Pay, and the next press is a new payment", async () => {
    const server = serveCard();
    const { router } = renderPage('usd');
    await typeSecure3dCard();
    const button = await choosePackageAndPay('Pay $199.00');
    fireEvent.click(within(await bankDialog('$199.00')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(server.bodiesOf('/api/sandbox/card/authenticate')).toEqual([expect.objectContaining({ approve: false })]);
    expect(screen.queryByText('Your payment is being processed.')).toBeNull();
    await bankDialogClosed();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe('4000 0000 0000 3220');
    expect(router.state.location.pathname).toBe('/orders/new');
    fireEvent.click(button);
    await bankDialog('$199.00');
    const [first, second] = server.bodiesOf(NEW_ORDER);
    expect(second!.checkoutKey).not.toBe(first!.checkoutKey);
    expect(second!.payment).toMatch(/^sbx_three_d_secure_3220_/);
  });
});
