import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_WEBSITE_SETTINGS } from '@portal/domain/sites/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { StoringXhr } from '../../../test/storing-xhr';
import { liveSocket } from '../../../platform/live';
import RevisionFilesPage from './revision-files-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = {
  _id: 'ord1',
  number: 1003,
  package: {
    packageName: 'Career Booster',
    packagePrice: 29900,
    packageServices: [{ _id: 'svc1', serviceName: 'Resume Writing', serviceModules: [{ id: 'revision_process', title: 'Drafts' }, { id: 'final_document', title: 'Final' }] }],
    packageDownloadables: [],
  },
  statusPercentage: 40,
  createdAt: '2026-01-01T10:00:00.000Z',
  completed_tasks: [],
  writer: null,
  customer: null,
};
const pdf = { key: 'k1', originalname: 'Draft 1.pdf', mimetype: 'application/pdf', size: 2048 };
const draft = (extra: object = {}) => ({
  _id: 'd1',
  data: { dataPdf: pdf, dataWord: null, dataOther: null, additionalFiles: [], notes: '' },
  rating: null,
  review: null,
  reviewFile: null,
  reviewedByUser: false,
  adminApproval: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...extra,
});

type Served = { drafts?: object[]; finalized?: boolean; canUpload?: boolean; approvalFeature?: boolean };
function serve({ drafts = [], finalized = false, canUpload = true, approvalFeature = false }: Served) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/api/writer/orders/revision/upload') return json({ status: true, message: 'Draft Uploaded Successfully!' });
    if (String(input).startsWith('/api/writer/orders/revision/get/svc1/ord1')) {
      return json({ status: true, data: drafts, order, orderData: { ratingEnabled: true, finalized, canUpload, approvalFeature } });
    }
    return json({ message: 'Not found' }, 404);
  });
}

