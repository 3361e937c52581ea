import { clearNotifications, clearSingleNotification, listNotifications, type Notification } from '@portal/domain/notifications/calls';
import type { CallResponse } from '@portal/domain/call';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLive } from '../../platform/live';
import { useReadAgainOnNotification } from '../../platform/read-again-on-notification';
import { callApi } from '../../platform/api-client';

export const notificationsKey = ['notifications'] as const;
const pageKey = (page: number) => [...notificationsKey, page] as const;

/**
 * The live connection tells the bell when something arrived (useLiveNotifications); asking again
 * every five minutes and on focus is only the safety net for a tab whose connection is down.
 */
const REFRESH_MS = 5 * 60_000;

export function useNotifications(page = 1) {
  return useQuery({
    queryKey: pageKey(page),
    queryFn: ({ signal }) => callApi(listNotifications, { query: page > 1 ? { page } : {}, signal }),
    refetchInterval: REFRESH_MS,
    // Back on the tab, ask at once: what arrived while away is the point of the bell.
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });
}

/** A clear answers the first page as it now is: the bell takes it as is, every other page reloads. */
function takeFirstPage(client: QueryClient, answer: { newNotifications: Notification[]; total: number }) {
  client.setQueryData(pageKey(1), (previous: CallResponse<typeof listNotifications> | undefined) =>
    previous ? { ...previous, notifications: answer.newNotifications, total: answer.total, hasMore: answer.total > answer.newNotifications.length } : previous,
  );
  void client.invalidateQueries({ queryKey: notificationsKey, predicate: (query) => query.queryKey[1] !== 1 });
}

export function useClearNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(clearSingleNotification, { body: { notificationsId: id } }),
    onSuccess: (answer) => takeFirstPage(client, answer),
  });
}

/** Clears the notifications the user was shown, by id: one that arrived meanwhile stays. */
export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(clearNotifications, { body: { notificationsIds: ids } }),
    onSuccess: (answer) => takeFirstPage(client, answer),
  });
}

/** The bell's list follows the live connection it opens. */
export function useLiveNotifications(): void {
  useLive();
  useReadAgainOnNotification(notificationsKey);
}
