import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../../platform/session-context';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import LoginPage from './login-page';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function fillAndSubmit(email = 'ada@example.test', password = 'secret-pass') {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    renderWithApp(<LoginPage />, { path: '/login', session: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape', async () => {
    renderWithApp(<LoginPage />, { path: '/login', session: null });
    fillAndSubmit('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it("shows the server's text for a 401", async () => {
    answer(401, { message: 'Wrong email or password.', error: 'Unauthorized' });
    renderWithApp(<LoginPage />, { path: '/login', session: null });
    fillAndSubmit();
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
  });

  it('shows "Email or Password Incorrect" for other failures', async () => {
    answer(500, { message: 'Internal error' });
    renderWithApp(<LoginPage />, { path: '/login', session: null });
    fillAndSubmit();
    expect(await screen.findByText('Email or Password Incorrect')).toBeTruthy();
  });

  it('sends remember-me, stores the session and returns to where the user came from', async () => {
    const user = makeUser();
    answer(200, { status: true, user, orders: [] });
    const { router, client } = renderWithApp(<LoginPage />, {
      path: '/login',
      session: null,
      state: { from: '/orders/list' },
      routes: [landing('/orders/list')],
    });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fillAndSubmit();

    expect(await screen.findByText('landed on /orders/list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/list');
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body).toEqual({ email: 'ada@example.test', password: 'secret-pass', rememberMe: true });
    expect(client.getQueryData(sessionKey)).toMatchObject({ user: { email: user.email } });
  });

  it('goes to checkout for a pending package when there is nowhere to return to', async () => {
    answer(200, { status: true, user: makeUser({ orders: 0, pending_purchase_package_id: 'pkg1' }), orders: [] });
    const { router } = renderWithApp(<LoginPage />, { path: '/login', session: null, routes: [landing('/checkout')] });
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?item=pkg1');
  });

  it('disables the form while signing in', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderWithApp(<LoginPage />, { path: '/login', session: null });
    fillAndSubmit();
    await waitFor(() => expect((screen.getByLabelText(/Email/) as HTMLInputElement).disabled).toBe(true));
  });
});
