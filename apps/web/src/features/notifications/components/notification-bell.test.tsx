import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@portal/domain/notifications/calls';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { emulateFocusFixup, pressFocused } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import NotificationBell from './notification-bell';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  _id: id,
  order_id: 'o1',
  contant: 'A new draft is ready for your review',
  data: { senderImg: null, senderName: 'Wendy Parker', senderPrefName: 'Wendy Parker', action: 'new_draft' },
  createdAt: '2026-03-04T10:00:00.000Z',
  ...extra,
});
const page = (notifications: Notification[], total = notifications.length) => ({ status: true, notifications, total, page: 1, limit: 20, hasMore: total > notifications.length });
const session = { user: makeUser({ role: 'user' }), orders: [], currency: 'usd' };

describe('NotificationBell', () => {
  it('says how many wait, lists them translated with their links, and clears one by id', async () => {
    const due = note('n2', { order_id: 'invoices', contant: 'Your order due date was set to 03/10/2026', data: { senderImg: null, senderName: null, senderPrefName: null, action: 'due_date', date: '2026-03-10' } });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/clear-single-notifications') {
        expect(JSON.parse(String(init?.body))).toEqual({ notificationsId: 'n1' });
        return json(200, { status: true, newNotifications: [due], total: 1 });
      }
      return json(200, page([note('n1'), due]));
    });
    renderWithApp(<NotificationBell />, { path: '/dashboard', session });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    fireEvent.click(bell);
    const draft = await screen.findByRole('link', { name: 'A new draft is ready for your review' });
    expect(draft.getAttribute('href')).toBe('/orders/view/o1');
    expect(screen.getByRole('link', { name: 'Your order due date was set to 03/10/2026' }).getAttribute('href')).toBe('/invoices');
    fireEvent.click(screen.getByRole('button', { name: 'Clear: A new draft is ready for your review' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A new draft is ready for your review' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications, 1 new' })).toBeTruthy();
  });

  it('gives the focus to the next clear button in the dropdown after a clear, and to its empty text after the last', async () => {
    onTestFinished(emulateFocusFixup());
    const other = note('n2', { contant: 'Your order due date was set', data: { senderImg: null, senderName: null, senderPrefName: null, action: 'note' } });
    let left = [note('n1'), other];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/clear-single-notifications') {
        const { notificationsId } = JSON.parse(String(init?.body)) as { notificationsId: string };
        left = left.filter((n) => n._id !== notificationsId);
        return json(200, { status: true, newNotifications: left, total: left.length });
      }
      return json(200, page(left));
    });
    renderWithApp(<NotificationBell />, { path: '/dashboard', session });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    pressFocused(await screen.findByRole('button', { name: 'Clear: A new draft is ready for your review' }));
    const next = await screen.findByRole('button', { name: 'Clear: Your order due date was set' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.click(next);
    const empty = await screen.findByText('You have no new notifications.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });

  it('clears all it showed, naming them, and then says there are none', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/clear-notifications') {
        expect(JSON.parse(String(init?.body))).toEqual({ notificationsIds: ['n1', 'n2'] });
        return json(200, { status: true, newNotifications: [], total: 0 });
      }
      return json(200, page([note('n1'), note('n2')]));
    });
    renderWithApp(<NotificationBell />, { path: '/dashboard', session });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('You have no new notifications.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('says who wrote a chat message and what, and leads an admin to the writer’s chat', async () => {
    const message = note('n3', {
      order_id: 'chat',
      contant: 'New message from Wendy Parker: Can I get more orders?',
      data: { senderImg: null, senderName: 'Wendy Parker', senderPrefName: 'Wendy Parker', action: 'chat_message', preview: 'Can I get more orders?', writerId: 'w1' },
    });
    fetchMock.mockImplementation(async () => json(200, page([message])));
    renderWithApp(<NotificationBell />, { path: '/dashboard', session: { ...session, user: makeUser({ role: 'admin' }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const link = await screen.findByRole('link', { name: 'New message from Wendy Parker: Can I get more orders?' });
    expect(link.getAttribute('href')).toBe('/chats?writer=w1');
  });

  it('shows the spec’s text when the list cannot be loaded, and one when a clear fails', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Internal Server Error', code: 'internal' }));
    renderWithApp(<NotificationBell />, { path: '/dashboard', session });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Unexpected Error!!')).toBeTruthy();
  });
});
