import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import WriterDashboard from './writer-dashboard';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const session = { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' };
const monthly = { status: true, data: { '2026-01': 0, '2026-02': 1, '2026-03': 0, '2026-04': 2, '2026-05': 0, '2026-06': 4 } };

describe('WriterDashboard', () => {
  it('shows the total, pending and completed counts and the chart titles', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/monthly') ? json(200, monthly) : json(200, { status: true, total: 7, pending: 5, completed: 2 }),
    );
    renderWithApp(<WriterDashboard />, { session });
    expect(await screen.findByText('7')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(await screen.findByText('Orders over the last 6 months', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Completed vs pending')).toBeTruthy();
  });

  it('says so when no orders are assigned yet', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/monthly') ? json(200, { status: true, data: {} }) : json(200, { status: true, total: 0, pending: 0, completed: 0 }),
    );
    renderWithApp(<WriterDashboard />, { session });
    expect(await screen.findByText('No orders have been assigned to you yet.')).toBeTruthy();
  });

  it('shows the error with a retry when the numbers cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Internal Server Error' }));
    renderWithApp(<WriterDashboard />, { session });
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
