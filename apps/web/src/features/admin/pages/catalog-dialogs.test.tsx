import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import CatalogPage from './catalog-page';

// The catalog's dialogs (package, service, coupon): numbers as the reader writes them, never clamped;
// wrong fields marked in the reader's words with the focus on the first; one save per click however
// fast the clicks; the focus back on the opening button after.

const fetchMock = stubFetch();
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const catalog = {
  status: true,
  packages: [],
  services: [{ _id: 's1', name: 'Resume Writing', modules: [{ id: 'final_document', title: 'Final' }], archived: false }],
  contracts: [],
  surveys: [],
  questionnaires: [],
  currency: 'usd',
};
const savedPackage = { _id: 'p1', name: 'Kit', prices: { usd: 149900 }, descriptionHtml: '', purchasable: true, serviceIds: ['s1'], downloadables: [], contractId: null, surveyId: null, surveyUrl: null, archived: false };
const savedService = { _id: 's2', name: 'Coaching', modules: [{ id: 'final_document', title: 'Plan' }], archived: false };
const savedCoupon = { _id: 'c1', code: 'SPRING', kind: 'percent', value: 15, expiresAt: null, maxUses: 1, perCustomerLimit: null, usedCount: 0, packageIds: [], archived: false, createdAt: '2026-11-01T10:00:00.000Z' };
/** A 400 as the server words it: English texts nobody should read, and each field's code. */
const invalid = (fields: Record<string, [message: string, code: string]>) =>
  json({ message: Object.values(fields)[0]![0], code: 'invalid_input', errors: Object.fromEntries(Object.entries(fields).map(([f, [m]]) => [f, m])), fieldCodes: Object.fromEntries(Object.entries(fields).map(([f, [, c]]) => [f, c])) }, 400);

/** Reads answer the catalog and the coupons; each write answers the next of `writes`. */
function serve(...writes: (() => Response)[]) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') return (writes.shift() ?? writes.at(-1) ?? (() => json({}, 500)))();
    if (String(input).startsWith('/api/admin/catalog/coupons')) return json({ status: true, data: [], total: 0, page: 1, limit: 20, hasMore: false });
    return json(catalog);
  });
}
/** A text as the tests' catalogs say it: another test file may have loaded the German ones. */
const tr = (key: string) => i18next.t(key);
/** A label's start, as a pattern. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
const sent = (n = 0) => JSON.parse(String(writes()[n]![1]!.body)) as Record<string, unknown>;
const field = (name: RegExp | string) => within(screen.getByRole('dialog')).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
/** Two clicks before React renders again: what a fast double click does before the button shows busy. */
const doubleClick = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

async function open(button: string, tab?: string) {
  renderWithApp(<CatalogPage />, { session });
  if (tab) fireEvent.click(await screen.findByRole('tab', { name: tab }));
  const opener = await screen.findByRole('button', { name: button });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

async function chooseService() {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: tr('admin:catalog.package.services') }));
  // jsdom draws the list hidden (its transition never runs): the option is there all the same.
  fireEvent.click(await screen.findByRole('option', { name: 'Resume Writing', hidden: true }));
}

