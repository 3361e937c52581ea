import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import AccountPage from './account-page';

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body: unknown };

function open(replies: Record<string, (body: unknown) => Reply> = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const user = makeUser({ _id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      const reply = url.startsWith('/api/auth/user') ? { body: { status: true, currency: 'usd', user: { ...user, firstName: 'Augusta' }, orders: [] } } : (replies[url]?.(body) ?? { status: 404, body: { message: 'no route' } });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const view = renderWithApp(<AccountPage />, { path: '/profile', session: { user, orders: [], currency: 'usd' } });
  return { ...view, calls };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the account page', () => {
  it('shows the user’s name and e-mail, and saves a change with the user’s own id, reading the user again', async () => {
    const { calls } = open({ '/api/profile/profile_update': () => ({ body: { status: true, message: 'Profile updated' } }) });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ada@example.test');
    type(/^First name/, 'Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/auth/user'))).toBe(true));
    expect(calls.find((c) => c.url === '/api/profile/profile_update')?.body).toEqual({ _id: 'u1', firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.test' });
  });

  it('needs the names and a valid e-mail before sending anything', async () => {
    const { calls } = open();
    type(/^First name/, ' ');
    type(/^E-mail/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/profile'))).toEqual([]);
  });

  it('shows an e-mail taken by another account under the field', async () => {
    open({
      '/api/profile/profile_update': () => ({
        status: 409,
        body: { message: 'This e-mail address is already used by another account.', code: 'email_taken', errors: { email: 'x' }, fieldCodes: { email: 'email_taken' } },
      }),
    });
    type(/^E-mail/, 'someone@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This e-mail address is already used by another account.')).toBeTruthy();
  });

  it('says "Please make sure both passwords match." and sends nothing', async () => {
    const { calls } = open();
    type(/^Current password/, 'old-password');
    type(/^New password/, 'a-long-new-passphrase');
    type(/^Confirm new password/, 'a-long-new-passphrasE');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please make sure both passwords match.')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/profile'))).toEqual([]);
  });

  it('changes the password with the current one, and shows a wrong current password under its field', async () => {
    let answer: Reply = { status: 422, body: { message: 'Your current password is not correct.', code: 'wrong_current_password', errors: { currentPassword: 'x' }, fieldCodes: { currentPassword: 'wrong_current_password' } } };
    const { calls } = open({ '/api/profile/profile_update_password': () => answer });
    type(/^Current password/, 'wrong-one');
    type(/^New password/, 'a-long-new-passphrase');
    type(/^Confirm new password/, 'a-long-new-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/profile/profile_update_password')?.body).toEqual({ _id: 'u1', currentPassword: 'wrong-one', password: 'a-long-new-passphrase' });

    answer = { body: { status: true, message: 'Password updated' } };
    type(/^Current password/, 'old-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it('refuses a picture that is not JPEG or PNG without uploading it', async () => {
    const { calls } = open();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('image/png');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose a JPEG or PNG image (.jpg, .jpeg, .png).')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
