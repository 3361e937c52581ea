import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import ContractEditPage from './contract-edit-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const contract = (over: Record<string, unknown> = {}) => ({ _id: 'c1', title: 'Terms', contentHtml: '<p>Old terms</p>', archived: false, createdAt: '2026-11-01T10:00:00.000Z', ...over });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ContractEditPage', () => {
  it('previews the text as the customer sees it (sanitized), needs a title, then creates it and goes back to the list', async () => {
    fetchMock.mockResolvedValue(json({ status: true, message: 'Saved', data: contract({ _id: 'c2', title: 'Agreement' }) }));
    renderWithApp(<ContractEditPage />, { path: '/admin/contracts/new', routePath: '/admin/contracts/:id', session, routes: [landing('/admin/contracts')] });
    fireEvent.change(screen.getByLabelText(/Contract text/), { target: { value: '<h2>Our terms</h2><img src=x onerror="alert(1)"><script>alert(1)</script>' } });
    expect(await screen.findByRole('heading', { name: 'Our terms' })).toBeTruthy();
    expect(document.querySelector('img, script[src], [onerror]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Agreement' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('landed on /admin/contracts')).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/admin/contracts');
    expect(init!.method).toBe('POST');
  });

  it('edits an existing text, saying that saving makes a new version; an archived one cannot be saved', async () => {
    // Saving refreshes the admin's data: every later read answers the same text.
    fetchMock.mockImplementation(async () => json({ status: true, data: contract() }));
    fetchMock.mockResolvedValueOnce(json({ status: true, data: contract() }));
    const first = renderWithApp(<ContractEditPage />, { path: '/admin/contracts/c1', routePath: '/admin/contracts/:id', session, routes: [landing('/admin/contracts')] });
    expect(await screen.findByDisplayValue('Terms')).toBeTruthy();
    expect(screen.getByText(/Saving makes a new version/)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ status: true, message: 'Saved', data: contract({ _id: 'c3' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('landed on /admin/contracts')).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/admin/contracts/c1');
    expect(fetchMock.mock.calls[1]![1]!.method).toBe('PUT');
    first.unmount();

    fetchMock.mockResolvedValueOnce(json({ status: true, data: contract({ archived: true }) }));
    renderWithApp(<ContractEditPage />, { path: '/admin/contracts/c1', routePath: '/admin/contracts/:id', session });
    expect(await screen.findByText(/restore it from the list before editing it/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the text does not exist', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Contract not found', code: 'not_found' }, 404));
    renderWithApp(<ContractEditPage />, { path: '/admin/contracts/zz', routePath: '/admin/contracts/:id', session });
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
