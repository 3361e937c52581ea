import type { AdminPayment } from '@portal/domain/payments/calls';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { useAdminPayments } from '../api';
import { PaymentsTable } from './payments-table';

const fetchMock = stubFetch();
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const payment = (over: Partial<AdminPayment> = {}): AdminPayment => ({
  _id: 'pay1',
  purpose: 'invoice',
  targetId: 'inv1',
  orderNumber: null,
  customer: { _id: 'u1', name: 'Jane Roe', email: 'jane@example.test' },
  amount: 10000,
  currency: 'usd',
  gateway: 'sandbox-card',
  refunded: 0,
  refundable: 10000,
  refunds: [],
  paidAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const page = (p: AdminPayment) => ({ status: true, data: [p], total: 1, page: 1, limit: 20, hasMore: false });

/** The billing page's payments: read through the real hook, so a refund's refresh reads them again. */
function Payments() {
  const payments = useAdminPayments(1);
  return payments.data ? <PaymentsTable payments={payments.data.data} /> : null;
}

/** The list answers the payment; a refund leaves it as `after` says, answering `answer(after)` (a success unless told). */
function serve(after: Partial<AdminPayment>, answer = (p: AdminPayment) => json({ status: true, message: 'Refund made', payment: p })) {
  let current = payment();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method !== 'POST') return json(page(current));
    current = payment(after);
    return answer(current);
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
/** A text as the tests' catalogs say it: another test file may have loaded the German ones. */
const tr = (key: string, values?: Record<string, string>) => i18next.t(key, values);
const amountField = () => screen.getByRole('textbox', { name: new RegExp(tr('admin:billing.refund.amount')) }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(amountField(), { target: { value } });

async function openRefund() {
  renderWithApp(<Payments />, { session });
  const opener = await screen.findByRole('button', { name: 'Refund the payment of $100.00 by Jane Roe' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

describe('RefundModal', () => {
  it('refuses more than is left in the field, never clamping it; names the exact amount; asks once more; sends one refund', async () => {
    serve({ refunded: 3000, refundable: 7000 });
    const opener = await openRefund();
    expect(amountField().value).toBe('100.00');
    expect(screen.getByRole('button', { name: 'Refund $100.00' })).toBeTruthy();

    type('150');
    fireEvent.blur(amountField());
    // Never clamped to what is left: the typed amount stays, refused in the field.
    expect(amountField().value).toBe('150.00');
    expect(screen.getByText('At most $100.00')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: /\$150/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(document.activeElement).toBe(amountField());
    expect(screen.queryByRole('button', { name: /cannot be undone/ })).toBeNull();
    expect(posts()).toHaveLength(0);

    type('30');
    expect(screen.queryByText('At most $100.00')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund $30.00' }));
    const confirm = await screen.findByRole('button', { name: 'Refund $30.00 — this cannot be undone' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)!.textContent).toBe('$30.00 goes back to Jane Roe. A refund cannot be undone.');
    expect(amountField().readOnly).toBe(true);
    expect(await axeViolations(['aria-valid-attr-value', 'aria-allowed-attr', 'label'], screen.getByRole('dialog'))).toEqual([]);

    // The second click of a double click on "Refund $30.00" lands here: it confirms nothing.
    fireEvent.click(confirm, { detail: 2 });
    expect(posts()).toHaveLength(0);
    // Two clicks before a render (the button not yet shown busy): one refund.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    const [input, init] = posts()[0]!;
    expect(String(input)).toBe('/api/admin/payments/pay1/refund');
    expect(JSON.parse(String(init!.body))).toMatchObject({ amount: 3000 });
    // The focus is back on the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('reads and writes amounts with the reader\'s separators: German "1.000" is a thousand, refused, and "7,5" is 7.50', async () => {
    await act(() => i18next.changeLanguage('de'));
    serve({});
    renderWithApp(<Payments />, { session });
    fireEvent.click(await screen.findByRole('button', { name: tr('admin:billing.payments.refundWhat', { amount: '$100,00', name: 'Jane Roe' }) }));
    await screen.findByRole('dialog');
    expect(amountField().value).toBe('100,00');
    type('1.000');
    expect(amountField().value).toBe('1.000,00');
    expect(screen.getByText(tr('common:fields.atMost', { limit: '$100,00' }))).toBeTruthy();
    type('7,5');
    expect(amountField().value).toBe('7,50');
    expect(screen.getByRole('button', { name: tr('admin:billing.refund.submit', { amount: '$7,50' }) })).toBeTruthy();
  });

  it('a refund refused as more than is left (another admin refunded meanwhile) marks the field with the new limit and puts the focus there', async () => {
    const message = 'A refund cannot exceed what is left to refund: $60.00 is left';
    serve({ refunded: 4000, refundable: 6000 }, () => json({ message, code: 'refund_too_much', errors: { amount: message }, fieldCodes: { amount: 'refund_too_much' } }, 422));
    await openRefund();
    fireEvent.click(screen.getByRole('button', { name: 'Refund $100.00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $100.00 — this cannot be undone' }));
    expect(await screen.findByText('At most $60.00')).toBeTruthy();
    expect(screen.getByText('Left to refund: $60.00')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
    expect(amountField().value).toBe('100.00');
    // No English server text reaches the admin.
    expect(screen.queryByText(/cannot exceed/)).toBeNull();
    expect(screen.queryByRole('button', { name: /cannot be undone/ })).toBeNull();
    type('60');
    expect(screen.queryByText('At most $60.00')).toBeNull();
  });

  it('Escape gives the focus back to the Refund button; a full refund, whose button is gone, to the payment\'s "Fully refunded"', async () => {
    serve({ refunded: 10000, refundable: 0 });
    const opener = await openRefund();
    fireEvent.keyDown(amountField(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Refund $100.00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $100.00 — this cannot be undone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = document.querySelector('[data-payment-id="pay1"]') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByText('Fully refunded').closest('[data-refund-state]')));
  });
});
