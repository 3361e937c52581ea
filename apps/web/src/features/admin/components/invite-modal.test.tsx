import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { InviteModal } from './invite-modal';

const fetchMock = stubFetch();
const session = { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' };
const invitation = { _id: 'inv1', email: 'new@example.test', role: 'writer', createdAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-11-08T10:00:00.000Z', expired: false };

describe('InviteModal', () => {
  it('sends one invitation for a double click (a second would replace the first one\'s link)', async () => {
    fetchMock.mockImplementation(async () => json({ status: true, message: 'Invited', invitation }));
    const onClose = vi.fn();
    renderWithApp(<InviteModal opened onClose={onClose} />, { session });
    fireEvent.change(await screen.findByRole('textbox', { name: /^E-mail/ }), { target: { value: 'new@example.test' } });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});
