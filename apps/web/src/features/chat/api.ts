import { listAdminChats, myUnreadChats } from '@portal/domain/chat/calls';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../platform/api-client';
import { liveSocket, useLive } from '../../platform/live';

export const adminChatsKey = ['admin-chats'] as const;

/** The admin's list of writers' conversations; it refreshes when a message arrives anywhere. */
export function useAdminChats(page: number, search: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      liveSocket.onFrame((frame) => {
        if (frame.event === 'notification') void client.invalidateQueries({ queryKey: adminChatsKey });
      }),
    [client],
  );
  return useQuery({
    queryKey: [...adminChatsKey, page, search],
    queryFn: ({ signal }) => callApi(listAdminChats, { query: { ...(page > 1 ? { page } : {}), ...(search ? { search } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const unreadChatsKey = ['chat-unread'] as const;

/**
 * The reader's unread chat messages (the menu badges). Read again when a message arrives (every chat
 * message is a notification for its readers) and when the reader's own read marker is stored.
 */
export function useUnreadChats() {
  const client = useQueryClient();
  // The count is live: the badge holds the tab's connection itself (the bell, which also does, comes
  // only after the preloader) and reads the count again whenever it (re)opens, for what arrived
  // before it was open.
  useLive();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: unreadChatsKey });
    const offOpen = liveSocket.onOpen(refresh);
    const offFrame = liveSocket.onFrame((frame) => {
      if (frame.event === 'notification' || frame.event === 'unread') refresh();
    });
    return () => {
      offOpen();
      offFrame();
    };
  }, [client]);
  return useQuery({ queryKey: unreadChatsKey, queryFn: ({ signal }) => callApi(myUnreadChats, { signal }), staleTime: 30_000 });
}
