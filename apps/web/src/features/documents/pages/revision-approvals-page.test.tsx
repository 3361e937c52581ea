import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { focused, later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
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

describe('RevisionApprovalsPage: the focus after a decision', () => {
  const another = (id: string, number: number) => ({ ...item, draft: { ...item.draft, _id: id }, order: { ...item.order, _id: `ord-${id}`, number } });

  /** The queue as the server keeps it: a decided draft leaves it; `approveFails` refuses approvals (the customer accepted already). */
  function serveQueue(queue: (typeof item)[], { approveFails = false, rejectFails = false } = {}) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/admin/revisions/pending')) return json({ status: true, data: queue, total: queue.length, page: 1, limit: 20, hasMore: false });
      if ((url === '/api/admin/revisions/approve' || url === '/api/admin/revisions/reject') && init?.method === 'POST') {
        await later();
        if (approveFails && url.endsWith('/approve')) return json({ message: 'This draft can only be rejected', code: 'conflict' }, 409);
        if (rejectFails && url.endsWith('/reject')) return json({ message: 'Something went wrong', code: 'internal' }, 500);
        const { draft_id } = JSON.parse(String(init.body)) as { draft_id: string };
        queue.splice(queue.findIndex((i) => i.draft._id === draft_id), 1);
        return json({ status: true, message: url.endsWith('/approve') ? 'Draft approved. The customer can now review it.' : 'Draft rejected. The writer has been notified.' });
      }
      return json({ message: 'Not found' }, 404);
    });
  }

  withFocusFixup();

  const approveIn = (title: string) => within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Approve' });

  it('goes to the next draft\'s title after an approval, and to "nothing waits" after the last', async () => {
    serveQueue([another('d1', 1003), another('d2', 1004)]);
    renderPage();
    await screen.findByText('Order #1003: Resume Writing');
    pressFocused(approveIn('Order #1003: Resume Writing'));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Order #1004: Resume Writing' })));
    expect(screen.queryByText('Order #1003: Resume Writing')).toBeNull();

    pressFocused(approveIn('Order #1004: Resume Writing'));
    await waitFor(() => expect(focused()?.textContent).toBe('No drafts are waiting for approval.'));
  });

  it('goes to the draft before after rejecting the last one in the queue', async () => {
    serveQueue([another('d1', 1003), another('d2', 1004)]);
    renderPage();
    await screen.findByText('Order #1004: Resume Writing');
    fireEvent.click(within(screen.getByRole('article', { name: 'Order #1004: Resume Writing' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'The dates are wrong' } });
    pressFocused(within(dialog).getByRole('button', { name: 'Reject draft' }));
    await waitFor(() => expect(screen.queryByText('Order #1004: Resume Writing')).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Order #1003: Resume Writing' })));
  });

  it('goes back to Approve when the approval was refused', async () => {
    serveQueue([another('d1', 1003)], { approveFails: true });
    renderPage();
    await screen.findByText('Order #1003: Resume Writing');
    const dropped = pressFocused(approveIn('Order #1003: Resume Writing'));
    expect(await screen.findByText(/only be rejected/)).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(approveIn('Order #1003: Resume Writing')));
    expect(dropped).toHaveBeenCalled();
  });

  it('goes back to "Reject draft" in its dialog when the rejection failed', async () => {
    serveQueue([another('d1', 1003)], { rejectFails: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'The dates are wrong' } });
    const dropped = pressFocused(within(dialog).getByRole('button', { name: 'Reject draft' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Reject draft' })));
    expect(dropped).toHaveBeenCalled();
  });
});
