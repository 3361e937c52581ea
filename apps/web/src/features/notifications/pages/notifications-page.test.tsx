import type { Notification } from '@portal/domain/notifications/calls';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import NotificationsPage from './notifications-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// An action the catalog does not know keeps its stored line: each notification is named by its own.
const note = (id: string): Notification => ({
  _id: id,
  order_id: 'o1',
  contant: `Note ${id}`,
  data: { senderImg: null, senderName: 'Wendy Parker', senderPrefName: null, action: 'note' },
  createdAt: '2026-03-04T10:00:00.000Z',
});

/** The server's list, which a clear shortens (or refuses, with `failing`). */
function serve(ids: string[], options: { failing?: boolean } = {}) {
  let left = [...ids];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/clear-single-notifications') {
      if (options.failing) {
        // As a real call, it takes a moment: the button is shown busy (disabled) meanwhile, and loses the focus.
        await later();
        return json(500, { message: 'Internal Server Error', code: 'internal' });
      }
      const { notificationsId } = JSON.parse(String(init?.body)) as { notificationsId: string };
      left = left.filter((id) => id !== notificationsId);
      return json(200, { status: true, newNotifications: left.map(note), total: left.length });
    }
    if (url.startsWith('/api/notifications')) return json(200, { status: true, notifications: left.map(note), total: left.length, page: 1, limit: 20, hasMore: false });
    return json(404, { message: `unexpected ${url}` });
  });
}

const clearButton = (id: string) => screen.getByRole('button', { name: `Clear: Note ${id}` });

/** Clears one from the keyboard: the button has the focus as it is pressed (then turns disabled, and the browser drops the focus). */
const clear = (id: string) => pressFocused(clearButton(id));

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPage, clearing one', () => {
  withFocusFixup();

  function open(ids: string[], options?: { failing?: boolean }) {
    serve(ids, options);
    renderWithApp(<NotificationsPage />, { path: '/notifications', session: { user: makeUser(), orders: [], currency: 'usd' } });
  }

  it('gives the focus to the next one\'s clear button, to the one before for the last, and to the empty text when none is left', async () => {
    open(['n1', 'n2', 'n3']);
    await screen.findByText('Note n1');
    clear('n2');
    await waitFor(() => expect(screen.queryByText('Note n2')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(clearButton('n3')));

    clear('n3');
    await waitFor(() => expect(screen.queryByText('Note n3')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(clearButton('n1')));

    clear('n1');
    const empty = await screen.findByText('You have no new notifications.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(empty.getAttribute('tabindex')).toBe('-1');
  });

  it('gives the focus back to the same button when the clear failed', async () => {
    open(['n1', 'n2'], { failing: true });
    await screen.findByText('Note n1');
    const dropped = clear('n1');
    await waitFor(() => expect(dropped).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(clearButton('n1')));
  });
});
