import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import ReviewPageSettingsPage from './review-page-settings-page';

const fetchMock = stubFetch();
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const settings = {
  status: true,
  currency: 'usd',
  reviewPage: { clientProducts: [{ _id: 'cp1', name: 'Coaching', price: 4900, frequency: 'Month', productLink: 'https://coach.example', productDescription: '', buttonText: 'Start' }], expertHelperTextSection: null, callUs: null, testimonials: [], colours: null },
};
/** A text as the tests' catalogs say it: another test file may have loaded the German ones. */
const tr = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const price = () => within(screen.getByRole('group', { name: tr('admin:reviewPage.product', { number: 1 }) })).getByRole('textbox', { name: startsWith(tr('admin:reviewPage.fields.price', { symbol: '$' })) }) as HTMLInputElement;
const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => fetchMock.mockImplementation(async () => json(settings)));

describe('the review page\'s client product price', () => {
  it('keeps -10 as typed (never 0.00) and refuses it in money, publishing nothing', async () => {
    renderWithApp(<ReviewPageSettingsPage />, { session });
    await waitFor(() => expect(price().value).toBe('49.00'));
    fireEvent.change(price(), { target: { value: '-10' } });
    fireEvent.blur(price());
    expect(price().value).toBe('-10.00');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('At least $0.00')).toBeTruthy();
    expect(price().value).toBe('-10.00');
    expect(saves()).toHaveLength(0);
  });

  it('reads the price with the reader\'s separators', async () => {
    await act(() => i18next.changeLanguage('de'));
    renderWithApp(<ReviewPageSettingsPage />, { session });
    await waitFor(() => expect(price().value).toBe('49,00'));
    fireEvent.change(price(), { target: { value: '1.250,5' } });
    fireEvent.click(screen.getByRole('button', { name: tr('admin:settings.publish') }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]![1]!.body)).clientProducts[0]).toMatchObject({ price: 125050 });
  });
});
