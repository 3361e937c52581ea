import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderListRow } from '@portal/domain/orders/types';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectReadableCalendar } from '../../../test/calendar';
import { renderWithApp } from '../../../test/render';
import { makeUser } from '../../../test/fixtures';
import WriterOrdersView from './writer-orders-view';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function order(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    _id: 'o1',
    number: 1002,
    package: { packageName: 'Executive Package', packageServices: [] },
    statusPercentage: 40,
    createdAt: '2026-03-04T10:00:00.000Z',
    dueDate: null,
    writer: null,
    customer: { _id: 'c1', firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.test' },
    ...overrides,
  };
}

const session = { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' };
const renderView = (path = '/orders/list') => renderWithApp(<WriterOrdersView />, { path, routePath: '/orders/list', session });
const calledUrl = (i: number) => String(fetchMock.mock.calls[i]![0]);

describe('WriterOrdersView', () => {
  it('lists the assigned orders with their dates, a View link and the due-date action off at 100 percent', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { status: true, total: 2, page: 1, limit: 20, hasMore: false, orders: [order({ dueDate: '2026-04-10T12:00:00.000Z' }), order({ _id: 'o2', number: 1004, statusPercentage: 100 })] }),
    );
    renderView();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('#1002')).toBeTruthy();
    expect(within(table).getByText('04/10/2026')).toBeTruthy();
    expect(within(table).getAllByText('03/04/2026')).toHaveLength(2);
    expect(within(table).getAllByRole('link', { name: /View/ })[0]!.getAttribute('href')).toBe('/orders/view/o1');
    expect((within(table).getByRole('button', { name: 'The order is completed #1004' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(table).getByRole('button', { name: 'Set due date #1002' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calledUrl(0)).toContain('/api/writer/orders?page=1&limit=20');
  });

  it('shows No Records Found and asks for the archive when the tab switches', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 0, page: 1, limit: 20, hasMore: false, orders: [] }));
    renderView();
    expect(await screen.findByText('No Records Found')).toBeTruthy();
    fireEvent.click(screen.getByText('Archived'));
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('archived=true'))).toBe(true));
  });

  it('shows an error with a retry when the list fails', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Internal Server Error' }));
    renderView();
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 0, page: 1, limit: 20, hasMore: false, orders: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Records Found')).toBeTruthy();
  });

  it('archives an order with a PATCH of archived true', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH' ? json(200, { status: true }) : json(200, { status: true, total: 1, page: 1, limit: 20, hasMore: false, orders: [order()] }),
    );
    renderView();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Archive #1002' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/writer/orders/o1');
    expect(JSON.parse(patch[1]!.body as string)).toEqual({ archived: true });
  });

  it('sends the picked day with the site client id, and shows the server message on a 422', async () => {
    const day = dayjs().add(3, 'day');
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? json(422, { message: 'The due date cannot be in the past' })
        : json(200, { status: true, total: 1, page: 1, limit: 20, hasMore: false, orders: [order({ dueDate: day.hour(12).toISOString() })] }),
    );
    renderView();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Set due date #1002' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The due date cannot be in the past')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/writer/orders/set-due-date');
    expect(JSON.parse(patch[1]!.body as string)).toEqual({ orderId: 'o1', clientId: 'client-1', dueDate: day.format('YYYY-MM-DD') });
  });

  it('gives the focus back to the date field once a day is chosen in the calendar, whose controls and days axe passes', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true, total: 1, page: 1, limit: 20, hasMore: false, orders: [order()] }));
    renderView();
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Set due date #1002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set due date' });
    const field = within(dialog).getByRole('button', { name: 'Due date' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Enter on the field (a button) clicks it: the calendar opens.
    fireEvent.click(field);
    const calendar = await screen.findByRole('dialog', { name: 'Due date' });
    // The calendar alone: this test's dialog has no theme to name its close button, the app's has.
    await expectReadableCalendar(calendar);

    // Tab to a day, Enter (a click on the day's button): the day is chosen and the focus is back on the field.
    const today = document.querySelector<HTMLButtonElement>('button[data-today]')!;
    today.focus();
    fireEvent.click(today);
    await waitFor(() => expect(calendar.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.textContent).toBe(dayjs().format('MM/DD/YYYY'));
  });
});
