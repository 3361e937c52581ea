import type { Notification } from '@portal/domain/notifications/calls';
import type { RefObject } from 'react';
import { byData, focusLater } from '../../../ui/focus-later';
import { useClearNotification } from '../api';

/**
 * Clears one notification of a list whose rows carry `data-notification-id` (`list` holds the list
 * and its empty state, and nothing else with a clear button: the bell is on the page too). The
 * pressed clear button is disabled during the call and then gone, and the focus fell to the page's
 * body: it goes to the next notification's clear button instead (the one before when it was the
 * last), decided before the call, or to `empty` when none is left; back to the same button when
 * the clear failed (the list's alert says so).
 */
export function useClearOne(shown: Notification[], list: RefObject<HTMLElement | null>, empty: () => HTMLElement | null) {
  const clearOne = useClearNotification();
  const clearButton = (id?: string) => {
    const row = list.current && (id ? byData(list.current, 'data-notification-id', id) : list.current);
    return row?.querySelector<HTMLElement>('[data-focus="clear"]') ?? null;
  };
  const clear = (id: string) => {
    const at = shown.findIndex((notification) => notification._id === id);
    const next = shown[at + 1] ?? shown[at - 1];
    void clearOne.mutateAsync(id).then(
      // Cleared elsewhere meanwhile, the next one never comes: the list's first, else the empty state.
      () => focusLater(() => (next ? clearButton(next._id) : empty()), { fallback: () => clearButton() ?? empty() }),
      () => focusLater(() => clearButton(id), { onlyIfLost: true }),
    );
  };
  return { clear, clearing: (id: string) => clearOne.isPending && clearOne.variables === id, failed: clearOne.isError };
}