function renderPage(role: 'writer' | 'reviewer' | 'admin' = 'writer', settings: Partial<typeof DEFAULT_WEBSITE_SETTINGS> = {}) {
  return renderWithApp(<RevisionFilesPage />, {
    path: '/orders/revision-files/svc1/ord1',
    routePath: '/orders/revision-files/:serviceId/:id',
    session: { user: makeUser({ role }), orders: [], currency: 'usd' },
    site: makeSite({ website_settings: { ...DEFAULT_WEBSITE_SETTINGS, ...settings } }),
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const draftReads = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/writer/orders/revision/get/')).length;

/** The tab's live connection (held by the bell in the app), on a socket the test speaks for. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** Drops a file on the upload slot named `slot` and waits until it is in (its remove button shows). */
async function attach(slot: string, file: File) {
  const input = screen.getByRole('group', { name: slot }).querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('button', { name: `Remove ${file.name}` });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RevisionFilesPage', () => {
  it('offers the first upload and asks for the PDF and the Word version before sending anything', async () => {
    serve({});
    renderPage();
    expect(await screen.findByText('No draft has been sent yet. Upload the first draft for the customer.')).toBeTruthy();
    expect(screen.getByText('PDF version')).toBeTruthy();
    expect(screen.getByText('Word version')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload draft' }));
    expect(await screen.findByText('Please upload the pdf version of the file')).toBeTruthy();
    expect(screen.getByText('Please upload the word version of the file')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    expect(screen.getByText('No drafts yet.')).toBeTruthy();
  });

  it('names both missing versions at once, takes each message away as its file comes in, and keeps the notes', async () => {
    vi.stubGlobal('XMLHttpRequest', StoringXhr);
    serve({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.change(within(await screen.findByRole('dialog')).getByLabelText('Notes for the customer'), { target: { value: 'See page 2' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Upload draft' }));
    const pdfSlot = screen.getByRole('group', { name: 'PDF version' });
    const wordSlot = screen.getByRole('group', { name: 'Word version' });
    expect(await within(pdfSlot).findByText('Please upload the pdf version of the file')).toBeTruthy();
    expect(within(wordSlot).getByText('Please upload the word version of the file')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await attach('PDF version', new File(['%PDF-1.7'], 'Draft 2.pdf', { type: 'application/pdf' }));
    expect(within(pdfSlot).queryByText('Please upload the pdf version of the file')).toBeNull();
    expect(within(wordSlot).getByText('Please upload the word version of the file')).toBeTruthy();
    await attach('Word version', new File(['PK'], 'Draft 2.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(within(wordSlot).queryByText('Please upload the word version of the file')).toBeNull();

    expect(screen.getByRole('button', { name: 'More options (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const { data } = JSON.parse(posts()[0]![1]!.body as string) as { data: { dataPdf: { key: string }; dataWord: { key: string }; notes: string } };
    expect([data.dataPdf.key, data.dataWord.key, data.notes]).toEqual(['k-Draft 2.pdf', 'k-Draft 2.docx', 'See page 2']);
  });

  it('asks for no Word version where the site hides Word documents', async () => {
    serve({});
    renderPage('writer', { hide_ms_word_document: true });
    await screen.findByText('PDF version');
    expect(screen.queryByText('Word version')).toBeNull();
  });

  it('opens the more-options dialog with the other file, additional files and notes', async () => {
    serve({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Other file')).toBeTruthy();
    expect(within(dialog).getByText('Additional files')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Notes for the customer'), { target: { value: 'See page 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'More options (1)' })).toBeTruthy();
  });

  it('waits for the customer: no form while the latest draft is not reviewed', async () => {
    serve({ drafts: [draft()], canUpload: false });
    renderPage();
    expect(await screen.findByText('Waiting for the customer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload draft' })).toBeNull();
    expect(screen.getByText('Not reviewed yet')).toBeTruthy();
  });

  it('shows the history with the customer’s rating, review and review file', async () => {
    serve({ drafts: [draft({ rating: 4, review: 'Shorter summary', reviewedByUser: true, reviewFile: { key: 'r1', originalname: 'notes.docx' } })] });
    renderPage();
    expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('Shorter summary')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'notes.docx' }).getAttribute('href')).toBe('/api/file/download/r1');
    expect(screen.getByText('The customer reviewed the latest draft. You can upload the next one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload draft' })).toBeTruthy();
  });

  it('with the approval feature: says a draft awaits approval, and after a rejection shows the reason and files and offers the upload again', async () => {
    serve({ drafts: [draft({ adminApproval: { pending: true } })], canUpload: false, approvalFeature: true });
    const first = renderPage();
    expect(await screen.findByText('Awaiting approval', { selector: '.mantine-Alert-title *, .mantine-Alert-title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload draft' })).toBeNull();
    first.unmount();

    const rejection = { pending: false, approved: false, rejectionReason: 'Dates are wrong', rejectionFile: { key: 'x1', originalname: 'marks.pdf', mimetype: 'application/pdf' } };
    serve({ drafts: [draft({ adminApproval: rejection })], approvalFeature: true });
    renderPage();
    expect(await screen.findByText('The latest draft was not approved')).toBeTruthy();
    expect(screen.getByText('Dates are wrong')).toBeTruthy();
    expect(screen.getAllByText('marks.pdf').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Upload draft' })).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('once finalized, leads on to the final document', async () => {
    serve({ drafts: [draft({ rating: 5, review: 'Great', reviewedByUser: true })], finalized: true, canUpload: false });
    renderPage();
    expect(await screen.findByText('Revisions accepted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the final document' }).getAttribute('href')).toBe('/orders/final-files/svc1/ord1');
    expect(screen.queryByRole('button', { name: 'Upload draft' })).toBeNull();
  });

  it('shows reviewers the history and no upload control', async () => {
    serve({ drafts: [draft({ rating: 3, review: 'Ok', reviewedByUser: true })] });
    renderPage('reviewer');
    expect(await screen.findByText('Ok')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: /More options/ })).toBeNull();
    expect(screen.queryByText(/You can upload/)).toBeNull();
  });

  it('tells reviewers, who cannot upload, what the writer may do while a draft waits', async () => {
    serve({ drafts: [draft()], canUpload: false });
    const first = renderPage('reviewer');
    expect(await screen.findByText('Waiting for the customer')).toBeTruthy();
    expect(screen.getByText('The customer has not reviewed the latest draft yet. The writer can upload the next draft after their review.')).toBeTruthy();
    expect(screen.queryByText(/You can upload/)).toBeNull();
    first.unmount();

    serve({ drafts: [draft({ adminApproval: { pending: true } })], canUpload: false, approvalFeature: true });
    renderPage('reviewer');
    expect(await screen.findByText(/the writer can upload a new draft\.$/)).toBeTruthy();
    expect(screen.queryByText(/you can upload/i)).toBeNull();
  });

  it('an open page stops saying "Awaiting approval" when the approval’s notification arrives live, without a reload', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const release = liveSocket.acquire();
    try {
      FakeSocket.last!.open();
      serve({ drafts: [draft({ adminApproval: { pending: true } })], canUpload: false, approvalFeature: true });
      renderPage();
      expect(await screen.findByText('Awaiting approval', { selector: '.mantine-Alert-title *, .mantine-Alert-title' })).toBeTruthy();
      const reads = draftReads();

      serve({ drafts: [draft({ adminApproval: { pending: false, approved: true } })], canUpload: false, approvalFeature: true });
      await act(async () => FakeSocket.last!.frame({ event: 'notification', data: {} }));
      expect(await screen.findByText('Waiting for the customer')).toBeTruthy();
      expect(screen.queryByText('Awaiting approval', { selector: '.mantine-Alert-title *, .mantine-Alert-title' })).toBeNull();
      expect(draftReads()).toBe(reads + 1);
      // Other frames (a pong, a chat's read marker) read nothing again.
      await act(async () => FakeSocket.last!.frame({ event: 'pong' }));
      expect(draftReads()).toBe(reads + 1);
    } finally {
      release();
    }
  });

  it('says when the drafts cannot be loaded, with a retry', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Order not found', code: 'not_found' }, 404));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload draft' })).toBeNull();
  });
});
