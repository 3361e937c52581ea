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

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
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
    renderPage();
    fill('a-long-passphrase', 'another-passphrase');
    expect(await screen.findByText('Please make sure both passwords match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code with the new password and returns to login', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: true }));
    const { router } = renderPage();
    fill('a-long-passphrase', 'a-long-passphrase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ code: 'code-1', password: 'a-long-passphrase' });
  });

  it("shows the server's message for an expired code", async () => {
    fetchMock.mockImplementation(async () => json(400, { message: 'This link has expired.' }));
    renderPage();
    fill('a-long-passphrase', 'a-long-passphrase');
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
  });
});
