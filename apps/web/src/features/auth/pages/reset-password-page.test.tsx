import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landing, renderWithApp } from '../../../test/render';
import ResetPasswordPage from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The page first asks whether its link works (GET), then posts the reset: each answered by the test. */
function answer(check: Response, reset?: () => Response) {
  fetchMock.mockImplementation(async (_input, init) => (init?.method === 'POST' ? reset!() : check.clone()));
}

async function fill(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

function renderPage() {
  return renderWithApp(<ResetPasswordPage />, {
    path: '/reset-password/code-1',
    routePath: '/reset-password/:code',
    routes: [landing('/login')],
  });
}

describe('ResetPasswordPage', () => {
  it('asks for matching passwords', async () => {
    answer(json(200, { status: true }));
    renderPage();
    await fill('a-long-passphrase', 'another-passphrase');
    expect(await screen.findByText('Please make sure both passwords match.')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
  });

  it('checks the link, sends the code with the new password and returns to login', async () => {
    answer(json(200, { status: true }), () => json(200, { status: true }));
    const { router } = renderPage();
    await fill('a-long-passphrase', 'a-long-passphrase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/reset-password/code-1');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ code: 'code-1', password: 'a-long-passphrase' });
  });

  it('says at once when the link no longer works, without asking for a password', async () => {
    answer(json(404, { message: 'This password reset link is invalid or has expired. Please request a new one.', code: 'not_found', reason: 'invalid_reset_code' }));
    renderPage();
    expect(await screen.findByText('This link no longer works')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it("shows the server's message for a code that expired while the page was open", async () => {
    answer(json(200, { status: true }), () => json(400, { message: 'This link has expired.' }));
    renderPage();
    await fill('a-long-passphrase', 'a-long-passphrase');
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
  });
});
