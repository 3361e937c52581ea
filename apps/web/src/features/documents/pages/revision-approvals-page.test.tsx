import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import RevisionApprovalsPage from './revision-approvals-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = {
  draft: {
    _id: 'd1',
    data: { dataPdf: { key: 'k1', originalname: 'Draft.pdf', mimetype: 'application/pdf' }, dataWord: null, dataOther: null, additionalFiles: [], notes: 'Check the summary' },
    rating: null,
    review: null,
    reviewFile: null,
    reviewedByUser: false,
    adminApproval: { pending: true },
    createdAt: '2026-01-02T10:00:00.000Z',
  },
  order: { _id: 'ord1', number: 1003, packageName: 'Career Booster' },
  service: { _id: 'svc1', serviceName: 'Resume Writing' },
  writer: { _id: 'w1', firstName: 'Wendy', lastName: 'Writer' },
  customer: { _id: 'c1', firstName: 'Carl', lastName: 'Customer' },
};

function serve(items: object[], total = items.length) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/revisions/pending')) return json({ status: true, data: items, total, page: 1, limit: 20, hasMore: total > items.length });
    if (url === '/api/admin/revisions/approve' && init?.method === 'POST') return json({ status: true, message: 'Draft approved. The customer can now review it.' });
    if (url === '/api/admin/revisions/reject' && init?.method === 'POST') return json({ status: true, message: 'Draft rejected. The writer has been notified.' });
    return json({ message: 'Not found' }, 404);
  });
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === path && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]!.body)) : null;
};

function renderPage(approvalOn = true) {
  const base = makeSite();
  const site = { ...base, website_settings: { ...base.website_settings, enable_revisions_approval_feature: approvalOn } };
  return renderWithApp(<RevisionApprovalsPage />, { path: '/revisions/approvals', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' }, site });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RevisionApprovalsPage', () => {
  it('says where the site approves no drafts, and asks for no queue', async () => {
    renderPage(false);
    expect(await screen.findByText(/Draft approval is off on this site/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn it on in the site settings' }).getAttribute('href')).toBe('/admin/settings');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when nothing waits', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No drafts are waiting for approval.')).toBeTruthy();
  });

  it('lists a pending draft with its order, service, writer and files, and approves it', async () => {
    serve([item]);
    renderPage();
    expect(await screen.findByText('Order #1003: Resume Writing')).toBeTruthy();
    expect(screen.getByText(/Sent by Wendy Writer/)).toBeTruthy();
    expect(screen.getByText('Draft.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Draft history' }).getAttribute('href')).toBe('/orders/revision-files/svc1/ord1');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodyOf('/api/admin/revisions/approve')).toEqual({ draft_id: 'd1' }));
  });

  it('rejects only with a reason, and sends it', async () => {
    serve([item]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject draft' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeTruthy();
    expect(bodyOf('/api/admin/revisions/reject')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'The dates are wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject draft' }));
    await waitFor(() => expect(bodyOf('/api/admin/revisions/reject')).toEqual({ draft_id: 'd1', reason: 'The dates are wrong', files: [] }));
  });

  it('pages when more drafts wait than fit on one page', async () => {
    serve([item], 45);
    renderPage();
    expect(await screen.findByText('Drafts waiting: 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });
});
