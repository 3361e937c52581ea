import 'vitest-canvas-mock';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landing, renderWithApp } from '../../../test/render';
import ContractPage from './contract-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unsigned = {
  title: 'Service Agreement',
  content: '<h2>Terms</h2><p onclick="steal()">We write, <strong>you</strong> review.</p><script>alert(1)</script><a href="https://acme.test/terms">Full terms</a>',
  signed: false,
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  return renderWithApp(<ContractPage />, { path: '/contract/fill/o1', routePath: '/contract/fill/:id', routes: [landing('/orders/view/:id')] });
}

/** One tap on the pad: signature_pad records a dot. */
function drawDot() {
  const canvas = screen.getByRole('img', { name: 'Signature pad' });
  fireEvent.pointerDown(canvas, { pointerId: 1, buttons: 1, button: 0, clientX: 40, clientY: 60 });
  fireEvent.pointerUp(document, { pointerId: 1, buttons: 0, button: 0, clientX: 40, clientY: 60 });
  fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, button: 0, clientX: 40, clientY: 60 });
}

describe('ContractPage', () => {
  it('shows the title and the contract text, sanitized again', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true, data: unsigned }));
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Service Agreement' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Full terms' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/customer/contract/data/o1');
  });

  it('asks for a signature when the pad is empty and sends nothing', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true, data: unsigned }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Please sign this contract in order to continue')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs with a 700x500 PNG and returns to the order', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(200, { status: true, message: 'Contract signed successfully.' }) : json(200, { status: true, data: unsigned })));
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'Sign Contract' });
    drawDot();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/o1'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/customer/contract/o1');
    expect(JSON.parse(post[1]!.body as string).data).toMatch(/^data:image\/png;base64,/);
  });

  it('signs with a typed name, without a mouse, into the same kind of PNG', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(200, { status: true, message: 'Contract signed successfully.' }) : json(200, { status: true, data: unsigned })));
    const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Please sign this contract in order to continue')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type your full name'), { target: { value: ' Jordan Lee ' } });
    fireEvent.submit(screen.getByLabelText('Type your full name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/o1'));
    expect(fillText).toHaveBeenCalledWith('Jordan Lee', 350, 400, 588);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string).data).toMatch(/^data:image\/png;base64,./);
  });

  it('clears the pad', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true, data: unsigned }));
    renderPage();
    await screen.findByRole('button', { name: 'Sign Contract' });
    drawDot();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Please sign this contract in order to continue')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(400, { message: 'The signature must be 700x500 pixels.' }) : json(200, { status: true, data: unsigned })));
    renderPage();
    await screen.findByRole('button', { name: 'Sign Contract' });
    drawDot();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('The signature must be 700x500 pixels.')).toBeTruthy();
  });

  it('shows a signed contract with its download instead of the pad', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true, data: { ...unsigned, signed: true, signerName: 'Ada Lovelace', signedAt: '2025-03-03T14:05:00.000Z', signatureKey: 'sig-key-1234' } }));
    renderPage();
    expect(await screen.findByText(/Signed by Ada Lovelace on March 3, 2025/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/customer/contract/download/o1');
    expect(screen.getByRole('img', { name: 'Your signature' }).getAttribute('src')).toBe('/api/file/sig-key-1234');
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).toBeNull();
  });

  it('explains why the contract cannot be shown', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'This order has no contract.' }));
    renderPage();
    expect(await screen.findByText('This order has no contract.')).toBeTruthy();
    expect(screen.getByText('The contract could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
