import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeServer, makeDetail, makeOrder } from '../../orders/test-orders';
import PreviousDocumentPage from './previous-document-page';

afterEach(() => vi.unstubAllGlobals());

const resume = { key: 'k1', originalname: 'My resume 2024.pdf', mimetype: 'application/pdf', size: 2048 };

function open(statusPercentage: number, files: (typeof resume)[], options: { hangWrites?: boolean } = {}) {
  const server = fakeServer({
    'GET /api/customer/orders/o1': { body: makeDetail(makeOrder({ statusPercentage, completed_tasks: [{ taskId: 'previous_document', serviceId: 's1' }] })) },
    'GET /api/customer/orders/previous-file/get/s1/o1': { body: { status: true, data: { files, updatedAt: '2026-01-05T10:00:00.000Z' } } },
  });
  // A write that never answers keeps the page in its "saving" state for the assertions.
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => (options.hangWrites && init?.method && init.method !== 'GET' ? new Promise<Response>(() => {}) : server.fetchMock(input, init));
  vi.stubGlobal('fetch', vi.fn(fetch));
  renderWithApp(<PreviousDocumentPage />, {
    path: '/orders/previous-document/s1/o1',
    routePath: '/orders/previous-document/:serviceId/:id',
    session: { user: makeUser(), orders: [], currency: 'usd' },
  });
}

describe('PreviousDocumentPage', () => {
  it('on a completed order shows what was uploaded, read-only, with its date', async () => {
    open(100, [resume]);
    expect(await screen.findByText('This step is done')).toBeTruthy();
    expect(await screen.findByText('My resume 2024.pdf')).toBeTruthy();
    expect(screen.getByText(/Uploaded on January 5, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('while the order runs, keeps the upload and the saved files to manage', async () => {
    open(40, [resume]);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove My resume 2024.pdf' })).toBeTruthy();
  });

  it('locks Save while a removal is being saved: one write at a time', async () => {
    const second = { ...resume, key: 'k2', originalname: 'Cover letter.pdf' };
    open(40, [resume, second], { hangWrites: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove My resume 2024.pdf' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
