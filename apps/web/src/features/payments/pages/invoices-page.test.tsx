import type { InvoiceView } from '@portal/domain/payments/calls';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import InvoicesPage from './invoices-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const invoice = (status: InvoiceView['status']): InvoiceView => ({ _id: 'inv-1', packageName: 'Express', status, price: 4900, invoiceCurrency: 'usd', refund_amount: null, createdAt: '2024-05-01T00:00:00.000Z', number: 7, dueDate: null });

/** The invoices page with one invoice, unpaid until `paid()` says otherwise (paid in another tab, say). */
function open() {
  let status: InvoiceView['status'] = 'unpaid';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/customer/invoices') return json({ status: true, invoices: [invoice(status)] });
    if (url === '/api/customer/payment-gateways') return json({ status: true, card: { provider: 'sandbox' }, mobileMoney: { provider: 'sandbox' } });
    return json({ message: `unexpected ${url}` }, 404);
  });
  const view = renderWithApp(<InvoicesPage />, { path: '/invoices', session: { user: makeUser(), orders: [], currency: 'usd' } });
  return { ...view, paid: () => (status = 'paid') };
}

/** Opens the invoice's Pay dialog from the keyboard: the Pay button has the focus as it is pressed. */
async function openPayDialog() {
  const pay = await screen.findByRole('button', { name: 'Pay' });
  pay.focus();
  fireEvent.click(pay);
  const dialog = await screen.findByRole('dialog', { name: 'Pay for Express' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { pay, dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('InvoicesPage', () => {
  // The dialog is drawn only while open: Mantine had no opener to give the focus back to.
  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    ['the X', () => fireEvent.click(document.querySelector<HTMLElement>('.mantine-Modal-close')!)],
  ])('gives the focus back to the Pay button when the pay dialog closes with %s', async (_how, close) => {
    open();
    const { pay, dialog } = await openPayDialog();
    close(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(pay));
  });

  it('gives the focus to the page title when the invoice was paid meanwhile and its Pay button is gone', async () => {
    const { client, paid } = open();
    const { dialog } = await openPayDialog();
    paid();
    await act(() => client.invalidateQueries({ queryKey: ['customer-invoices'] }));
    expect(await screen.findByText('PAID')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const title = screen.getByRole('heading', { level: 1, name: 'Invoices' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
