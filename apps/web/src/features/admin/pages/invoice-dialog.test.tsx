import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import BillingPage from './billing-page';

const fetchMock = stubFetch();
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const customer = { _id: 'u1', email: 'jane@example.test', firstName: 'Jane', lastName: 'Roe', role: 'user', deactivated: false, createdAt: '2026-11-01T10:00:00.000Z', openOrders: null };
const invoice = { _id: 'i1', number: 7, customer: { _id: 'u1', name: 'Jane Roe', email: 'jane@example.test' }, description: 'Cover letter', status: 'unpaid', amount: 149900, currency: 'usd', refunded: 0, dueDate: null, createdAt: '2026-11-01T10:00:00.000Z', paymentId: null };

function serve(...writes: (() => Response)[]) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return (writes.shift() ?? (() => json({}, 500)))();
    if (String(input).startsWith('/api/admin/people')) return json({ status: true, data: [customer], total: 1, page: 1, limit: 20, hasMore: false });
    return json({ status: true, data: [], total: 0, page: 1, limit: 20, hasMore: false });
  });
}
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
/** A text as the tests' catalogs say it: another test file may have loaded the German ones. */
const tr = (key: string, values?: Record<string, string>) => i18next.t(key, values);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const dialog = () => within(screen.getByRole('dialog'));
const amount = () => dialog().getByRole('textbox', { name: startsWith(tr('admin:billing.invoice.amount')) }) as HTMLInputElement;
const description = () => dialog().getByRole('textbox', { name: startsWith(tr('admin:billing.invoice.description')) }) as HTMLInputElement;

async function openInvoice() {
  renderWithApp(<BillingPage />, { session });
  const opener = await screen.findByRole('button', { name: tr('admin:billing.invoices.new') });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

async function chooseCustomer() {
  fireEvent.click(dialog().getByRole('combobox', { name: startsWith(tr('admin:billing.invoice.customer')) }));
  fireEvent.click(await screen.findByRole('option', { name: /Jane Roe/, hidden: true }));
}

describe('the invoice dialog', () => {
  it('marks every missing field at once with the focus on the first; a double click makes one invoice; the focus goes back to "New invoice"', async () => {
    serve(() => json({ status: true, message: 'Invoice created', invoice }));
    const opener = await openInvoice();
    fireEvent.click(dialog().getByRole('button', { name: 'Create invoice' }));
    expect(await dialog().findByText('Choose one')).toBeTruthy();
    expect(dialog().getAllByText('Fill this in')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(dialog().getByRole('combobox', { name: /^Customer/ })));
    expect(posts()).toHaveLength(0);

    await chooseCustomer();
    fireEvent.change(amount(), { target: { value: '1499' } });
    fireEvent.change(description(), { target: { value: 'Cover letter' } });
    const create = dialog().getByRole('button', { name: 'Create invoice' });
    act(() => {
      create.click();
      create.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ customerId: 'u1', amount: 149900, currency: 'usd', description: 'Cover letter' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says a server\'s raw texts in the reader\'s words on their fields, with the focus on the first', async () => {
    serve(() =>
      json(
        {
          message: 'Too small: expected string to have >=1 characters',
          code: 'invalid_input',
          errors: { description: 'Too small: expected string to have >=1 characters', dueDate: 'Enter a valid date' },
          fieldCodes: { description: 'too_small', dueDate: 'invalid_format' },
        },
        400,
      ),
    );
    await openInvoice();
    await chooseCustomer();
    fireEvent.change(amount(), { target: { value: '45' } });
    fireEvent.change(description(), { target: { value: 'Cover letter' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Create invoice' }));
    expect(await dialog().findByText('Fill this in')).toBeTruthy();
    expect(dialog().getByText('This is not in the expected form')).toBeTruthy();
    expect(screen.queryByText(/Too small|valid date/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(description()));
  });

  it('reads the amount with the reader\'s separators and refuses one over the limit as typed', async () => {
    await act(() => i18next.changeLanguage('de'));
    serve(() => json({ status: true, message: 'Invoice created', invoice }));
    await openInvoice();
    await chooseCustomer();
    fireEvent.change(amount(), { target: { value: '2.000.000' } });
    expect(amount().value).toBe('2.000.000,00');
    fireEvent.change(description(), { target: { value: 'Cover letter' } });
    fireEvent.click(dialog().getByRole('button', { name: tr('admin:billing.invoice.create') }));
    expect(await dialog().findByText(tr('common:fields.atMost', { limit: '$1.000.000,00' }))).toBeTruthy();
    expect(amount().value).toBe('2.000.000,00');
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    expect(posts()).toHaveLength(0);

    fireEvent.change(amount(), { target: { value: '1.499,5' } });
    fireEvent.click(dialog().getByRole('button', { name: tr('admin:billing.invoice.create') }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ amount: 149950 });
  });
});
