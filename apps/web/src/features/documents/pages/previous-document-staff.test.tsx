import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import PreviousDocumentPage from './previous-document-page';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function open(role: 'writer' | 'reviewer' | 'admin', data: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/writer/orders/previous-file/get/s1/o1') ? json({ status: true, data }) : json({ message: 'Not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<PreviousDocumentPage />, {
    path: '/orders/previous-document/s1/o1',
    routePath: '/orders/previous-document/:serviceId/:id',
    session: { user: makeUser({ role }), orders: [], currency: 'usd' },
  });
  return fetchMock;
}

describe('PreviousDocumentPage for staff', () => {
  it('shows the spec’s pending notice while the customer has uploaded nothing', async () => {
    open('writer', null);
    expect(await screen.findByText('It looks like had not uploaded previous document yet. You will be notified by email if customer uploads the document')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('lists the customer’s documents to download, through the writer’s call, with no upload or removal', async () => {
    const calls = open('reviewer', { files: [{ key: 'k1', originalname: 'Old resume.pdf', mimetype: 'application/pdf' }, { key: 'k2', originalname: 'References.docx' }], updatedAt: '2026-01-05T10:00:00.000Z' });
    expect((await screen.findByRole('link', { name: 'Download Old resume.pdf' })).getAttribute('href')).toBe('/api/file/download/k1');
    expect(screen.getByRole('link', { name: 'Download References.docx' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Save/ })).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(calls.mock.calls.every(([input]) => !String(input).startsWith('/api/customer/'))).toBe(true);
  });
});
