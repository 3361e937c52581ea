import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import FinalFilesPage from './final-files-page';
import LinkedinFilesPage from './linkedin-files-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = {
  _id: 'ord1',
  number: 1003,
  package: { packageName: 'Career Booster', packagePrice: 29900, packageServices: [{ _id: 'svc1', serviceName: 'Resume Writing', serviceModules: [{ id: 'final_document', title: 'Final' }] }], packageDownloadables: [] },
  statusPercentage: 40,
  createdAt: '2026-01-01T10:00:00.000Z',
  completed_tasks: [],
  writer: null,
  customer: null,
};
const final = {
  dataPdf: { key: 'p1', originalname: 'Final.pdf', mimetype: 'application/pdf' },
  dataWord: { key: 'w1', originalname: 'Final.docx', mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  otherFiles: [{ key: 'o1', originalname: 'Cover letter.pdf', mimetype: 'application/pdf' }],
  writerNotes: 'Good luck!',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

function serve(options: { final?: object | null; linkedin?: object | null } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/writer/orders/final/get/svc1/ord1')) return json({ status: true, data: options.final ?? null });
    if (url.startsWith('/api/writer/orders/linkedin/get/ord1')) return json({ status: true, data: options.linkedin ?? null });
    if (url.startsWith('/api/writer/orders/ord1')) return json({ status_code: 200, status: true, order, sortedNotifications: [] });
    if (url === '/api/writer/orders/linkedin/upload' && init?.method === 'POST') return json({ status: true, message: 'Document Uploaded Successfully!' });
    return json({ message: 'Not found' }, 404);
  });
}

const session = (role: 'writer' | 'reviewer') => ({ user: makeUser({ role }), orders: [], currency: 'usd' });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderFinal(role: 'writer' | 'reviewer' = 'writer') {
  return renderWithApp(<FinalFilesPage />, { path: '/orders/final-files/svc1/ord1', routePath: '/orders/final-files/:serviceId/:id', session: session(role), site: makeSite() });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FinalFilesPage', () => {
  it('asks for the PDF and the Word version of the final document before sending', async () => {
    serve();
    renderFinal();
    expect(await screen.findByText('No final document has been submitted yet.')).toBeTruthy();
    expect(await screen.findByText('Resume Writing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit final document' }));
    expect(await screen.findByText('Please upload the pdf version of final document')).toBeTruthy();
    // Both at once, each under its file.
    expect(screen.getByText('Please upload the word version of final document')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the current submission and says a new one replaces it', async () => {
    serve({ final });
    renderFinal();
    expect(await screen.findByText('Current submission')).toBeTruthy();
    expect(screen.getByText('Final.pdf')).toBeTruthy();
    expect(screen.getByText('Final.docx')).toBeTruthy();
    expect(screen.getByText('Cover letter.pdf')).toBeTruthy();
    expect(screen.getByText('Good luck!')).toBeTruthy();
    expect(screen.getByText('A new submission replaces the current one.')).toBeTruthy();
  });

  it('shows reviewers the submission and no submit control', async () => {
    serve({ final });
    renderFinal('reviewer');
    expect(await screen.findByText('Final.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit final document' })).toBeNull();
    expect(screen.queryByText('PDF version')).toBeNull();
  });
});

describe('LinkedinFilesPage', () => {
  const renderLinkedin = (role: 'writer' | 'reviewer' = 'writer') =>
    renderWithApp(<LinkedinFilesPage />, { path: '/orders/linkedin/linkedin/ord1', routePath: '/orders/linkedin/linkedin/:id', session: session(role), site: makeSite(), routes: [landing('/orders/view/:id')] });

  it('asks for the document before sending', async () => {
    serve();
    renderLinkedin();
    expect(await screen.findByText('No LinkedIn document has been submitted yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload the document')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the current document; reviewers get no submit control', async () => {
    serve({ linkedin: { file: { file: { key: 'l1', originalname: 'LinkedIn.docx' } }, serviceId: 'svc1', updatedAt: '2026-01-05T10:00:00.000Z' } });
    renderLinkedin('reviewer');
    expect(await screen.findByText('LinkedIn.docx')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('asks for a new file when one was submitted before, and stays on the page', async () => {
    serve({ linkedin: { file: { file: { key: 'l1', originalname: 'LinkedIn.docx' } }, serviceId: 'svc1', updatedAt: '2026-01-05T10:00:00.000Z' } });
    const { router } = renderLinkedin();
    expect(await screen.findByText('Submit again')).toBeTruthy();
    // The slot starts empty even after a submission; the success and the way back are covered by the browser journey.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please upload the document')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/orders/linkedin/linkedin/ord1');
  });
});