describe('the package dialog', () => {
  it('keeps a price of -5 as typed and refuses it on its field, with the focus there; saves once however fast the clicks; gives the focus back', async () => {
    serve(() => json({ status: true, message: 'Saved', package: savedPackage }));
    const opener = await open('New package');
    type(/^Name/, 'Kit');
    type('Amount', '-5');
    fireEvent.blur(field('Amount'));
    expect(field('Amount').value).toBe('-5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least $0.00')).toBeTruthy();
    // Every wrong field at once: no service chosen either.
    expect(screen.getByText('Choose one')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Amount')));
    expect(field('Amount').value).toBe('-5.00');
    expect(writes()).toHaveLength(0);

    type('Amount', '1499');
    expect(screen.queryByText('At least $0.00')).toBeNull();
    await chooseService();
    doubleClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(1);
    expect(sent()).toMatchObject({ name: 'Kit', prices: { usd: 149900 }, serviceIds: ['s1'] });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('reads a German "1.499" as 1,499 (not 1.49) and shows it as "1.499,00"', async () => {
    await act(() => i18next.changeLanguage('de'));
    serve(() => json({ status: true, message: 'Saved', package: savedPackage }));
    await open(tr('admin:catalog.package.new'));
    type(startsWith(tr('admin:catalog.package.name')), 'Kit');
    type(tr('admin:catalog.package.amount'), '1.499');
    expect(field(tr('admin:catalog.package.amount')).value).toBe('1.499,00');
    await chooseService();
    fireEvent.click(screen.getByRole('button', { name: tr('admin:catalog.save') }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sent()).toMatchObject({ prices: { usd: 149900 } });
  });

  it('marks the fields of a server\'s 400 in the reader\'s words, never its English, with the focus on the first', async () => {
    serve(() => invalid({ name: ['Too small: expected string to have >=1 characters', 'too_small'], 'prices.usd': ['Invalid key in record', 'invalid_key'], surveyUrl: ['Invalid URL', 'invalid_format'] }));
    await open('New package');
    type(/^Name/, 'Kit');
    type('Amount', '10');
    await chooseService();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill this in')).toBeTruthy();
    expect(screen.getByText('Use a three-letter currency code, such as usd')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    expect(field('Currency').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Name/)));
    expect(screen.queryByText(/Too small|Invalid key|Invalid URL/)).toBeNull();
    // Correcting a field takes its mark away.
    type(/^Name/, 'Kit 2');
    expect(screen.queryByText('Fill this in')).toBeNull();
  });
});

describe('the service dialog', () => {
  it('marks an empty name and module title at once; saves once on a double click; a server\'s raw text is said in the reader\'s words', async () => {
    serve(
      () => invalid({ 'modules.0.title': ['Too small: expected string to have >=1 characters', 'too_small'] }),
      () => json({ status: true, message: 'Saved', service: savedService }),
    );
    const opener = await open('New service', 'Services');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Fill this in')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Name/)));
    expect(writes()).toHaveLength(0);

    type(/^Name/, 'Coaching');
    type(/^Title shown/, 'Plan');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill this in')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Title shown/)));
    expect(screen.queryByText(/Too small/)).toBeNull();

    doubleClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('the coupon dialog', () => {
  it('refuses 150 %, 0 uses and a day gone by on their fields, never changing them; saves once on a double click', async () => {
    serve(() => json({ status: true, message: 'Saved', coupon: savedCoupon }));
    const opener = await open('New coupon', 'Coupons');
    type(/^Code/, 'SPRING');
    type(/^Percentage off/, '150');
    type('Total uses allowed', '0');
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Expires on'), { target: { value: '2020-01-31' } });
    fireEvent.blur(field(/^Percentage off/));
    fireEvent.blur(field('Total uses allowed'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 100')).toBeTruthy();
    expect(screen.getByText('At least 1')).toBeTruthy();
    expect(screen.getByText('This day has passed: choose today or a later day')).toBeTruthy();
    expect(field(/^Percentage off/).value).toBe('150');
    expect(field('Total uses allowed').value).toBe('0');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Percentage off/)));
    expect(writes()).toHaveLength(0);

    type(/^Percentage off/, '15');
    type('Total uses allowed', '1');
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Expires on'), { target: { value: '' } });
    doubleClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(1);
    expect(sent()).toMatchObject({ code: 'SPRING', kind: 'percent', value: 15, maxUses: 1, perCustomerLimit: null, expiresAt: null });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a code another coupon has is marked on the code field; Escape gives the focus back to "New coupon"', async () => {
    serve(() => json({ message: 'Another coupon of this site has this code', code: 'bad_request', errors: { code: 'Another coupon of this site has this code' }, fieldCodes: { code: 'bad_request' } }, 400));
    const opener = await open('New coupon', 'Coupons');
    type(/^Code/, 'SPRING');
    type(/^Percentage off/, '15');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another coupon of this site has this code')).toBeTruthy();
    expect(field(/^Code/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Code/)));
    fireEvent.keyDown(field(/^Code/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('takes a fixed amount in the site\'s currency with the reader\'s separators', async () => {
    await act(() => i18next.changeLanguage('de'));
    serve(() => json({ status: true, message: 'Saved', coupon: { ...savedCoupon, kind: 'fixed', value: 1250 } }));
    await open(tr('admin:catalog.coupon.new'), tr('admin:catalog.tabs.coupons'));
    type(startsWith(tr('admin:catalog.coupon.code')), 'SPRING');
    fireEvent.click(within(screen.getByRole('dialog')).getByText(tr('admin:catalog.coupon.fixed')));
    const off = startsWith(tr('admin:catalog.coupon.fixedValue'));
    type(off, '12,5');
    expect(field(off).value).toBe('12,50');
    fireEvent.click(screen.getByRole('button', { name: tr('admin:catalog.save') }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sent()).toMatchObject({ kind: 'fixed', value: 1250 });
  });
});
