import { Modal } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import type { InvoiceView } from '@portal/domain/payments/calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../platform/theme-provider';
import { axeViolations } from '../../../test/axe';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { bankDialog, bankDialogClosed, bankStepServer, pressPay, REFUSAL, typeSecure3dCard } from '../test/bank-step';
import { InvoicePayModal } from './invoice-pay-modal';
import TipForm from './tip-form';

// The bank's 3-D Secure step of the shared card fields, as the signed-in customer meets it in a
// dialog: the tip in the completed order's, and an invoice's. The sandbox card asks for it; the
// bank's dialog opens over the screen's, then the server says where the payment stands. (The new
// order page's own tests take the same step on a page.)

const INVOICE: InvoiceView = { _id: 'inv-1', packageName: 'Express', status: 'unpaid', price: 4900, invoiceCurrency: 'usd', refund_amount: null, createdAt: '2024-05-01T00:00:00.000Z', number: 7, dueDate: null };

/** The completed order's dialog with its tip (as the orders feature's completion dialog shows it). */
function OrderDialog() {
  const [opened, setOpened] = useState(true);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Your order is complete">
      <TipForm order={{ _id: 'o1' } as OrderView} price={15_000} currency="usd" />
    </Modal>
  );
}

/** The invoices page with one invoice's Pay dialog open. */
function InvoiceDialog() {
  const [opened, setOpened] = useState(true);
  return opened ? <InvoicePayModal invoice={INVOICE} onClose={() => setOpened(false)} /> : null;
}

const SCREENS = [
  { screen: "a tip in the completed order's dialog", payPath: '/api/customer/orders/tip/o1', ui: <OrderDialog />, dialog: 'Your order is complete', pay: 'Tip $15.00', amount: '$15.00', paid: 'Writer Tipped Successfully' },
  { screen: "an invoice's Pay dialog", payPath: '/api/customer/invoices/pay', ui: <InvoiceDialog />, dialog: 'Pay for Express', pay: 'Pay $49.00', amount: '$49.00', paid: 'Payment Successful' },
];

afterEach(() => vi.unstubAllGlobals());

describe.each(SCREENS)('$screen, paid with a card whose bank asks for 3-D Secure', ({ payPath, ui, dialog, pay, amount, paid }) => {
  async function payWithSecure3dCard() {
    const server = bankStepServer({ payPath });
    vi.stubGlobal('fetch', server.fetchMock);
    // The app's theme names every dialog's close button.
    renderWithApp(<ThemeProvider site={null}>{ui}</ThemeProvider>, { session: { user: makeUser(), orders: [], currency: 'usd' } });
    await typeSecure3dCard();
    const button = await pressPay(pay);
    return { server, button, bank: await bankDialog(amount) };
  }

  it('asks to confirm the amount; approved, the server says paid and the focus is on that message', async () => {
    const { server, bank } = await payWithSecure3dCard();
    expect(await axeViolations(['aria-dialog-name', 'button-name'], bank)).toEqual([]);
    const [started] = server.bodiesOf(payPath);
    fireEvent.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    const done = await screen.findByText(paid);
    expect(server.bodiesOf('/api/sandbox/card/authenticate')).toEqual([{ clientSecret: `secret-${String(started!.checkoutKey)}`, approve: true }]);
    expect(server.bodiesOf('/api/confirmAffirmPayment')).toEqual([{ paymentIntent: `pi-${String(started!.checkoutKey)}` }]);
    await bankDialogClosed();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role=status]')));
  });

  it("refused: the bank's words once, the card as typed, the focus back on the button, and the next press is a new payment", async () => {
    const { server, button, bank } = await payWithSecure3dCard();
    fireEvent.click(within(bank).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(server.bodiesOf('/api/sandbox/card/authenticate')).toEqual([expect.objectContaining({ approve: false })]);
    await bankDialogClosed();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe('4000 0000 0000 3220');
    // The refusal's answer (still `requires_action`, with the bank's words) does not ask again.
    expect(server.bodiesOf('/api/confirmAffirmPayment')).toHaveLength(1);
    fireEvent.click(button);
    await bankDialog(amount);
    const [first, second] = server.bodiesOf(payPath);
    expect(second!.checkoutKey).not.toBe(first!.checkoutKey);
  });

  it.each([
    ['its close button', (bank: HTMLElement) => fireEvent.click(within(bank).getByRole('button', { name: 'Close' }))],
    ['Escape', (bank: HTMLElement) => fireEvent.keyDown(within(bank).getByRole('button', { name: 'Confirm payment' }), { key: 'Escape' })],
  ])("closing the bank's dialog by %s is a refusal, and the screen's dialog stays", async (_, close) => {
    const { server, button, bank } = await payWithSecure3dCard();
    close(bank);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(server.bodiesOf('/api/sandbox/card/authenticate')).toEqual([expect.objectContaining({ approve: false })]);
    await bankDialogClosed();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.getByRole('dialog', { name: dialog })).toBeTruthy();
  });
});
